import { offerCalls, type OfferSheet } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { offerKeys } from './offer-keys.ts';

/** `GET /api/Alumno/dameOferta/{id}` (id or urlAcceso). */
export function getOffer(ref: string, signal?: AbortSignal): Promise<OfferSheet> {
  return callApi(offerCalls.sheet, { params: { id: ref }, signal });
}

export function offerQueryOptions(ref: string) {
  return queryOptions({
    queryKey: offerKeys.sheet(ref),
    queryFn: ({ signal }) => getOffer(ref, signal),
  });
}

export function useOffer(ref: string) {
  return useQuery(offerQueryOptions(ref));
}
