import { type Role } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { sha256 } from '../../lib/sha256.ts';

const SCOPE = 'encuesta';

/** A survey token lasts long enough to answer a long survey calmly. */
const SURVEY_TOKEN_TTL_SECONDS = 4 * 3600;

/** Who answers, as the survey token (or the portal token) says. */
export interface Respondent {
  surveyId: number;
  userId: number | null;
  role: Role | null;
  invitationId: number | null;
  internshipId: number | null;
  anonymous: boolean;
  rgpdPending: boolean;
}

export const hashToken = (token: string) => sha256(token);

/** The invitation token in a link's query string: `?{token}`, `token={token}` or `t={token}`. */
export function invitationTokenOf(querystringValue: string): string | null {
  const raw = querystringValue.trim().replace(/^\?/, '');
  if (raw === '') {
    return null;
  }
  if (!raw.includes('=')) {
    return decodeURIComponent(raw.split('&')[0] ?? '');
  }
  const params = new URLSearchParams(raw);
  return params.get('token') ?? params.get('t') ?? null;
}

export function signSurveyToken(ctx: AppContext, respondent: Respondent): Promise<string> {
  return ctx.tokens.signScoped(
    SCOPE,
    {
      sid: respondent.surveyId,
      ...(respondent.userId !== null && respondent.role !== null
        ? { uid: respondent.userId, role: respondent.role }
        : {}),
      ...(respondent.invitationId !== null ? { inv: respondent.invitationId } : {}),
      ...(respondent.internshipId !== null ? { prac: respondent.internshipId } : {}),
      ...(respondent.anonymous ? { anon: true } : {}),
      ...(respondent.rgpdPending ? { rgpd: 'pending' } : {}),
    },
    SURVEY_TOKEN_TTL_SECONDS,
  );
}

const intClaim = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

/** Reads a survey token; null when it is not one (or is tampered or expired). */
export async function readSurveyToken(ctx: AppContext, token: string): Promise<Respondent | null> {
  const claims = await ctx.tokens.verifyScoped(SCOPE, token);
  const surveyId = intClaim(claims?.sid);
  if (!claims || surveyId === null) {
    return null;
  }
  const role = claims.role === 'alumno' || claims.role === 'empresa' ? claims.role : null;
  return {
    surveyId,
    userId: role === null ? null : intClaim(claims.uid),
    role,
    invitationId: intClaim(claims.inv),
    internshipId: intClaim(claims.prac),
    anonymous: claims.anon === true,
    rgpdPending: claims.rgpd === 'pending',
  };
}
