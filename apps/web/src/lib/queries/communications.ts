import { communicationRefs, type Communication, type Role } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiRef } from '../api-client.ts';

/**
 * The careers office's communications to the signed-in role (`dameComunicaciones` of candidates
 * or of companies), read by reference (no schema code on the home's first screen): one query
 * under one key for the home's section and the communications page.
 */
export function communicationsQueryOptions(role: Role) {
  return queryOptions({
    queryKey: ['communications', role] as const,
    queryFn: ({ signal }): Promise<Communication[]> =>
      role === 'empresa'
        ? callApiRef(communicationRefs.company, { signal })
        : callApiRef(communicationRefs.candidate, { signal }),
  });
}

/** The communications of a candidate or a company; nothing is asked for any other role. */
export function useCommunications(role: Role | undefined) {
  return useQuery({
    ...communicationsQueryOptions(role ?? 'alumno'),
    enabled: role === 'alumno' || role === 'empresa',
  });
}
