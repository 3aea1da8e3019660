import {
  ApplicationState,
  companyNextStateIds,
  type ApplicationStateOption,
  type OfferFamily,
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

/** Pre-enrolment (→ 16) is for internships: the documents to sign are the internship's. */
export const transitionContext = (familia: OfferFamily) => ({ internship: familia !== 'empleo' });

/** The states the company may move an application to now (none when it waits or is final). */
export function companyNextStates(application: {
  estado: number;
  pendienteFirma: boolean;
  familia: OfferFamily;
}): ApplicationStateOption[] {
  if (waitsForCandidate(application)) {
    return [];
  }
  return companyNextStateIds(application.estado, transitionContext(application.familia)).map(
    (to) => ({ idEstado: to, Estado: applicationStateName(to) }),
  );
}
