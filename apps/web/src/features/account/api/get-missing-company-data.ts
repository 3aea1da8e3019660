import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

/** `GET /api/Empresa/faltanDatosAlaEmpresa`: true when the company profile is incomplete. */
export function getMissingCompanyData(signal?: AbortSignal): Promise<boolean> {
  return apiRequest('/Empresa/faltanDatosAlaEmpresa', { signal, parse: (datos) => datos === true });
}

export const missingCompanyDataQueryOptions = queryOptions({
  queryKey: accountKeys.missingCompanyData(),
  queryFn: ({ signal }) => getMissingCompanyData(signal),
  staleTime: 60_000,
});

export function useMissingCompanyData(enabled: boolean) {
  return useQuery({ ...missingCompanyDataQueryOptions, enabled });
}
