import { type ApplicationStateOption, type OfferFamily } from '@portal/contracts';
import { allowedMoves, phaseOf } from '../application-states/application-state-machine.ts';
import { stateName } from '../application-states/application-states.policy.ts';

/** Display name of an application state (estadosCandidaturasAlumno), Spanish unless asked. */
export const applicationStateName = stateName;

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
