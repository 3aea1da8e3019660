import { guideCalls, type Guide } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Query keys of the guides page (own prefix: the home's guide section keeps its own). */
export const guideKeys = {
  all: ['guides'] as const,
  list: () => [...guideKeys.all, 'list'] as const,
};

/** `guideCalls.list`: every orientation guide of the portal. */
export const guideListQueryOptions = queryOptions({
  queryKey: guideKeys.list(),
  queryFn: ({ signal }): Promise<Guide[]> => callApi(guideCalls.list, { signal }),
});

export const useGuideList = () => useQuery(guideListQueryOptions);
