import {
  applicationCalls,
  candidateDocumentCalls,
  type CandidateDocument,
  type CandidateDocumentUpload,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { queryRoots } from './query-roots.ts';

/**
 * Writes of a candidate that several screens show: withdrawing an application (from the offer or
 * from «Mis candidaturas») and adding a document (on the CV page or where an offer asks for one).
 * One hook per call, refreshing every screen that shows what it changed: the offers (their
 * «Inscrito» marks and counts), the applications and the CV, by their query-key roots.
 */
const { offers: OFFERS, applications: APPLICATIONS, cv: CV } = queryRoots;

/** `POST /api/Alumno/desinscribirse {urlOferta}` (30 once the application is processed). */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (urlOferta: string): Promise<null> =>
      callApi(applicationCalls.withdraw, { body: { urlOferta } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: OFFERS }),
        queryClient.invalidateQueries({ queryKey: APPLICATIONS }),
      ]),
  });
}

/**
 * `POST /api/Alumno/addDoc`: a document of the candidate's. Upload errors (46, 413…) are shown
 * beside the file field, not in the banner.
 */
export function useAddCandidateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: CandidateDocumentUpload): Promise<CandidateDocument> =>
      callApi(candidateDocumentCalls.add, { body: upload }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CV }),
    meta: { errorBanner: false },
  });
}
