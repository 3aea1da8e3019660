import { staffCalls, type StaffOfferSheet } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';

/**
 * An offer as the careers office reviews it (the whole offer and its company), read by the
 * dashboard's pending-offer details and by the offer's review page: one query under the
 * back-office key, so a decision taken in either place refreshes both.
 */
export const staffOfferKey = (id: number) => ['staff', 'offer', id] as const;

/** `GET /api/Gestion/dameOferta/{id}`. */
export const staffOfferQueryOptions = (id: number) =>
  queryOptions({
    queryKey: staffOfferKey(id),
    queryFn: ({ signal }): Promise<StaffOfferSheet> =>
      callApi(staffCalls.offer, { params: { id }, signal }),
  });

export const useStaffOffer = (id: number) => useQuery(staffOfferQueryOptions(id));
