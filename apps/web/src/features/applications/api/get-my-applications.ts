import {
  applicationCalls,
  type ApplicationList,
  type ApplicationListQuery,
  type OfferFamily,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { applicationKeys } from './application-keys.ts';

/** The list call of each family (dameCandidaturas{type}Usuario). */
const listCall = {
  empleo: applicationCalls.listEmployment,
  practicas: applicationCalls.listInternships,
  practicastitulados: applicationCalls.listGraduateInternships,
} satisfies Record<OfferFamily, unknown>;

export type MyApplicationsQuery = Pick<ApplicationListQuery, 'pagina' | 'porPagina'> &
  Partial<Pick<ApplicationListQuery, 'estado' | 'text'>>;

/** `GET /api/Alumno/dameCandidaturas{Empleo|Practicas|PracticasTitulados}Usuario`. */
export function getMyApplications(
  family: OfferFamily,
  query: MyApplicationsQuery,
  signal?: AbortSignal,
): Promise<ApplicationList> {
  return callApi(listCall[family], {
    query: {
      pagina: query.pagina,
      porPagina: query.porPagina,
      estado:
        query.estado !== undefined && query.estado.length > 0 ? query.estado.join(',') : undefined,
      text: query.text === '' ? undefined : query.text,
    },
    signal,
  });
}

export function myApplicationsQueryOptions(family: OfferFamily, query: MyApplicationsQuery) {
  return queryOptions({
    queryKey: applicationKeys.list(family, query),
    queryFn: ({ signal }) => getMyApplications(family, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMyApplications(family: OfferFamily, query: MyApplicationsQuery) {
  return useQuery(myApplicationsQueryOptions(family, query));
}
