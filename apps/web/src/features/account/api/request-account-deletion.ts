import { accountDeletionCalls, Codes, type AccountDeletionRequest } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { showStatus } from '../../../lib/error-store.ts';

/** `POST /api/Alumno/solicitarBajaServicio`: the candidate asks to be removed from the service. */
export function requestAccountDeletion(): Promise<AccountDeletionRequest> {
  return callApi(accountDeletionCalls.request, {});
}

export function useRequestAccountDeletion() {
  return useMutation({
    mutationFn: requestAccountDeletion,
    onSuccess: () => {
      showStatus(Codes.WITHDRAWAL_REQUEST_RECEIVED);
    },
  });
}
