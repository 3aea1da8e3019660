import { describe, expect, it } from 'vitest';
import {
  ApplicationState as S,
  canCandidateAnswerPreEnrolment,
  canCandidateWithdraw,
  checkCompanyTransition,
  companyNextStateIds,
} from './application-states.ts';

describe('application state machine', () => {
  it('lets a company move an application forward', () => {
    expect(checkCompanyTransition(S.APPLIED, S.UNDER_REVIEW)).toBe('ok');
    expect(checkCompanyTransition(S.SELECTED, S.HIRED)).toBe('ok');
    expect(checkCompanyTransition(S.INTERVIEW, S.DISCARDED)).toBe('ok');
  });

  it('refuses moves out of final or candidate-owned states (14)', () => {
    for (const from of [
      S.DISCARDED,
      S.HIRED,
      S.WITHDRAWN,
      S.OFFER_CLOSED,
      S.DECLINED_BY_CANDIDATE,
      S.PRE_ENROLLED,
    ]) {
      expect(checkCompanyTransition(from, S.UNDER_REVIEW)).toBe('not-allowed');
    }
  });

  it('refuses jumps that are not transitions (49)', () => {
    expect(checkCompanyTransition(S.APPLIED, S.HIRED)).toBe('invalid');
    expect(checkCompanyTransition(S.INTERVIEW, S.UNDER_REVIEW)).toBe('invalid');
    expect(checkCompanyTransition(S.APPLIED, S.WITHDRAWN)).toBe('invalid');
    expect(checkCompanyTransition(S.APPLIED, S.APPLIED)).toBe('invalid');
  });

  it('lets a company pre-enrol the candidate of an internship from a live state only', () => {
    const internship = { internship: true };
    for (const from of [S.APPLIED, S.UNDER_REVIEW, S.SHORTLISTED, S.INTERVIEW, S.SELECTED]) {
      expect(checkCompanyTransition(from, S.PRE_ENROLLED, internship)).toBe('ok');
      expect(checkCompanyTransition(from, S.PRE_ENROLLED)).toBe('invalid');
    }
    expect(checkCompanyTransition(S.DISCARDED, S.PRE_ENROLLED, internship)).toBe('not-allowed');
    expect(checkCompanyTransition(S.PRE_ENROLLED, S.PRE_ENROLLED, internship)).toBe('not-allowed');
  });

  it('lists the next states of the company, pre-enrolment for internships only', () => {
    expect(companyNextStateIds(S.SELECTED, { internship: true })).toEqual([
      S.HIRED,
      S.DISCARDED,
      S.PRE_ENROLLED,
    ]);
    expect(companyNextStateIds(S.SELECTED, { internship: false })).toEqual([S.HIRED, S.DISCARDED]);
    expect(companyNextStateIds(S.HIRED, { internship: true })).toEqual([]);
  });

  it('lets a candidate withdraw only before processing', () => {
    expect(canCandidateWithdraw(S.APPLIED)).toBe(true);
    expect(canCandidateWithdraw(S.UNDER_REVIEW)).toBe(false);
    expect(canCandidateWithdraw(S.PRE_ENROLLED)).toBe(false);
  });

  it('lets a candidate answer a pre-enrolment in 16, or in 1 with documents to sign', () => {
    expect(canCandidateAnswerPreEnrolment(S.PRE_ENROLLED, false)).toBe(true);
    expect(canCandidateAnswerPreEnrolment(S.APPLIED, true)).toBe(true);
    expect(canCandidateAnswerPreEnrolment(S.APPLIED, false)).toBe(false);
    expect(canCandidateAnswerPreEnrolment(S.UNDER_REVIEW, true)).toBe(false);
  });
});
