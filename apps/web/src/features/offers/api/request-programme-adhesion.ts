import { programmeCalls, type ProgrammeDetail } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { offerKeys } from './offer-keys.ts';

/** `POST /api/Alumno/solicitaAdhesionPrograma/{id}` (91 asks for it before applying). */
export function requestProgrammeAdhesion(idPrograma: number): Promise<ProgrammeDetail> {
  return callApi(programmeCalls.requestAdhesion, { params: { id: String(idPrograma) } });
}

export function useRequestProgrammeAdhesion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestProgrammeAdhesion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}
