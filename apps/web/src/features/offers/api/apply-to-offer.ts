import { applyResultSchema, type ApplyResult } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { offerKeys } from './offer-keys.ts';

/** `POST /api/Alumno/inscribirse {urlOferta}`. */
export function applyToOffer(urlOferta: string): Promise<ApplyResult> {
  return apiRequest('/Alumno/inscribirse', {
    body: { urlOferta },
    parse: (datos) => applyResultSchema.parse(datos),
  });
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
