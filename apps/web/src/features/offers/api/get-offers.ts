import { offerCalls, type OfferFamily, type OfferList } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { apiQueryOf, type OfferFilters } from '../lib/offer-filters.ts';
import { offerKeys } from './offer-keys.ts';

export const OFFERS_PER_PAGE = 10;

/** `GET /api/Alumno/dameOfertasUsuario/{tipo}?…` with the page's filters and facets. */
export function getOffers(
  family: OfferFamily,
  query: string,
  signal?: AbortSignal,
): Promise<OfferList> {
  return callApi(offerCalls.list, {
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
