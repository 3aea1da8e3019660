import {
  companyCandidateCalls,
  type ChangeApplicationStateBody,
  type CompanyCandidate,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { candidateKeys } from './candidate-keys.ts';

/**
 * `POST /api/Empresa/cambiaEstadoCandidatura`: moves an application through the state machine
 * (14 / 49 when the move is not allowed); the candidate is notified.
 */
export function changeApplicationState(
  body: ChangeApplicationStateBody,
): Promise<CompanyCandidate> {
  return callApi(companyCandidateCalls.changeState, { body });
}

/** The dialog shows a refusal itself; every candidate list and CV is refreshed after a change. */
export function useChangeApplicationState(onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeApplicationState,
    meta: { errorBanner: false },
    onSuccess: async () => {
      onChanged?.();
      await queryClient.invalidateQueries({ queryKey: candidateKeys.all });
    },
  });
}
