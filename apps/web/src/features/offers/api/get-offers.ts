import { offerRefs, type OfferFamily, type OfferList } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApiRef } from '../../../lib/api-client.ts';
import { apiQueryOf, type OfferFilters } from '../lib/offer-filters.ts';
import { offerKeys } from './offer-keys.ts';

export const OFFERS_PER_PAGE = 10;

/**
 * `GET /api/Alumno/dameOfertasUsuario/{tipo}?…` with the page's filters and facets. By reference
 * (`callApiRef`), as every call of the offer list's first render: the candidates' most visited
 * page loads no schemas (zod is some 50 KB of gzipped JS a phone would fetch and run first).
 */
export function getOffers(
  family: OfferFamily,
  query: string,
  signal?: AbortSignal,
): Promise<OfferList> {
  return callApiRef(offerRefs.list, {
    params: { tipo: family },
    query: Object.fromEntries(new URLSearchParams(query)),
    signal,
  });
}

export function offersQueryOptions(family: OfferFamily, filters: OfferFilters) {
  const query = apiQueryOf(filters, OFFERS_PER_PAGE).toString();
  return queryOptions({
    queryKey: offerKeys.list(family, query),
    queryFn: ({ signal }) => getOffers(family, query, signal),
    // While the next page or filter loads, the current results stay on screen (no flashing).
    placeholderData: keepPreviousData,
  });
}

export function useOffers(family: OfferFamily, filters: OfferFilters, enabled = true) {
  return useQuery({ ...offersQueryOptions(family, filters), enabled });
}
