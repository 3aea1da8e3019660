import { signatureCalls, type SigningLink } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { applicationKeys } from './application-keys.ts';

/** `GET /api/Alumno/dameLinkFirmaDocumentoPersonal/{id}`: where and what to sign. */
export function getSigningLink(id: number, signal?: AbortSignal): Promise<SigningLink> {
  return callApi(signatureCalls.signingLink, { params: { id }, signal });
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
