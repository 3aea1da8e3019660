import { staffContentCalls } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';

/**
 * Every employment programme as the careers office manages them, read by the programmes list (which
 * edits them) and by the documentation form (which files a document under one): one query under
 * the content's key, so a programme saved there shows in the form's choices.
 */
export const staffProgrammesKey = ['staff-content', 'programmes'] as const;

/** `GET` of the staff's programmes (the content's list call). */
export const useStaffProgrammes = () =>
  useQuery({
    queryKey: staffProgrammesKey,
    queryFn: ({ signal }) => callApi(staffContentCalls.programmes, { signal }),
  });
