import { creditsWarningSchema, type CreditsWarning } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { offerKeys } from './offer-keys.ts';

/** `GET /api/Alumno/sacaAvisoDeMinimoDeCreditosParaInscribirse/{id}`: warn before applying (52). */
export function getCreditsWarning(ref: string, signal?: AbortSignal): Promise<CreditsWarning> {
  return apiRequest(
    `/Alumno/sacaAvisoDeMinimoDeCreditosParaInscribirse/${encodeURIComponent(ref)}`,
    { signal, parse: (datos) => creditsWarningSchema.parse(datos) },
  );
}

/** Asked right before applying (never cached: credits may have changed in the CV meanwhile). */
export function creditsWarningQueryOptions(ref: string) {
  return queryOptions({
    queryKey: offerKeys.creditsWarning(ref),
    queryFn: ({ signal }) => getCreditsWarning(ref, signal),
    staleTime: 0,
  });
}
