import { describe, expect, it } from 'vitest';
import {
  ApplicationState as S,
  canCandidateAnswerPreEnrolment,
  canCandidateWithdraw,
} from './application-states.ts';

describe('candidate application helpers', () => {
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
