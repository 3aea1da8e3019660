import { applicationCalls, type ApplyResult } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { offerKeys } from './offer-keys.ts';

/** `POST /api/Alumno/inscribirse {urlOferta}`. */
export function applyToOffer(urlOferta: string): Promise<ApplyResult> {
  return callApi(applicationCalls.apply, { body: { urlOferta } });
}

/** Refusals are shown by the apply panel (some inline), not by the generic banner handler. */
export function useApplyToOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToOffer,
    meta: { errorBanner: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}
