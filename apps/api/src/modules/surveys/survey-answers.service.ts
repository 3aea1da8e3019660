import {
  Codes,
  isEmptyAnswer,
  isValidAnswer,
  surveyPath,
  type SurveyAnswer,
  type SurveyDefinition,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findCurrentPrivacyText, hasAccepted } from '../privacy/privacy.repository.ts';
import { toSurveyQuestion } from './surveys.mapper.ts';
import * as repo from './surveys.repository.ts';
import { checkRespondentMayAnswer, openSurvey, respondentFor } from './survey-respondents.ts';

type Lang = 'es' | 'en';

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
