import { domainRefs } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApiRef } from './api-client.ts';

/**
 * The name of an application state in the interface's language (estadosCandidaturasAlumno has
 * both), for the screens outside the applications feature (offer lists and sheets); the
 * server's Spanish name until the list has loaded.
 */
export function useApplicationStateName(): (idEstado: number, fallback: string) => string {
  const { i18n } = useTranslation();
  const states = useQuery({
    queryKey: ['domains', 'estadosCandidaturasAlumno'],
    queryFn: ({ signal }) => callApiRef(domainRefs.estadosCandidaturasAlumno, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (idEstado, fallback) => {
    const state = states.data?.find((s) => s.id === idEstado);
    if (state === undefined) {
      return fallback;
    }
    return i18n.language === 'en' ? state.descripcionEn : state.descripcion;
  };
}
