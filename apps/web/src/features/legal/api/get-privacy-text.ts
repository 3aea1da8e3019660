import { privacyTextSchema, type PrivacyText } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { legalKeys } from './legal-keys.ts';

/** `GET /api/Alumno/dameTextoRGPDactual`: the current data-protection text (public). */
export function getPrivacyText(signal?: AbortSignal): Promise<PrivacyText> {
  return apiRequest('/Alumno/dameTextoRGPDactual', {
    signal,
    token: null,
    parse: (datos) => privacyTextSchema.parse(datos),
  });
}

export const privacyTextQueryOptions = queryOptions({
  queryKey: legalKeys.privacyText(),
  queryFn: ({ signal }) => getPrivacyText(signal),
  staleTime: 10 * 60_000,
});

export function usePrivacyText() {
  return useQuery(privacyTextQueryOptions);
}
