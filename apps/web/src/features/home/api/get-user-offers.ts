import { offerRefs, type OfferFamily, type OfferList } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiRef } from '../../../lib/api-client.ts';
import { homeKeys } from './home-keys.ts';

/** The home shows the first five offers of each family. */
export const HOME_OFFERS_PER_TAB = 5;

/** The tab shown first: student internships unless the candidate only has employment. */
export function initialOfferFamily(session: {
  hasPracticas: boolean;
  hasEmpleo: boolean;
}): OfferFamily {
  return session.hasPracticas || !session.hasEmpleo ? 'practicas' : 'practicastitulados';
}

/** `offerCalls.list` of a family, first page of five (`pagina=1&porPagina=5`). */
export function getUserOffers(family: OfferFamily, signal?: AbortSignal): Promise<OfferList> {
  return callApiRef(offerRefs.list, {
    params: { tipo: family },
    query: { pagina: 1, porPagina: HOME_OFFERS_PER_TAB },
    signal,
  });
}

export function userOffersQueryOptions(family: OfferFamily) {
  return queryOptions({
    queryKey: homeKeys.offers(family),
    queryFn: ({ signal }) => getUserOffers(family, signal),
  });
}

export function useUserOffers(family: OfferFamily) {
  return useQuery(userOffersQueryOptions(family));
}
