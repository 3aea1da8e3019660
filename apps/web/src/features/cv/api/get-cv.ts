import { cvCalls, type Cv } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { cvKeys } from './cv-keys.ts';

/** `GET /api/Alumno/dameCvUsuario`. */
export function getCv(signal?: AbortSignal): Promise<Cv> {
  return callApi(cvCalls.get, { signal });
}

export const cvQueryOptions = () =>
  queryOptions({
    queryKey: cvKeys.cv(),
    // The page shows the failure itself (with a retry).
    meta: { errorBanner: false },
    queryFn: ({ signal }) => getCv(signal),
  });

export function useCv() {
  return useQuery(cvQueryOptions());
}
