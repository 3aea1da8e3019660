import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { offerKeys } from './offer-keys.ts';

/** `POST /api/Alumno/solicitaAdhesionPrograma/{id}` (91 asks for it before applying). */
export function requestProgrammeAdhesion(idPrograma: number): Promise<unknown> {
  return apiRequest(`/Alumno/solicitaAdhesionPrograma/${String(idPrograma)}`, {
    method: 'POST',
  });
}

export function useRequestProgrammeAdhesion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestProgrammeAdhesion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}
