import {
  applicationListSchema,
  type ApplicationList,
  type ApplicationListQuery,
  type OfferFamily,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { applicationKeys } from './application-keys.ts';

/** The list call of each family (001 §7: dameCandidaturas{type}Usuario). */
const listPath: Record<OfferFamily, string> = {
  empleo: '/Alumno/dameCandidaturasEmpleoUsuario',
  practicas: '/Alumno/dameCandidaturasPracticasUsuario',
  practicastitulados: '/Alumno/dameCandidaturasPracticasTituladosUsuario',
};

export type MyApplicationsQuery = Pick<ApplicationListQuery, 'pagina' | 'porPagina'> &
  Partial<Pick<ApplicationListQuery, 'estado' | 'text'>>;

/** `GET /api/Alumno/dameCandidaturas{Empleo|Practicas|PracticasTitulados}Usuario`. */
export function getMyApplications(
  family: OfferFamily,
  query: MyApplicationsQuery,
  signal?: AbortSignal,
): Promise<ApplicationList> {
  const params = new URLSearchParams({
    pagina: String(query.pagina),
    porPagina: String(query.porPagina),
  });
  if (query.estado !== undefined && query.estado.length > 0) {
    params.set('estado', query.estado.join(','));
  }
  if (query.text !== undefined && query.text !== '') {
    params.set('text', query.text);
  }
  return apiRequest(`${listPath[family]}?${params.toString()}`, {
    signal,
    parse: (datos) => applicationListSchema.parse(datos),
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
