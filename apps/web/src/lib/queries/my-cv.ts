import { cvCalls, type Cv } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { queryRoots } from './query-roots.ts';

/**
 * My CV (`GET /api/Alumno/dameCvUsuario`), read by the CV page and, for its completeness, by the
 * apply button: one query under one key, so an edit on the CV page is what the button sees.
 */
export const myCvKey = [...queryRoots.cv, 'mine'] as const;

export const myCvQueryOptions = () =>
  queryOptions({
    queryKey: myCvKey,
    // The page shows the failure itself (with a retry); the apply button decides on its own.
    meta: { errorBanner: false },
    queryFn: ({ signal }): Promise<Cv> => callApi(cvCalls.get, { signal }),
  });

export function useMyCv() {
  return useQuery(myCvQueryOptions());
}
