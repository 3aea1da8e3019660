import { companyContactCalls, type ManagementContact } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { companyProfileKeys } from './company-profile-keys.ts';

/** `GET /api/Empresa/dameContactosConveniosEmpresa`: the map of contacts, as a list. */
export async function getContacts(signal?: AbortSignal): Promise<ManagementContact[]> {
  const map = await callApi(companyContactCalls.list, { signal });
  return Object.values(map);
}

export const contactsQueryOptions = queryOptions({
  queryKey: companyProfileKeys.contacts(),
  queryFn: ({ signal }) => getContacts(signal),
});

export function useContacts() {
  return useQuery(contactsQueryOptions);
}
