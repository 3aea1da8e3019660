import { signingLinkSchema, type SigningLink } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { applicationKeys } from './application-keys.ts';

/** `GET /api/Alumno/dameLinkFirmaDocumentoPersonal/{id}`: where and what to sign. */
export function getSigningLink(id: number, signal?: AbortSignal): Promise<SigningLink> {
  return apiRequest(`/Alumno/dameLinkFirmaDocumentoPersonal/${String(id)}`, {
    signal,
    parse: (datos) => signingLinkSchema.parse(datos),
  });
}

export function signingLinkQueryOptions(id: number) {
  return queryOptions({
    queryKey: applicationKeys.signingLink(id),
    // The page shows the failure itself (not found, or an error with a retry).
    meta: { errorBanner: false },
    queryFn: ({ signal }) => getSigningLink(id, signal),
  });
}

export function useSigningLink(id: number) {
  return useQuery({ ...signingLinkQueryOptions(id), enabled: id > 0 });
}
