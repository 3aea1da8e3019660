import { profileCheckRefs } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiRef } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

/** `GET /api/Alumno/faltanDatosPersonalesObligatorios`: true when mandatory personal data is missing. */
export function getMissingPersonalData(signal?: AbortSignal): Promise<boolean> {
  return callApiRef(profileCheckRefs.candidateMissingData, { signal });
}

export const missingPersonalDataQueryOptions = queryOptions({
  queryKey: accountKeys.missingPersonalData(),
  queryFn: ({ signal }) => getMissingPersonalData(signal),
  staleTime: 60_000,
});

export function useMissingPersonalData(enabled: boolean) {
  return useQuery({ ...missingPersonalDataQueryOptions, enabled });
}
