import { offerListSchema, type OfferFamily, type OfferList } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { homeKeys } from './home-keys.ts';

/** The home shows the first five offers of each family (000 §2.3, §9). */
export const HOME_OFFERS_PER_TAB = 5;

/** `GET /api/Alumno/dameOfertasUsuario/{tipo}?pagina=1&porPagina=5`. */
export function getUserOffers(family: OfferFamily, signal?: AbortSignal): Promise<OfferList> {
  const query = new URLSearchParams({ pagina: '1', porPagina: String(HOME_OFFERS_PER_TAB) });
  return apiRequest(`/Alumno/dameOfertasUsuario/${family}?${query.toString()}`, {
    signal,
    parse: (datos) => offerListSchema.parse(datos),
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
