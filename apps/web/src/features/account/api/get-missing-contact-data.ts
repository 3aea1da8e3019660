import { profileCheckRefs } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiRef } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

/** `GET /api/Empresa/faltanDatosAlContactoEmpresa`: true when the user's own contact data is incomplete. */
export function getMissingContactData(signal?: AbortSignal): Promise<boolean> {
  return callApiRef(profileCheckRefs.contactMissingData, { signal });
}

export const missingContactDataQueryOptions = queryOptions({
  queryKey: accountKeys.missingContactData(),
  queryFn: ({ signal }) => getMissingContactData(signal),
  staleTime: 60_000,
});

export function useMissingContactData(enabled: boolean) {
  return useQuery({ ...missingContactDataQueryOptions, enabled });
}
