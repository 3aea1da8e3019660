import { staffCalls, type StaffCompanyItem } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { staffKeys } from './staff-keys.ts';

/** `GET /api/Gestion/dameEmpresasPendientes`: companies waiting for validation, oldest first. */
export function getPendingCompanies(signal?: AbortSignal): Promise<StaffCompanyItem[]> {
  return callApi(staffCalls.pendingCompanies, { signal });
}

export const pendingCompaniesQueryOptions = queryOptions({
  queryKey: staffKeys.pendingCompanies(),
  queryFn: ({ signal }) => getPendingCompanies(signal),
});

export function usePendingCompanies() {
  return useQuery(pendingCompaniesQueryOptions);
}
