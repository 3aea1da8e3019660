import { programmeCalls, type ProgrammeDetail } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { queryRoots } from './query-roots.ts';

/**
 * A candidate's request to join an employment programme, made from the programme's sheet and
 * from an offer that asks for it before applying: one hook. The programme's sheet takes the
 * answer at once; the programmes and the offers (whose application now opens) are read again.
 */
export function useRequestProgrammeAdhesion() {
  const queryClient = useQueryClient();
  return useMutation({
    /** `POST /api/Alumno/solicitaAdhesionPrograma/{id}` (533 on success, 64 when asked already). */
    mutationFn: (idPrograma: number | string): Promise<ProgrammeDetail> =>
      callApi(programmeCalls.requestAdhesion, { params: { id: String(idPrograma) } }),
    onSuccess: (detail, idPrograma) => {
      queryClient.setQueryData(['programmes', 'detail', String(idPrograma)], detail);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['programmes'] }),
        queryClient.invalidateQueries({ queryKey: queryRoots.offers }),
      ]),
  });
}
