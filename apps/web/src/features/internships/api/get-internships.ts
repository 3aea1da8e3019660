import { internshipCalls, type Internship } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { internshipKeys } from './internship-keys.ts';

/** `GET /api/Alumno/damePracticasAlumno?tipo=`: my internships of one kind. */
export function getInternships(
  tipo: 'estudiante' | 'titulado',
  signal?: AbortSignal,
): Promise<Internship[]> {
  return callApi(internshipCalls.list, { query: { tipo }, signal });
}

export function internshipsQueryOptions(tipo: 'estudiante' | 'titulado') {
  return queryOptions({
    queryKey: internshipKeys.list(tipo),
    queryFn: ({ signal }) => getInternships(tipo, signal),
  });
}

export function useInternships(tipo: 'estudiante' | 'titulado') {
  return useQuery(internshipsQueryOptions(tipo));
}
