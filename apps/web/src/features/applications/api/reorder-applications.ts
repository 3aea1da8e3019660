import { applicationCalls } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { applicationKeys } from './application-keys.ts';

/** `POST /api/Alumno/editOrdenCandidaturasAlumno {candidaturas}`: my order of preference. */
export function reorderApplications(candidaturas: readonly number[]): Promise<number[]> {
  return callApi(applicationCalls.reorder, { body: { candidaturas: [...candidaturas] } });
}

export function useReorderApplications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderApplications,
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.lists() }),
  });
}
