import {
  ApplicationState,
  checkCompanyTransition,
  companyTransitions,
  type ApplicationStateOption,
} from '@portal/contracts';
import { estadosCandidaturasAlumno } from '../domains/data/index.ts';

const stateNames = new Map(estadosCandidaturasAlumno.map((e) => [e.id, e.descripcion]));

/** Display name of an application state (estadosCandidaturasAlumno). */
export const applicationStateName = (estado: number) => stateNames.get(estado) ?? String(estado);

/**
 * While a pre-enrolment's documents are unsigned the candidate has the next move (000 §4): the
 * company neither sees the CV nor moves the application.
 */
export const waitsForCandidate = (application: { estado: number; pendienteFirma: boolean }) =>
  application.pendienteFirma || application.estado === ApplicationState.PRE_ENROLLED;

/** The states the company may move an application to now (none when it waits or is final). */
export function companyNextStates(application: {
  estado: number;
  pendienteFirma: boolean;
}): ApplicationStateOption[] {
  if (waitsForCandidate(application)) {
    return [];
  }
  return (companyTransitions[application.estado] ?? [])
    .filter((to) => checkCompanyTransition(application.estado, to) === 'ok')
    .map((to) => ({ idEstado: to, Estado: applicationStateName(to) }));
}
