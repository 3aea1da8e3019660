import { companyProfileCalls, type CompanyUserProfile } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { companyProfileKeys } from './company-profile-keys.ts';

/** `GET /api/Empresa/dameDatosContactoEmpresa`: the signed-in user's own data (/mi-perfil). */
export function getCompanyUser(signal?: AbortSignal): Promise<CompanyUserProfile> {
  return callApi(companyProfileCalls.user, { signal });
}

export const companyUserQueryOptions = queryOptions({
  queryKey: companyProfileKeys.user(),
  queryFn: ({ signal }) => getCompanyUser(signal),
});

export function useCompanyUser() {
  return useQuery(companyUserQueryOptions);
}
