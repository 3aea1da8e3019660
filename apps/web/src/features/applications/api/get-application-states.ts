import { domainCalls, type ApplicationStateName } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { applicationKeys } from './application-keys.ts';

/** `GET /api/Dominios/estadosCandidaturasAlumno`: the names of the application states. */
export function getApplicationStates(signal?: AbortSignal): Promise<ApplicationStateName[]> {
  return callApi(domainCalls.estadosCandidaturasAlumno, { signal });
}

export function applicationStatesQueryOptions() {
  return queryOptions({
    queryKey: applicationKeys.states(),
    queryFn: ({ signal }) => getApplicationStates(signal),
    staleTime: Infinity,
  });
}

export function useApplicationStates() {
  return useQuery(applicationStatesQueryOptions());
}
