import { applicationCalls } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { offerKeys } from './offer-keys.ts';

/** `POST /api/Alumno/desinscribirse {urlOferta}` (30 once the application is processed). */
export function withdrawFromOffer(urlOferta: string): Promise<null> {
  return callApi(applicationCalls.withdraw, { body: { urlOferta } });
}

export function useWithdrawFromOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawFromOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}
