import { staffCalls, type StaffOfferSheet } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { staffKeys } from './staff-keys.ts';

/** `GET /api/Gestion/dameOferta/{id}`: the whole offer and its company, to review it. */
export function getStaffOffer(id: number, signal?: AbortSignal): Promise<StaffOfferSheet> {
  return callApi(staffCalls.offer, { params: { id }, signal });
}

export const staffOfferQueryOptions = (id: number) =>
  queryOptions({
    queryKey: staffKeys.offer(id),
    queryFn: ({ signal }) => getStaffOffer(id, signal),
  });

export function useStaffOffer(id: number) {
  return useQuery(staffOfferQueryOptions(id));
}
