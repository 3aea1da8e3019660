import { ApplicationState as S, Codes, type StatusCode } from '@portal/contracts';

/**
 * The one transition table of an application. Every change of state goes
 * through `transitionApplication` (application-state.service.ts), which asks this table.
 */

/** Who asks for the change. */
export type StateActor =
  /** The candidate: applies (again), withdraws, accepts or rejects a pre-enrolment. */
  | 'candidate'
  /** A company user: cambiaEstadoCandidatura. */
  | 'company'
  /** The offer is closed or deleted (by its company): its open applications end. */
  | 'offer-closing'
  /** The last pre-enrolment document has been signed: the company may see the CV. */
  | 'signatures'
  /** The Servicio de Empleo (no application move of its own today: an empty column). */
  | 'staff';

/**
 * Where an application stands for the machine: its `estado`, or one of two phases that are not
 * states of the wire list: no application yet, and "applied, pre-enrolment documents unsigned"
 * (state 1 with `pendienteFirma`: the candidate still has the next move).
 */
export const Phase = { NEW: 0, SIGNING: -1 } as const;

export function phaseOf(application: { estado: number; pendienteFirma: boolean } | null): number {
  if (!application) {
    return Phase.NEW;
  }
  return application.estado === S.APPLIED && application.pendienteFirma
    ? Phase.SIGNING
    : application.estado;
}

/** A move of the table; `internshipOnly` moves exist only on internship offers (pre-enrolment). */
export interface Move {
  to: number;
  internshipOnly?: true;
}

const to = (...states: number[]): Move[] => states.map((state) => ({ to: state }));
const preEnrol: Move = { to: S.PRE_ENROLLED, internshipOnly: true };
const closing = to(S.OFFER_CLOSED);

/**
 * phase × actor → allowed moves. A move to the state the application already has changes only
 * its flags (accepting a pre-enrolment again while signing, the signatures completing).
 */
export const transitionTable: Readonly<
  Record<number, Readonly<Partial<Record<StateActor, readonly Move[]>>>>
> = {
  [Phase.NEW]: { candidate: to(S.APPLIED) },
  [S.APPLIED]: {
    candidate: to(S.WITHDRAWN),
    company: [...to(S.UNDER_REVIEW, S.SHORTLISTED, S.INTERVIEW, S.SELECTED, S.DISCARDED), preEnrol],
    'offer-closing': closing,
  },
  [S.UNDER_REVIEW]: {
    company: [...to(S.SHORTLISTED, S.INTERVIEW, S.SELECTED, S.DISCARDED), preEnrol],
    'offer-closing': closing,
  },
  [S.SHORTLISTED]: {
    company: [...to(S.INTERVIEW, S.SELECTED, S.DISCARDED), preEnrol],
    'offer-closing': closing,
  },
  [S.INTERVIEW]: {
    company: [...to(S.SELECTED, S.DISCARDED), preEnrol],
    'offer-closing': closing,
  },
  [S.SELECTED]: {
    company: [...to(S.HIRED, S.DISCARDED), preEnrol],
    'offer-closing': closing,
  },
  [S.PRE_ENROLLED]: {
    candidate: to(S.APPLIED, S.DECLINED_BY_CANDIDATE),
    'offer-closing': closing,
  },
  [Phase.SIGNING]: {
    candidate: to(S.APPLIED, S.DECLINED_BY_CANDIDATE),
    signatures: to(S.APPLIED),
    'offer-closing': closing,
  },
  /** Withdrawn: the candidate may apply again (the row is reused). */
  [S.WITHDRAWN]: { candidate: to(S.APPLIED) },
  /** Closed while documents were unsigned: signing the last one still clears the flag. */
  [S.OFFER_CLOSED]: { signatures: to(S.OFFER_CLOSED) },
  [S.DISCARDED]: {},
  [S.HIRED]: {},
  [S.DECLINED_BY_CANDIDATE]: {},
};

/** What the offer allows beyond the common moves. */
export interface MoveContext {
  internship: boolean;
}

/**
 * 'none': the actor has no move at all from here (a final state, or the other side has the next
 * move); 'unreachable': it has moves, not this one.
 */
export type Refusal = 'none' | 'unreachable';

/** The moves an actor may make from a phase. */
export function allowedMoves(phase: number, actor: StateActor, context: MoveContext): number[] {
  return (transitionTable[phase]?.[actor] ?? [])
    .filter((move) => !move.internshipOnly || context.internship)
    .map((move) => move.to);
}

export function checkMove(
  phase: number,
  actor: StateActor,
  target: number,
  context: MoveContext,
): { ok: true } | { ok: false; refusal: Refusal } {
  const moves = allowedMoves(phase, actor, context);
  if (moves.includes(target)) {
    return { ok: true };
  }
  return { ok: false, refusal: moves.length === 0 ? 'none' : 'unreachable' };
}

/**
 * The status code of a refused move, as the calls have always answered: a company gets
 * 14 from a final state or while the candidate has the next move and 49 for a move the machine
 * does not have; a candidate withdrawing a processed application gets 30; answering a
 * pre-enrolment that can no longer be answered, or any other refused move, is 14.
 */
export function refusalCode(actor: StateActor, target: number, refusal: Refusal): StatusCode {
  if (actor === 'company' && refusal === 'unreachable') {
    return Codes.INVALID_STATUS_TRANSITION;
  }
  if (actor === 'candidate' && target === S.WITHDRAWN) {
    return Codes.APPLICATION_ALREADY_PROCESSED;
  }
  return Codes.STATE_CHANGE_NOT_ALLOWED;
}
