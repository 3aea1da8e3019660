import { staffCalls, type StaffOfferList } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { staffKeys } from './staff-keys.ts';

export const PENDING_PAGE_SIZE = 20;

/** `GET /api/Gestion/dameOfertasPendientes`: offers waiting for validation, oldest first. */
export function getPendingOffers(pagina: number, signal?: AbortSignal): Promise<StaffOfferList> {
  return callApi(staffCalls.pendingOffers, {
    query: { pagina, porPagina: PENDING_PAGE_SIZE },
    signal,
  });
}

export const pendingOffersQueryOptions = (pagina: number) =>
  queryOptions({
    queryKey: staffKeys.pendingOffers(pagina),
    queryFn: ({ signal }) => getPendingOffers(pagina, signal),
    placeholderData: keepPreviousData,
  });

export function usePendingOffers(pagina: number) {
  return useQuery(pendingOffersQueryOptions(pagina));
}
