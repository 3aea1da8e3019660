import { profileCheckRefs } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiRef } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

/** `GET /api/Empresa/faltanDatosAlaEmpresa`: true when the company profile is incomplete. */
export function getMissingCompanyData(signal?: AbortSignal): Promise<boolean> {
  return callApiRef(profileCheckRefs.companyMissingData, { signal });
}

export const missingCompanyDataQueryOptions = queryOptions({
  queryKey: accountKeys.missingCompanyData(),
  queryFn: ({ signal }) => getMissingCompanyData(signal),
  staleTime: 60_000,
});

export function useMissingCompanyData(enabled: boolean) {
  return useQuery({ ...missingCompanyDataQueryOptions, enabled });
}
