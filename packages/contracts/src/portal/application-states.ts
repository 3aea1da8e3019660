/**
 * Candidate application states (wire `estado`, names in the estadosCandidaturasAlumno list) and the
 * transitions each side may make. 16/17 are the pre-enrolment states of spec 000 §4.
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

/** Moves a company may make with cambiaEstadoCandidatura. */
export const companyTransitions: Readonly<Record<number, readonly number[]>> = {
  [S.APPLIED]: [S.UNDER_REVIEW, S.SHORTLISTED, S.INTERVIEW, S.SELECTED, S.DISCARDED],
  [S.UNDER_REVIEW]: [S.SHORTLISTED, S.INTERVIEW, S.SELECTED, S.DISCARDED],
  [S.SHORTLISTED]: [S.INTERVIEW, S.SELECTED, S.DISCARDED],
  [S.INTERVIEW]: [S.SELECTED, S.DISCARDED],
  [S.SELECTED]: [S.HIRED, S.DISCARDED],
};

/** States no one moves out of (the company gets code 14 for them). */
export const finalApplicationStates: readonly number[] = [
  S.DISCARDED,
  S.HIRED,
  S.WITHDRAWN,
  S.OFFER_CLOSED,
  S.DECLINED_BY_CANDIDATE,
];

/** States that count as a live application (for the 3-simultaneous-applications rule, 103). */
export const activeApplicationStates: readonly number[] = [
  S.APPLIED,
  S.UNDER_REVIEW,
  S.SHORTLISTED,
  S.INTERVIEW,
  S.SELECTED,
  S.PRE_ENROLLED,
];

/** A candidate may withdraw only while the company has not processed the application (else 30). */
export const canCandidateWithdraw = (estado: number) => estado === S.APPLIED;

/**
 * A pre-enrolment the candidate can still answer (000 §4): state 16, or 1 after accepting while
 * documents remain to be signed. Accepting moves 16 → 1; rejecting (with a reason) → 17.
 */
export const canCandidateAnswerPreEnrolment = (estado: number, pendingSignatures: boolean) =>
  estado === S.PRE_ENROLLED || (estado === S.APPLIED && pendingSignatures);

/**
 * Live states from which a company may pre-enrol the candidate of an internship offer (→ 16, 000
 * §4): the candidate then accepts (→ 1, with the pre-enrolment documents to sign) or rejects with
 * a reason (→ 17). Job offers have no pre-enrolment.
 */
export const companyPreEnrolmentFrom: readonly number[] = [
  S.APPLIED,
  S.UNDER_REVIEW,
  S.SHORTLISTED,
  S.INTERVIEW,
  S.SELECTED,
];

/** What the offer allows beyond the common moves: pre-enrolment only for internships. */
export interface TransitionContext {
  internship: boolean;
}

/**
 * The company's view of a requested change: 'ok', 'not-allowed' (code 14: final state or a state
 * only the candidate decides) or 'invalid' (code 49: not reachable from the current state).
 */
export function checkCompanyTransition(
  from: number,
  to: number,
  context: TransitionContext = { internship: false },
): 'ok' | 'not-allowed' | 'invalid' {
  if (finalApplicationStates.includes(from) || from === S.PRE_ENROLLED) {
    return 'not-allowed';
  }
  if (to === S.PRE_ENROLLED) {
    return context.internship && companyPreEnrolmentFrom.includes(from) ? 'ok' : 'invalid';
  }
  return companyTransitions[from]?.includes(to) ? 'ok' : 'invalid';
}

/** The states a company may move an application to from `from` (none from a final state). */
export function companyNextStateIds(from: number, context: TransitionContext): number[] {
  const moves = [...(companyTransitions[from] ?? []), S.PRE_ENROLLED];
  return moves.filter((to) => checkCompanyTransition(from, to, context) === 'ok');
}
