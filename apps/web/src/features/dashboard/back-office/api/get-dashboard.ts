import { dashboardCalls as calls, type DashboardQuery } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';

export const useDashboard = (query: DashboardQuery) =>
  useQuery({
    queryKey: ['staff-dashboard', query],
    queryFn: ({ signal }) => callApi(calls.get, { query, signal }),
    placeholderData: keepPreviousData,
  });
