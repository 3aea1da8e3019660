import { applicationCalls, type CreditsWarning } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { offerKeys } from './offer-keys.ts';

/** `GET /api/Alumno/sacaAvisoDeMinimoDeCreditosParaInscribirse/{id}`: warn before applying (52). */
export function getCreditsWarning(ref: string, signal?: AbortSignal): Promise<CreditsWarning> {
  return callApi(applicationCalls.creditsWarning, { params: { id: ref }, signal });
}

/** Asked right before applying (never cached: credits may have changed in the CV meanwhile). */
export function creditsWarningQueryOptions(ref: string) {
  return queryOptions({
    queryKey: offerKeys.creditsWarning(ref),
    queryFn: ({ signal }) => getCreditsWarning(ref, signal),
    staleTime: 0,
  });
}
