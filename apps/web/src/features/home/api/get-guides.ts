import { guideRefs, type Guide } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiRef } from '../../../lib/api-client.ts';
import { homeKeys } from './home-keys.ts';

/** The home shows the latest four guides. */
export const HOME_GUIDES = 4;

/** `GET /api/Alumno/dameGuiaOrientacion`. */
export function getGuides(signal?: AbortSignal): Promise<Guide[]> {
  return callApiRef(guideRefs.list, { signal });
}

export const guidesQueryOptions = queryOptions({
  queryKey: homeKeys.guides(),
  queryFn: ({ signal }) => getGuides(signal),
});

export function useGuides(enabled: boolean) {
  return useQuery({ ...guidesQueryOptions, enabled });
}
