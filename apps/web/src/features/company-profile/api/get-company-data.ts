import { companyProfileCalls, type CompanyData } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { companyProfileKeys } from './company-profile-keys.ts';

/** `GET /api/Empresa/dameDatosEmpresa`: the company of the session. */
export function getCompanyData(signal?: AbortSignal): Promise<CompanyData> {
  return callApi(companyProfileCalls.company, { signal });
}

export const companyDataQueryOptions = queryOptions({
  queryKey: companyProfileKeys.company(),
  queryFn: ({ signal }) => getCompanyData(signal),
});

export function useCompanyData() {
  return useQuery(companyDataQueryOptions);
}
