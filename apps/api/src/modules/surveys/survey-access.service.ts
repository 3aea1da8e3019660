import {
  Codes,
  type LoginBody,
  type SessionData,
  type SurveyAccess,
  type SurveyLogin,
  type SurveyToken,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { loginCandidate, loginCompany } from '../auth/auth.service.ts';
import { findCurrentPrivacyText, recordAcceptance } from '../privacy/privacy.repository.ts';
import { ssoConfigured } from '../sso/sso.provider.ts';
import * as repo from './surveys.repository.ts';
import { checkAudience, checkNotAnswered, openSurvey } from './survey-respondents.ts';
import { hashToken, invitationTokenOf, readSurveyToken, signSurveyToken } from './survey-tokens.ts';

/**
 * `accesoEncuesta`: what the access page offers. A valid invitation link answers a survey token
 * at once (42 when the link is unknown, 39 when it was already used to answer).
 */
export async function surveyAccess(
  ctx: AppContext,
  ref: string,
  querystringValue: string,
): Promise<SurveyAccess> {
  const survey = await openSurvey(ctx, ref);
  const base = {
    titulo: survey.titulo,
    descripcion: survey.descripcion,
    sacaOpcionAnonima: survey.permiteAnonima,
    paraAlumnos: survey.paraAlumnos,
    paraEmpresa: survey.paraEmpresas,
    sacaOpcionLogin: survey.permiteUsuarios,
    sacaOpcionLoginIntegrado: survey.permiteUsuarios && ssoConfigured(ctx),
  };
  const token = invitationTokenOf(querystringValue);
  if (token === null) {
    return { ...base, token: null, idPractica: null };
  }
  const invitation = await repo.findInvitation(ctx.db, survey.id, hashToken(token));
  if (!invitation) {
    throw new AppError(Codes.LINK_EXPIRED);
  }
  if (invitation.usedAt !== null) {
    throw new AppError(Codes.SURVEY_ALREADY_ANSWERED);
  }
  const surveyToken = await signSurveyToken(ctx, {
    surveyId: survey.id,
    userId: null,
    role: null,
    invitationId: invitation.id,
    internshipId: invitation.internshipId,
    anonymous: survey.permiteAnonima,
    rgpdPending: false,
  });
  return { ...base, token: surveyToken, idPractica: invitation.internshipId };
}

/**
 * `logaUsuario/{id}`: the portal's own credential checks (3, 90, 32, 59), then the survey's
 * (36 not for registered users, 38 audience, 39 answered). While the user has not accepted the
 * current privacy text, the token is pending and the text comes back to be accepted first.
 */
export async function surveyLogin(
  ctx: AppContext,
  ref: string,
  body: LoginBody,
  client: string,
): Promise<SurveyLogin> {
  const survey = await openSurvey(ctx, ref);
  if (!survey.permiteUsuarios) {
    throw new AppError(Codes.SURVEY_NOT_FOR_EXISTING_USERS);
  }
  const session =
    body.eAmbito === 'PrivadoEmpresa'
      ? await loginCompany(ctx, body, client)
      : await loginCandidate(ctx, body, client);
  const claims = await ctx.tokens.verify(session.token);
  if (!claims) {
    throw new AppError(Codes.SESSION_LOST);
  }
  const userId = Number(claims.sub);
  await checkAudience(ctx, survey, userId, claims.role);
  await checkNotAnswered(ctx, survey.id, userId);
  const pending = session.textoCortoRGPD !== null;
  const token = await signSurveyToken(ctx, {
    surveyId: survey.id,
    userId,
    role: claims.role,
    invitationId: null,
    internshipId: null,
    anonymous: false,
    rgpdPending: pending,
  });
  return {
    token,
    textoCortoRGPD: session.textoCortoRGPD ?? survey.textoRgpd,
    linkExternoRGPD: session.linkExternoRGPD,
  };
}

/** `logaAnonimo/{id}`: a token whose answers carry no identity (37 when not allowed). */
export async function surveyAnonymousLogin(ctx: AppContext, ref: string): Promise<SurveyToken> {
  const survey = await openSurvey(ctx, ref);
  if (!survey.permiteAnonima) {
    throw new AppError(Codes.SURVEY_ANONYMOUS_NOT_ALLOWED);
  }
  const token = await signSurveyToken(ctx, {
    surveyId: survey.id,
    userId: null,
    role: null,
    invitationId: null,
    internshipId: null,
    anonymous: true,
    rgpdPending: false,
  });
  return { token };
}

/**
 * `validaRespuestaLoginIntegrado/{id}`: the survey's checks (35, 36) first, then the university's
 * answer to the candidate it asserts (`signIn`, the single sign-on module: 515 refusals), then the
 * audience (38) and a previous answer (39), as `logaUsuario/{id}`.
 */
export async function surveySingleSignOn(
  ctx: AppContext,
  ref: string,
  signIn: () => Promise<SessionData>,
): Promise<SurveyLogin> {
  const survey = await openSurvey(ctx, ref);
  if (!survey.permiteUsuarios) {
    throw new AppError(Codes.SURVEY_NOT_FOR_EXISTING_USERS);
  }
  const session = await signIn();
  const claims = await ctx.tokens.verify(session.token);
  if (!claims) {
    throw new AppError(Codes.SESSION_LOST);
  }
  const userId = Number(claims.sub);
  await checkAudience(ctx, survey, userId, claims.role);
  await checkNotAnswered(ctx, survey.id, userId);
  const token = await signSurveyToken(ctx, {
    surveyId: survey.id,
    userId,
    role: claims.role,
    invitationId: null,
    internshipId: null,
    anonymous: false,
    rgpdPending: session.textoCortoRGPD !== null,
  });
  return {
    token,
    textoCortoRGPD: session.textoCortoRGPD ?? survey.textoRgpd,
    linkExternoRGPD: session.linkExternoRGPD,
  };
}

/**
 * `guardaAceptacionRGPD` with the survey token: records the acceptance of the portal's current
 * privacy text for the user behind it (if any) and answers a token that is no longer pending.
 */
export async function acceptSurveyPrivacy(
  ctx: AppContext,
  bearer: string | null,
): Promise<SurveyToken> {
  const respondent = bearer === null ? null : await readSurveyToken(ctx, bearer);
  if (!respondent) {
    throw new AppError(Codes.SESSION_LOST);
  }
  if (respondent.userId !== null && respondent.rgpdPending) {
    const text = await findCurrentPrivacyText(ctx.db);
    if (text) {
      await recordAcceptance(ctx.db, respondent.userId, text.version);
    }
  }
  return { token: await signSurveyToken(ctx, { ...respondent, rgpdPending: false }) };
}
