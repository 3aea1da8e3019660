import { staffApplicationCalls, type StaffApplicationListQuery } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';

/** The root of the back-office's application keys (a state change refreshes every list). */
export const staffApplicationsRoot = ['staff-applications'] as const;

/**
 * `GET /api/Gestion/dameCandidaturas`: the back-office's applications list and an offer's
 * applicants on its review page ask the same call under the same keys, so a state changed on
 * one is seen on the other.
 */
export const useStaffApplicationList = (query: StaffApplicationListQuery) =>
  useQuery({
    queryKey: [...staffApplicationsRoot, 'list', query] as const,
    queryFn: ({ signal }) => callApi(staffApplicationCalls.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
