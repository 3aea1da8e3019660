import { communicationCalls, type Communication, type Role } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { homeKeys } from './home-keys.ts';

/** `communicationCalls.candidate` or `.company` (dameComunicaciones of the role). */
export function getCommunications(role: Role, signal?: AbortSignal): Promise<Communication[]> {
  const call = role === 'empresa' ? communicationCalls.company : communicationCalls.candidate;
  return callApi(call, { signal });
}

export function communicationsQueryOptions(role: Role) {
  return queryOptions({
    queryKey: homeKeys.communications(role),
    queryFn: ({ signal }) => getCommunications(role, signal),
  });
}

export function useCommunications(role: Role) {
  return useQuery(communicationsQueryOptions(role));
}
