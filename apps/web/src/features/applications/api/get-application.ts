import { applicationCalls, type ApplicationSheet } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { applicationKeys } from './application-keys.ts';

/** `GET /api/Alumno/dameCandidatura/{id}`: the application sheet with its history. */
export function getApplication(id: number, signal?: AbortSignal): Promise<ApplicationSheet> {
  return callApi(applicationCalls.sheet, { params: { id }, signal });
}

export function applicationQueryOptions(id: number) {
  return queryOptions({
    queryKey: applicationKeys.sheet(id),
    // The page shows the failure itself (not found, or an error with a retry).
    meta: { errorBanner: false },
    queryFn: ({ signal }) => getApplication(id, signal),
  });
}

export function useApplication(id: number) {
  return useQuery({ ...applicationQueryOptions(id), enabled: id > 0 });
}
