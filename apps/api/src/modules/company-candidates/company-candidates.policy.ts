import { type ApplicationStateOption, type OfferFamily } from '@portal/contracts';
import { allowedMoves, phaseOf } from '../application-states/application-state-machine.ts';
import { estadosCandidaturasAlumno } from '../domains/data/index.ts';

const stateNames = new Map(estadosCandidaturasAlumno.map((e) => [e.id, e.descripcion]));
const stateNamesEn = new Map(estadosCandidaturasAlumno.map((e) => [e.id, e.descripcionEn]));

/** Display name of an application state (estadosCandidaturasAlumno), Spanish unless asked. */
export const applicationStateName = (estado: number, language: 'es' | 'en' = 'es') =>
  (language === 'en' ? stateNamesEn : stateNames).get(estado) ?? String(estado);

/** Pre-enrolment (→ 16) is for internships: the documents to sign are the internship's. */
export const transitionContext = (familia: OfferFamily) => ({ internship: familia !== 'empleo' });

/**
 * The states the company may move an application to now, from the one transition table (none
 * when it is final or while the candidate has the next move: a pre-enrolment or its documents).
 */
export function companyNextStates(application: {
  estado: number;
  pendienteFirma: boolean;
  familia: OfferFamily;
}): ApplicationStateOption[] {
  return allowedMoves(phaseOf(application), 'company', transitionContext(application.familia)).map(
    (to) => ({ idEstado: to, Estado: applicationStateName(to) }),
  );
}
