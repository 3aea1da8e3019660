import { offerRefs, type FittingOfferList } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApiRef } from '../../../lib/api-client.ts';
import { offerKeys } from './offer-keys.ts';

export const FITTING_OFFERS_PER_PAGE = 10;

/** `GET /api/Alumno/ofertasEncajanConUsuario`: my best-fitting offers first, each explained. */
export function getFittingOffers(pagina: number, signal?: AbortSignal): Promise<FittingOfferList> {
  return callApiRef(offerRefs.fitting, {
    query: { pagina, porPagina: FITTING_OFFERS_PER_PAGE },
    signal,
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
