import { createHash } from 'node:crypto';
import {
  Codes,
  isEmptyAnswer,
  isValidAnswer,
  surveyPath,
  type LoginBody,
  type Role,
  type SessionData,
  type SurveyAccess,
  type SurveyAnswer,
  type SurveyCard,
  type SurveyDefinition,
  type SurveyLogin,
  type SurveyToken,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { spanishDay } from '../../lib/dates.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { loginCandidate, loginCompany } from '../auth/auth.service.ts';
import {
  findCurrentPrivacyText,
  hasAccepted,
  recordAcceptance,
} from '../privacy/privacy.repository.ts';
import { ssoConfigured } from '../sso/sso.provider.ts';
import { toSurveyCard, toSurveyQuestion } from './surveys.mapper.ts';
import * as repo from './surveys.repository.ts';

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

type Lang = 'es' | 'en';

/** Open surveys of the signed-in candidate or company user (home list, /encuestas, the blocker). */
export async function listUserSurveys(
  ctx: AppContext,
  userId: number,
  audience: 'alumno' | 'empresa',
): Promise<SurveyCard[]> {
  const rows = await repo.listForUser(ctx.db, { userId, audience, today: spanishDay() });
  return rows.map(toSurveyCard);
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

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

/** The survey if respondents may reach it today (published, inside its dates), else 35. */
async function openSurvey(ctx: AppContext, ref: string): Promise<repo.SurveyRow> {
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
async function checkAudience(
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

async function checkNotAnswered(ctx: AppContext, surveyId: number, userId: number) {
  if (await repo.hasUserAnswered(ctx.db, surveyId, userId)) {
    throw new AppError(Codes.SURVEY_ALREADY_ANSWERED);
  }
}

function signSurveyToken(ctx: AppContext, respondent: Respondent): Promise<string> {
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

/**
 * The respondent of a definition or answer call: the survey token of this survey, or the portal
 * token of a user in its audience. No token at all: 401 code 2.
 */
async function respondentFor(
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

async function checkRespondentMayAnswer(ctx: AppContext, respondent: Respondent) {
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

/** `surveyCalls.definition`: the questions with their options and skip rules. */
export async function surveyDefinition(
  ctx: AppContext,
  ref: string,
  bearer: string | null,
  portalUser: AuthUser | null,
): Promise<SurveyDefinition> {
  const survey = await openSurvey(ctx, ref);
  const respondent = await respondentFor(ctx, survey, bearer, portalUser);
  await checkRespondentMayAnswer(ctx, respondent);
  const questions = await repo.listQuestions(ctx.db, survey.id);
  return {
    id: survey.id,
    urlAcceso: survey.slug,
    encuesta: {
      titulo: survey.titulo,
      descripcion: survey.descripcion,
      preguntas: questions.map(toSurveyQuestion),
    },
    anonima: respondent.anonymous,
    idPractica: respondent.internshipId,
  };
}

const invalidAnswer = (idPregunta: number, codigo: string, mensaje: string) =>
  new AppError(Codes.INVALID_INPUT, {
    datos: { errores: [{ campo: `lContestaciones.${String(idPregunta)}`, codigo, mensaje }] },
  });

/**
 * `guardaContestacionEncuesta/{id}`: recomputes the path through the skip rules from the answers
 * given and refuses an answer to a question the path skipped, an answer that does not fit its
 * question, a mandatory question of the path left empty (15, naming it) and a second response (39).
 */
export async function saveSurveyAnswers(
  ctx: AppContext,
  ref: string,
  bearer: string | null,
  portalUser: AuthUser | null,
  answers: SurveyAnswer[],
  lang: Lang,
): Promise<void> {
  const survey = await openSurvey(ctx, ref);
  const respondent = await respondentFor(ctx, survey, bearer, portalUser);
  await checkRespondentMayAnswer(ctx, respondent);
  if (
    respondent.userId !== null &&
    respondent.rgpdPending &&
    !(await privacyAccepted(ctx, respondent.userId))
  ) {
    throw new AppError(Codes.PRIVACY_ACCEPTANCE_REQUIRED);
  }
  const questions = (await repo.listQuestions(ctx.db, survey.id)).map(toSurveyQuestion);
  const byId = new Map(questions.map((q) => [q.idPregunta, q]));
  const given = new Map<number, SurveyAnswer>();
  for (const answer of answers) {
    if (!byId.has(answer.idPregunta)) {
      throw invalidAnswer(
        answer.idPregunta,
        'unknown',
        lang === 'en'
          ? 'This question is not part of the survey.'
          : 'La pregunta no pertenece a la encuesta.',
      );
    }
    if (given.has(answer.idPregunta)) {
      throw invalidAnswer(
        answer.idPregunta,
        'duplicate',
        lang === 'en'
          ? 'The question is answered twice.'
          : 'La pregunta está contestada dos veces.',
      );
    }
    if (!isEmptyAnswer(answer)) {
      given.set(answer.idPregunta, answer);
    }
  }
  const path = surveyPath(questions, given);
  const onPath = new Set(path);
  for (const [idPregunta, answer] of given) {
    const question = byId.get(idPregunta);
    if (!question) {
      continue;
    }
    if (!onPath.has(idPregunta)) {
      throw invalidAnswer(
        idPregunta,
        'skipped',
        lang === 'en'
          ? `The question “${question.texto}” is skipped by your previous answers and cannot be answered.`
          : `La pregunta «${question.texto}» queda fuera del recorrido de tus respuestas y no puede contestarse.`,
      );
    }
    if (!isValidAnswer(question, answer)) {
      throw invalidAnswer(
        idPregunta,
        'invalid',
        lang === 'en'
          ? `The answer to “${question.texto}” is not valid.`
          : `La respuesta a «${question.texto}» no es válida.`,
      );
    }
  }
  for (const idPregunta of path) {
    const question = byId.get(idPregunta);
    if (question?.respuestaObligatoria && !given.has(idPregunta)) {
      throw new AppError(Codes.MANDATORY_DATA_MISSING, {
        message:
          lang === 'en'
            ? `The question “${question.texto}” must be answered.`
            : `Falta la respuesta obligatoria a la pregunta «${question.texto}».`,
        datos: { idPregunta, texto: question.texto },
      });
    }
  }
  const ordered = path.flatMap((id) => {
    const answer = given.get(id);
    return answer ? [answer] : [];
  });
  const items = ordered.flatMap((answer) => {
    const question = byId.get(answer.idPregunta);
    if (question?.tipo === 'multiple') {
      return (answer.idRespuestas ?? []).map((optionId) => ({
        questionId: answer.idPregunta,
        optionId,
        texto: null,
      }));
    }
    return [
      {
        questionId: answer.idPregunta,
        optionId: answer.idRespuesta ?? null,
        texto: answer.texto?.trim() ?? null,
      },
    ];
  });
  const storeUser = respondent.anonymous ? null : respondent.userId;
  try {
    const stored = await repo.insertResponse(ctx.db, {
      surveyId: survey.id,
      userId: storeUser,
      invitationId: respondent.invitationId,
      internshipId: respondent.internshipId,
      anonima: respondent.anonymous,
      contestaciones: ordered,
      items,
    });
    if (!stored) {
      throw new AppError(Codes.SURVEY_ALREADY_ANSWERED);
    }
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(Codes.SURVEY_ALREADY_ANSWERED);
    }
    throw error;
  }
}

async function privacyAccepted(ctx: AppContext, userId: number): Promise<boolean> {
  const text = await findCurrentPrivacyText(ctx.db);
  return text === undefined || hasAccepted(ctx.db, userId, text.version);
}
