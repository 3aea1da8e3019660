import { companyUserProfileSchema, type CompanyUserProfile } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { companyProfileKeys } from './company-profile-keys.ts';

/** `GET /api/Empresa/dameDatosContactoEmpresa`: the signed-in user's own data (/mi-perfil). */
export function getCompanyUser(signal?: AbortSignal): Promise<CompanyUserProfile> {
  return apiRequest('/Empresa/dameDatosContactoEmpresa', {
    signal,
    parse: (datos) => companyUserProfileSchema.parse(datos),
  });
}

export const companyUserQueryOptions = queryOptions({
  queryKey: companyProfileKeys.user(),
  queryFn: ({ signal }) => getCompanyUser(signal),
});

export function useCompanyUser() {
  return useQuery(companyUserQueryOptions);
}
