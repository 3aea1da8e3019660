import { internshipSchema, type Internship } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { internshipKeys } from './internship-keys.ts';

const internshipsSchema = z.array(internshipSchema);

/** `GET /api/Alumno/damePracticasAlumno?tipo=`: my internships of one kind. */
export function getInternships(
  tipo: 'estudiante' | 'titulado',
  signal?: AbortSignal,
): Promise<Internship[]> {
  return apiRequest(`/Alumno/damePracticasAlumno?tipo=${tipo}`, {
    signal,
    parse: (datos) => internshipsSchema.parse(datos),
  });
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
