import { privacyCalls, type PrivacyText } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { legalKeys } from './legal-keys.ts';

/** `GET /api/Alumno/dameTextoRGPDactual`: the current data-protection text (public). */
export function getPrivacyText(signal?: AbortSignal): Promise<PrivacyText> {
  return callApi(privacyCalls.currentTextCandidate, { signal, token: null });
}

export const privacyTextQueryOptions = queryOptions({
  queryKey: legalKeys.privacyText(),
  queryFn: ({ signal }) => getPrivacyText(signal),
  staleTime: 10 * 60_000,
});

export function usePrivacyText() {
  return useQuery(privacyTextQueryOptions);
}
