import { managementContactMapSchema, type ManagementContact } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { companyProfileKeys } from './company-profile-keys.ts';

/** `GET /api/Empresa/dameContactosConveniosEmpresa`: the map of contacts, as a list. */
export async function getContacts(signal?: AbortSignal): Promise<ManagementContact[]> {
  const map = await apiRequest('/Empresa/dameContactosConveniosEmpresa', {
    signal,
    parse: (datos) => managementContactMapSchema.parse(datos),
  });
  return Object.values(map);
}

export const contactsQueryOptions = queryOptions({
  queryKey: companyProfileKeys.contacts(),
  queryFn: ({ signal }) => getContacts(signal),
});

export function useContacts() {
  return useQuery(contactsQueryOptions);
}
