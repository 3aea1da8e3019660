import {
  checkSurveyLogic,
  Codes,
  scaleValues,
  type StaffSurvey,
  type SurveyLogicProblem,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { staffSurveyBodySchema } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { toSurveyQuestion } from './surveys.mapper.ts';
import * as repo from './surveys.repository.ts';
import { surveyQuestions, surveyResponses, surveys } from './surveys.table.ts';
import { countOf, getStaffSurvey, surveyById } from './surveys-staff.service.ts';

type Body = z.output<typeof staffSurveyBodySchema>;

/** A refusal of one field; English by its code's table unless the message has its own. */
const fieldError = (campo: string, codigo: string, mensaje: string, mensajeEn?: string) =>
  new AppError(Codes.INVALID_INPUT, {
    datos: { errores: [{ campo, codigo, mensaje }] },
    ...(mensajeEn === undefined
      ? {}
      : { datosEn: { errores: [{ campo, codigo, mensaje: mensajeEn }] } }),
  });

/** Writes the survey row and replaces its questions; jumps by position become question ids. */
async function writeSurvey(
  ctx: AppContext,
  actor: AuditActor,
  body: Body,
  id: number | null,
): Promise<number> {
  if (body.fechaFin !== null && body.fechaFin < body.fechaInicio) {
    throw fieldError('fechaFin', 'date_order', 'La fecha de fin debe ser posterior a la de inicio');
  }
  const values = {
    slug: body.urlAcceso,
    titulo: body.titulo,
    descripcion: body.descripcion,
    paraAlumnos: body.paraAlumnos,
    paraEmpresas: body.paraEmpresas,
    permiteUsuarios: body.permiteUsuarios,
    permiteAnonima: body.permiteAnonima,
    obligatoria: body.obligatoria,
    fechaInicio: body.fechaInicio,
    fechaFin: body.fechaFin,
    textoRgpd: body.textoRgpd === '' ? null : body.textoRgpd,
  };
  try {
    return await ctx.db.transaction(async (tx) => {
      let surveyId: number;
      if (id === null) {
        const [row] = await tx
          .insert(surveys)
          .values({ ...values, estado: 'borrador' })
          .returning({ id: surveys.id });
        if (!row) {
          throw new Error('survey not inserted');
        }
        surveyId = row.id;
      } else {
        await tx.update(surveys).set(values).where(eq(surveys.id, id));
        await tx.delete(surveyQuestions).where(eq(surveyQuestions.surveyId, id));
        surveyId = id;
      }
      const ids: number[] = [];
      for (const [index, question] of body.preguntas.entries()) {
        const [row] = await tx
          .insert(surveyQuestions)
          .values({
            surveyId,
            orden: index + 1,
            texto: question.texto,
            tipo: question.tipo,
            respuestaObligatoria: question.respuestaObligatoria,
            respuestas: [],
          })
          .returning({ id: surveyQuestions.id });
        if (!row) {
          throw new Error('question not inserted');
        }
        ids.push(row.id);
      }
      for (const [index, question] of body.preguntas.entries()) {
        const questionId = ids[index];
        if (questionId === undefined || scaleValues[question.tipo]) {
          continue;
        }
        const options = question.respuestas.map((option, optionIndex) => {
          const target = option.saltoAPregunta ?? null;
          // A position outside the survey is kept as an impossible id, for the checker to flag.
          const targetId = target === null ? undefined : (ids[target - 1] ?? -target);
          return {
            idRespuesta: optionIndex + 1,
            texto: option.texto,
            ...(targetId === undefined ? {} : { idPreguntaDestino: targetId }),
          };
        });
        await tx
          .update(surveyQuestions)
          .set({ respuestas: options })
          .where(eq(surveyQuestions.id, questionId));
      }
      await recordAudit(tx, {
        actor,
        action: id === null ? 'encuesta.crear' : 'encuesta.editar',
        entity: 'encuesta',
        entityId: surveyId,
        after: { ...values, preguntas: body.preguntas.length },
      });
      return surveyId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw fieldError(
        'urlAcceso',
        'taken',
        'Ya existe una encuesta con esa dirección',
        'A survey with that address already exists',
      );
    }
    throw error;
  }
}

export async function createStaffSurvey(
  ctx: AppContext,
  actor: AuditActor,
  body: Body,
): Promise<StaffSurvey> {
  return getStaffSurvey(ctx, await writeSurvey(ctx, actor, body, null));
}

export async function editStaffSurvey(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  body: Body,
): Promise<StaffSurvey> {
  await surveyById(ctx, id);
  if ((await countOf(ctx, surveyResponses, id)) > 0) {
    throw new AppError(Codes.STATE_CHANGE_NOT_ALLOWED, {
      message: 'La encuesta ya tiene respuestas: sus preguntas no pueden cambiarse.',
      messageEn: 'The survey already has answers: its questions cannot be changed.',
    });
  }
  await writeSurvey(ctx, actor, body, id);
  return getStaffSurvey(ctx, id);
}

/** The checker's findings in words, per question position. */
function describeProblem(
  problem: SurveyLogicProblem,
  position: Map<number, number>,
  lang: 'es' | 'en',
) {
  const at = (id: number) => String(position.get(id) ?? 0);
  const es = lang === 'es';
  switch (problem.tipo) {
    case 'sin-preguntas':
      return {
        campo: 'preguntas',
        mensaje: es ? 'La encuesta no tiene preguntas' : 'The survey has no questions',
      };
    case 'salto-atras':
      return {
        campo: `preguntas.${at(problem.idPregunta)}`,
        mensaje: es
          ? `La pregunta ${at(problem.idPregunta)} salta hacia atrás (a la pregunta ${at(problem.idPreguntaDestino)})`
          : `Question ${at(problem.idPregunta)} jumps backwards (to question ${at(problem.idPreguntaDestino)})`,
      };
    case 'salto-inexistente':
      return {
        campo: `preguntas.${at(problem.idPregunta)}`,
        mensaje: es
          ? `La pregunta ${at(problem.idPregunta)} salta a una pregunta que no existe: ese camino no termina`
          : `Question ${at(problem.idPregunta)} jumps to a question that does not exist: that path never ends`,
      };
    case 'salto-no-permitido':
      return {
        campo: `preguntas.${at(problem.idPregunta)}`,
        mensaje: es
          ? `La pregunta ${at(problem.idPregunta)} solo puede tener saltos si es de respuesta única`
          : `Question ${at(problem.idPregunta)} can only have jumps if it takes a single answer`,
      };
    case 'sin-opciones':
      return {
        campo: `preguntas.${at(problem.idPregunta)}`,
        mensaje: es
          ? `La pregunta ${at(problem.idPregunta)} no tiene opciones de respuesta`
          : `Question ${at(problem.idPregunta)} has no answer options`,
      };
    case 'inalcanzable':
      return {
        campo: `preguntas.${at(problem.idPregunta)}`,
        mensaje: es
          ? `Ninguna respuesta lleva a la pregunta ${at(problem.idPregunta)}`
          : `No answer leads to question ${at(problem.idPregunta)}`,
      };
  }
}

/** Publishes after the logic check (400 with one entry per problem). */
export async function publishStaffSurvey(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
): Promise<StaffSurvey> {
  await surveyById(ctx, id);
  const rows = await repo.listQuestions(ctx.db, id);
  const questions = rows.map((row) => ({
    ...toSurveyQuestion(row),
    respuestaObligatoria: row.respuestaObligatoria,
  }));
  const position = new Map(rows.map((row, index) => [row.id, index + 1]));
  const problems = checkSurveyLogic(questions);
  if (problems.length > 0) {
    const errores = (lang: 'es' | 'en') =>
      problems.map((problem) => ({
        ...describeProblem(problem, position, lang),
        codigo: problem.tipo,
      }));
    throw new AppError(Codes.INVALID_INPUT, {
      datos: { errores: errores('es') },
      datosEn: { errores: errores('en') },
    });
  }
  await ctx.db.transaction(async (tx) => {
    await tx.update(surveys).set({ estado: 'publicada' }).where(eq(surveys.id, id));
    await recordAudit(tx, {
      actor,
      action: 'encuesta.publicar',
      entity: 'encuesta',
      entityId: id,
      after: { estado: 'publicada' },
    });
  });
  return getStaffSurvey(ctx, id);
}
