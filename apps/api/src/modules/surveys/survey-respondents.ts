import { Codes, type Role } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { spanishDay } from '../../lib/dates.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import * as repo from './surveys.repository.ts';
import { type Respondent, readSurveyToken } from './survey-tokens.ts';

/** The survey if respondents may reach it today (published, inside its dates), else 35. */
export async function openSurvey(ctx: AppContext, ref: string): Promise<repo.SurveyRow> {
  const survey = await repo.findSurvey(ctx.db, ref);
  const today = spanishDay();
  if (
    survey?.estado !== 'publicada' ||
    survey.fechaInicio > today ||
    (survey.fechaFin !== null && survey.fechaFin < today)
  ) {
    throw new AppError(Codes.SURVEY_NOT_ACCESSIBLE);
  }
  return survey;
}

/** 38 when a registered user is outside the survey's audience. */
export async function checkAudience(
  ctx: AppContext,
  survey: repo.SurveyRow,
  userId: number,
  role: Role,
): Promise<void> {
  const roleFits =
    (role === 'alumno' && survey.paraAlumnos) || (role === 'empresa' && survey.paraEmpresas);
  if (!roleFits || !(await repo.userInTargets(ctx.db, survey.id, userId))) {
    throw new AppError(Codes.SURVEY_NOT_IN_TARGET);
  }
}

export async function checkNotAnswered(ctx: AppContext, surveyId: number, userId: number) {
  if (await repo.hasUserAnswered(ctx.db, surveyId, userId)) {
    throw new AppError(Codes.SURVEY_ALREADY_ANSWERED);
  }
}

/**
 * The respondent of a definition or answer call: the survey token of this survey, or the portal
 * token of a user in its audience. No token at all: 401 code 2.
 */
export async function respondentFor(
  ctx: AppContext,
  survey: repo.SurveyRow,
  bearer: string | null,
  portalUser: AuthUser | null,
): Promise<Respondent> {
  const fromSurveyToken = bearer === null ? null : await readSurveyToken(ctx, bearer);
  if (fromSurveyToken) {
    if (fromSurveyToken.surveyId !== survey.id) {
      throw new AppError(Codes.SURVEY_NOT_ACCESSIBLE);
    }
    if (fromSurveyToken.userId !== null && fromSurveyToken.role !== null) {
      await checkAudience(ctx, survey, fromSurveyToken.userId, fromSurveyToken.role);
    }
    return fromSurveyToken;
  }
  if (portalUser) {
    if (!survey.permiteUsuarios) {
      throw new AppError(Codes.SURVEY_NOT_FOR_EXISTING_USERS);
    }
    await checkAudience(ctx, survey, portalUser.id, portalUser.role);
    return {
      surveyId: survey.id,
      userId: portalUser.id,
      role: portalUser.role,
      invitationId: null,
      internshipId: null,
      anonymous: false,
      rgpdPending: portalUser.rgpdPending,
    };
  }
  throw new AppError(Codes.SESSION_LOST);
}

export async function checkRespondentMayAnswer(ctx: AppContext, respondent: Respondent) {
  if (respondent.invitationId !== null) {
    const invitation = await repo.findInvitationById(ctx.db, respondent.invitationId);
    if (invitation?.surveyId !== respondent.surveyId) {
      throw new AppError(Codes.SURVEY_NOT_ACCESSIBLE);
    }
    if (invitation.usedAt !== null) {
      throw new AppError(Codes.SURVEY_ALREADY_ANSWERED);
    }
  }
  if (respondent.userId !== null && !respondent.anonymous) {
    await checkNotAnswered(ctx, respondent.surveyId, respondent.userId);
  }
}
