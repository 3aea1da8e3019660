import { domainRefs } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApiRef } from './api-client.ts';

/**
 * `GET /api/Dominios/estadosCandidaturasAlumno`: the application states' names in both languages,
 * one cache entry for every screen that shows a state (offer lists and sheets, the applications
 * feature). By reference: the offer list loads no schemas.
 */
export const applicationStatesQueryOptions = queryOptions({
  queryKey: ['domains', 'estadosCandidaturasAlumno'],
  queryFn: ({ signal }) => callApiRef(domainRefs.estadosCandidaturasAlumno, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useApplicationStates() {
  return useQuery(applicationStatesQueryOptions);
}

/**
 * The name of an application state in the interface's language; the server's Spanish name until
 * the list has loaded.
 */
export function useApplicationStateName(): (idEstado: number, fallback: string) => string {
  const { i18n } = useTranslation();
  const states = useApplicationStates();
  return (idEstado, fallback) => {
    const state = states.data?.find((s) => s.id === idEstado);
    if (state === undefined) {
      return fallback;
    }
    return i18n.language === 'en' ? state.descripcionEn : state.descripcion;
  };
}
