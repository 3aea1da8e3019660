import { fittingOfferListSchema, type FittingOfferList } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { offerKeys } from './offer-keys.ts';

export const FITTING_OFFERS_PER_PAGE = 10;

/** `GET /api/Alumno/ofertasEncajanConUsuario`: my best-fitting offers first, each explained. */
export function getFittingOffers(pagina: number, signal?: AbortSignal): Promise<FittingOfferList> {
  const query = new URLSearchParams({
    pagina: String(pagina),
    porPagina: String(FITTING_OFFERS_PER_PAGE),
  });
  return apiRequest(`/Alumno/ofertasEncajanConUsuario?${query.toString()}`, {
    signal,
    parse: (datos) => fittingOfferListSchema.parse(datos),
  });
}

export function fittingOffersQueryOptions(pagina: number) {
  return queryOptions({
    queryKey: offerKeys.fitting(pagina),
    queryFn: ({ signal }) => getFittingOffers(pagina, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFittingOffers(pagina: number) {
  return useQuery(fittingOffersQueryOptions(pagina));
}
