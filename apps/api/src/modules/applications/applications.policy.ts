import {
  activeApplicationStates,
  ApplicationState,
  canCandidateAnswerPreEnrolment,
  canCandidateWithdraw,
} from '@portal/contracts';
import { estadosCandidaturasAlumno } from '../domains/data/index.ts';

const stateNames = new Map(estadosCandidaturasAlumno.map((e) => [e.id, e.descripcion]));

/** Display name of an application state (estadosCandidaturasAlumno). */
export const stateName = (estado: number) => stateNames.get(estado) ?? String(estado);

/** What the candidate may do with an application in this state. */
export function candidateActions(estado: number, pendienteFirma: boolean) {
  return {
    puedeRetirarse: canCandidateWithdraw(estado) && !pendienteFirma,
    preinscripcion: canCandidateAnswerPreEnrolment(estado, pendienteFirma),
  };
}

/** A live application (counts for the limit of 3 simultaneous applications, code 103). */
export const isActive = (estado: number) => activeApplicationStates.includes(estado);

/** A withdrawn application may be replaced by applying again (the row is reused). */
export const canReapply = (estado: number) => estado === ApplicationState.WITHDRAWN;
