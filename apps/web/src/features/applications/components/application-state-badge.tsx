import { ApplicationState } from '@portal/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useApplicationStates } from '../api/get-application-states.ts';

/** Colours whose light variant keeps 4.5:1 in both schemes (theme.ts); others use 'default'. */
const colours: Readonly<Record<number, string>> = {
  [ApplicationState.APPLIED]: 'brand',
  [ApplicationState.UNDER_REVIEW]: 'brand',
  [ApplicationState.SHORTLISTED]: 'brand',
  [ApplicationState.INTERVIEW]: 'brand',
  [ApplicationState.SELECTED]: 'green',
  [ApplicationState.HIRED]: 'green',
  [ApplicationState.DISCARDED]: 'red',
  [ApplicationState.DECLINED_BY_CANDIDATE]: 'red',
  [ApplicationState.PRE_ENROLLED]: 'orange',
};

/** The name of a state in the current language (estadosCandidaturasAlumno), else the server's. */
export function useStateName(): (idEstado: number, fallback: string) => string {
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

export function ApplicationStateBadge({ idEstado, estado }: { idEstado: number; estado: string }) {
  const stateName = useStateName();
  return (
    <Badge
      variant={colours[idEstado] === undefined ? 'default' : 'light'}
      color={colours[idEstado]}
      data-testid="application-state"
    >
      {stateName(idEstado, estado)}
    </Badge>
  );
}
