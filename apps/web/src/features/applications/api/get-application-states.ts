import { applicationStateNameSchema, type ApplicationStateName } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { applicationKeys } from './application-keys.ts';

const statesSchema = z.array(applicationStateNameSchema);

/** `GET /api/Dominios/estadosCandidaturasAlumno`: the names of the application states. */
export function getApplicationStates(signal?: AbortSignal): Promise<ApplicationStateName[]> {
  return apiRequest('/Dominios/estadosCandidaturasAlumno', {
    signal,
    parse: (datos) => statesSchema.parse(datos),
  });
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
