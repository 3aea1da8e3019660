/**
 * Candidate application states (wire `estado`, names in the estadosCandidaturasAlumno list). 16/17
 * are the pre-enrolment states of the spec. The transition table itself (who may move an
 * application from which state to which) lives on the server, in
 * apps/api/src/modules/application-states/application-state-machine.ts; the candidate helpers
 * below only decide which buttons the web shows.
 */
export const ApplicationState = {
  APPLIED: 1,
  UNDER_REVIEW: 2,
  SHORTLISTED: 3,
  INTERVIEW: 4,
  SELECTED: 5,
  DISCARDED: 6,
  HIRED: 7,
  WITHDRAWN: 8,
  OFFER_CLOSED: 9,
  PRE_ENROLLED: 16,
  DECLINED_BY_CANDIDATE: 17,
} as const;
export type ApplicationStateId = (typeof ApplicationState)[keyof typeof ApplicationState];

const S = ApplicationState;

/** States that count as a live application (for the 3-simultaneous-applications rule, 103). */
export const activeApplicationStates: readonly number[] = [
  S.APPLIED,
  S.UNDER_REVIEW,
  S.SHORTLISTED,
  S.INTERVIEW,
  S.SELECTED,
  S.PRE_ENROLLED,
];

/** Live applications a candidate may hold at once, in every family together (103 beyond). */
export const MAX_ACTIVE_APPLICATIONS = 3;

/** A candidate may withdraw only while the company has not processed the application (else 30). */
export const canCandidateWithdraw = (estado: number) => estado === S.APPLIED;

/**
 * A pre-enrolment the candidate can still answer: state 16, or 1 after accepting while
 * documents remain to be signed. Accepting moves 16 → 1; rejecting (with a reason) → 17.
 */
export const canCandidateAnswerPreEnrolment = (estado: number, pendingSignatures: boolean) =>
  estado === S.PRE_ENROLLED || (estado === S.APPLIED && pendingSignatures);
