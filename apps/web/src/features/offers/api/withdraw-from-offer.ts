import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { offerKeys } from './offer-keys.ts';

/** `POST /api/Alumno/desinscribirse {urlOferta}` (30 once the application is processed). */
export function withdrawFromOffer(urlOferta: string): Promise<unknown> {
  return apiRequest('/Alumno/desinscribirse', { body: { urlOferta } });
}

export function useWithdrawFromOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawFromOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}
