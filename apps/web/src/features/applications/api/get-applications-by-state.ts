import { applicationCalls, type ApplicationsByState, type OfferFamily } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { applicationKeys } from './application-keys.ts';

/**
 * `GET /api/Alumno/dameCandidaturasPracticasUsuarioPorEstados?type=&text=`: my internship
 * applications grouped by state (the counts shown beside each state of the filter).
 */
export function getApplicationsByState(
  family: Exclude<OfferFamily, 'empleo'>,
  text: string,
  signal?: AbortSignal,
): Promise<ApplicationsByState> {
  return callApi(applicationCalls.listInternshipsByState, {
    query: { type: family, porPagina: 100, text: text === '' ? undefined : text },
    signal,
  });
}

export function applicationsByStateQueryOptions(
  family: Exclude<OfferFamily, 'empleo'>,
  text: string,
) {
  return queryOptions({
    queryKey: [...applicationKeys.lists(), 'by-state', family, text] as const,
    queryFn: ({ signal }) => getApplicationsByState(family, text, signal),
    placeholderData: keepPreviousData,
  });
}

/** State counts for the internship lists (the job list has no grouped call: null). */
export function useApplicationStateCounts(
  family: OfferFamily,
  text: string,
): ReadonlyMap<number, number> | null {
  const query = useQuery({
    ...applicationsByStateQueryOptions(family === 'empleo' ? 'practicas' : family, text),
    enabled: family !== 'empleo',
  });
  if (family === 'empleo' || query.data === undefined) {
    return null;
  }
  return new Map(query.data.map((g) => [g.idEstado, g.total]));
}
