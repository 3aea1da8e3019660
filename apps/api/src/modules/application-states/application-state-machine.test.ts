import { ApplicationState as S, Codes } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  allowedMoves,
  checkMove,
  Phase,
  phaseOf,
  refusalCode,
  transitionTable,
  type StateActor,
} from './application-state-machine.ts';

const internship = { internship: true };
const job = { internship: false };
const actors: StateActor[] = ['candidate', 'company', 'offer-closing', 'signatures', 'staff'];
const finals = [S.DISCARDED, S.HIRED, S.DECLINED_BY_CANDIDATE];

/** The code a refused move answers, or 0 when the table allows it. */
function answer(phase: number, actor: StateActor, to: number, context = internship) {
  const check = checkMove(phase, actor, to, context);
  return check.ok ? 0 : refusalCode(actor, to, check.refusal);
}

describe('application state machine', () => {
  it('has a row for every state and phase', () => {
    const phases = [...Object.values(S), Phase.NEW, Phase.SIGNING];
    expect(
      Object.keys(transitionTable)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...phases].sort((a, b) => a - b));
  });

  it('reads the phase from the state and the unsigned-documents flag', () => {
    expect(phaseOf(null)).toBe(Phase.NEW);
    expect(phaseOf({ estado: S.APPLIED, pendienteFirma: false })).toBe(S.APPLIED);
    expect(phaseOf({ estado: S.APPLIED, pendienteFirma: true })).toBe(Phase.SIGNING);
    expect(phaseOf({ estado: S.OFFER_CLOSED, pendienteFirma: true })).toBe(S.OFFER_CLOSED);
  });

  it('lets a candidate apply, apply again after withdrawing, and withdraw only from 1', () => {
    expect(answer(Phase.NEW, 'candidate', S.APPLIED)).toBe(0);
    expect(answer(S.WITHDRAWN, 'candidate', S.APPLIED)).toBe(0);
    expect(answer(S.APPLIED, 'candidate', S.WITHDRAWN)).toBe(0);
    for (const from of [S.UNDER_REVIEW, S.SELECTED, S.PRE_ENROLLED, Phase.SIGNING, ...finals]) {
      expect(answer(from, 'candidate', S.WITHDRAWN)).toBe(Codes.APPLICATION_ALREADY_PROCESSED);
    }
    expect(answer(S.WITHDRAWN, 'candidate', S.WITHDRAWN)).toBe(Codes.APPLICATION_ALREADY_PROCESSED);
  });

  it('lets the candidate answer a pre-enrolment (16, or 1 while signing) and nothing else', () => {
    for (const from of [S.PRE_ENROLLED, Phase.SIGNING]) {
      expect(answer(from, 'candidate', S.APPLIED)).toBe(0);
      expect(answer(from, 'candidate', S.DECLINED_BY_CANDIDATE)).toBe(0);
    }
    for (const from of [S.APPLIED, S.UNDER_REVIEW, S.OFFER_CLOSED, ...finals]) {
      expect(answer(from, 'candidate', S.DECLINED_BY_CANDIDATE)).toBe(
        Codes.STATE_CHANGE_NOT_ALLOWED,
      );
    }
  });

  it('gives the company its moves, 49 for one it does not have and 14 from final or waiting', () => {
    expect(allowedMoves(S.APPLIED, 'company', job)).toEqual([2, 3, 4, 5, 6]);
    expect(allowedMoves(S.SELECTED, 'company', internship)).toEqual([7, 6, 16]);
    expect(allowedMoves(S.SELECTED, 'company', job)).toEqual([7, 6]);
    expect(answer(S.APPLIED, 'company', S.HIRED)).toBe(Codes.INVALID_STATUS_TRANSITION);
    expect(answer(S.INTERVIEW, 'company', S.UNDER_REVIEW)).toBe(Codes.INVALID_STATUS_TRANSITION);
    expect(answer(S.APPLIED, 'company', S.APPLIED)).toBe(Codes.INVALID_STATUS_TRANSITION);
    expect(answer(S.APPLIED, 'company', S.WITHDRAWN)).toBe(Codes.INVALID_STATUS_TRANSITION);
    expect(answer(S.APPLIED, 'company', S.PRE_ENROLLED, job)).toBe(Codes.INVALID_STATUS_TRANSITION);
    expect(answer(S.APPLIED, 'company', S.PRE_ENROLLED)).toBe(0);
    for (const from of [S.WITHDRAWN, S.OFFER_CLOSED, S.PRE_ENROLLED, Phase.SIGNING, ...finals]) {
      expect(answer(from, 'company', S.UNDER_REVIEW)).toBe(Codes.STATE_CHANGE_NOT_ALLOWED);
    }
  });

  it('closes every open application with its offer, and nothing else', () => {
    const open = [1, 2, 3, 4, 5, 16, Phase.SIGNING];
    for (const from of open) {
      expect(allowedMoves(from, 'offer-closing', job)).toEqual([S.OFFER_CLOSED]);
    }
    for (const from of [S.WITHDRAWN, S.OFFER_CLOSED, ...finals]) {
      expect(answer(from, 'offer-closing', S.OFFER_CLOSED)).toBe(Codes.STATE_CHANGE_NOT_ALLOWED);
    }
  });

  it('lets the signatures clear the flag only where documents were waiting', () => {
    expect(allowedMoves(Phase.SIGNING, 'signatures', job)).toEqual([S.APPLIED]);
    expect(allowedMoves(S.OFFER_CLOSED, 'signatures', job)).toEqual([S.OFFER_CLOSED]);
    for (const from of [S.APPLIED, S.PRE_ENROLLED, S.WITHDRAWN, ...finals]) {
      expect(allowedMoves(from, 'signatures', job)).toEqual([]);
    }
  });

  it('has no move out of a final state and no move of its own for staff', () => {
    for (const from of finals) {
      for (const actor of actors) {
        expect(allowedMoves(from, actor, internship)).toEqual([]);
      }
    }
    for (const phase of Object.keys(transitionTable).map(Number)) {
      expect(allowedMoves(phase, 'staff', internship)).toEqual([]);
    }
  });

  it('never lets anyone move a withdrawn application but its candidate (impossible pairs)', () => {
    for (const actor of actors.filter((a) => a !== 'candidate')) {
      expect(allowedMoves(S.WITHDRAWN, actor, internship)).toEqual([]);
    }
  });
});
