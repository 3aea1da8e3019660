import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { applicationKeys } from './application-keys.ts';

/** `POST /api/Alumno/editOrdenCandidaturasAlumno {candidaturas}`: my order of preference. */
export function reorderApplications(candidaturas: readonly number[]): Promise<number[]> {
  return apiRequest('/Alumno/editOrdenCandidaturasAlumno', {
    body: { candidaturas },
    parse: (datos) => z.array(z.number().int()).parse(datos),
  });
}

export function useReorderApplications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderApplications,
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.lists() }),
  });
}
