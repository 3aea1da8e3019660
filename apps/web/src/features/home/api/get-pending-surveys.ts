import { surveyCardSchema, type Role, type SurveyCard } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { homeKeys } from './home-keys.ts';

const surveyListSchema = z.array(surveyCardSchema);

/** Pending surveys: `GET /api/Alumno/dameEncuestasUsuario` or `GET /api/Empresa/dameEncuestas`. */
export function getPendingSurveys(role: Role, signal?: AbortSignal): Promise<SurveyCard[]> {
  const path = role === 'empresa' ? '/Empresa/dameEncuestas' : '/Alumno/dameEncuestasUsuario';
  return apiRequest(path, { signal, parse: (datos) => surveyListSchema.parse(datos) });
}

export function pendingSurveysQueryOptions(role: Role) {
  return queryOptions({
    queryKey: homeKeys.pendingSurveys(role),
    queryFn: ({ signal }) => getPendingSurveys(role, signal),
  });
}

export function usePendingSurveys(role: Role, enabled = true) {
  return useQuery({ ...pendingSurveysQueryOptions(role), enabled });
}
