import { communicationCalls, type Communication, type Role } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** `dameComunicaciones` of the signed-in role (candidates and companies have their own). */
export function useCommunicationList(role: Role | undefined) {
  return useQuery({
    queryKey: ['communications', 'list', role ?? 'none'] as const,
    queryFn: ({ signal }): Promise<Communication[]> =>
      callApi(role === 'empresa' ? communicationCalls.company : communicationCalls.candidate, {
        signal,
      }),
    enabled: role === 'alumno' || role === 'empresa',
  });
}
