import { communicationRefs, type Communication, type Role } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSanitizer } from '../../../components/deferred-safe-html.tsx';
import { callApiRef } from '../../../lib/api-client.ts';
import { homeKeys } from './home-keys.ts';

/** `communicationCalls.candidate` or `.company` (dameComunicaciones of the role), by reference. */
export async function getCommunications(
  role: Role,
  signal?: AbortSignal,
): Promise<Communication[]> {
  const request =
    role === 'empresa'
      ? callApiRef(communicationRefs.company, { signal })
      : callApiRef(communicationRefs.candidate, { signal });
  // The sanitiser of their HTML loads beside them (not with the home's first script).
  const [items] = await Promise.all([request, loadSanitizer()]);
  return items;
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
