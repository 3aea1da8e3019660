import {
  checkSurveyLogic,
  Codes,
  scaleValues,
  type StaffSurvey,
  type StaffSurveyItem,
  type StaffSurveyResults,
  type SurveyLogicProblem,
} from '@portal/contracts';
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { staffSurveyBodySchema } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { exportHeader, exportText, type ExportLanguage } from '../../lib/export-texts.ts';
import { csvTable } from '../../lib/table-export.ts';
import { xlsxTable } from '../../lib/xlsx.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { users } from '../users/users.table.ts';
import { toSurveyQuestion } from './surveys.mapper.ts';
import * as repo from './surveys.repository.ts';
import {
  surveyInvitations,
  surveyQuestions,
  surveyResponseItems,
  surveyResponses,
  surveys,
  surveyTargets,
} from './surveys.table.ts';

type Body = z.output<typeof staffSurveyBodySchema>;

const countOf = async (
  ctx: AppContext,
  table: typeof surveyResponses | typeof surveyInvitations,
  surveyId: number,
) => {
  const [row] = await ctx.db.select({ n: count() }).from(table).where(eq(table.surveyId, surveyId));
  return row?.n ?? 0;
};

/** Counts per survey of one table (questions, responses, invitations). */
async function countsBySurvey(
  ctx: AppContext,
  table: typeof surveyQuestions | typeof surveyResponses | typeof surveyInvitations,
): Promise<Map<number, number>> {
  const rows = await ctx.db
    .select({ surveyId: table.surveyId, n: count() })
    .from(table)
    .groupBy(table.surveyId);
  return new Map(rows.map((row) => [row.surveyId, row.n]));
}

export async function listStaffSurveys(ctx: AppContext): Promise<StaffSurveyItem[]> {
  const rows = await ctx.db
    .select()
    .from(surveys)
    .orderBy(desc(surveys.fechaInicio), desc(surveys.id));
  const [questions, responses, invitations] = await Promise.all([
    countsBySurvey(ctx, surveyQuestions),
    countsBySurvey(ctx, surveyResponses),
    countsBySurvey(ctx, surveyInvitations),
  ]);
  return rows.map((survey) => ({
    id: survey.id,
    urlAcceso: survey.slug,
    titulo: survey.titulo,
    estado: survey.estado,
    paraAlumnos: survey.paraAlumnos,
    paraEmpresas: survey.paraEmpresas,
    permiteUsuarios: survey.permiteUsuarios,
    permiteAnonima: survey.permiteAnonima,
    obligatoria: survey.obligatoria,
    fechaInicio: survey.fechaInicio,
    fechaFin: survey.fechaFin,
    preguntas: questions.get(survey.id) ?? 0,
    respuestas: responses.get(survey.id) ?? 0,
    invitaciones: invitations.get(survey.id) ?? 0,
  }));
}

export async function surveyById(ctx: AppContext, id: number): Promise<repo.SurveyRow> {
  const [survey] = await ctx.db.select().from(surveys).where(eq(surveys.id, id));
  if (!survey) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return survey;
}

export async function getStaffSurvey(ctx: AppContext, id: number): Promise<StaffSurvey> {
  const survey = await surveyById(ctx, id);
  const questions = await repo.listQuestions(ctx.db, id);
  const position = new Map(questions.map((q, index) => [q.id, index + 1]));
  return {
    id: survey.id,
    estado: survey.estado,
    respuestas: await countOf(ctx, surveyResponses, id),
    titulo: survey.titulo,
    descripcion: survey.descripcion,
    urlAcceso: survey.slug,
    paraAlumnos: survey.paraAlumnos,
    paraEmpresas: survey.paraEmpresas,
    permiteUsuarios: survey.permiteUsuarios,
    permiteAnonima: survey.permiteAnonima,
    obligatoria: survey.obligatoria,
    fechaInicio: survey.fechaInicio,
    fechaFin: survey.fechaFin,
    textoRgpd: survey.textoRgpd,
    preguntas: questions.map((q) => ({
      texto: q.texto,
      tipo: q.tipo,
      respuestaObligatoria: q.respuestaObligatoria,
      respuestas: scaleValues[q.tipo]
        ? []
        : q.respuestas.map((r) => ({
            texto: r.texto,
            saltoAPregunta:
              r.idPreguntaDestino === undefined
                ? null
                : (position.get(r.idPreguntaDestino) ?? null),
          })),
    })),
  };
}

const fieldError = (campo: string, codigo: string, mensaje: string) =>
  new AppError(Codes.INVALID_INPUT, { datos: { errores: [{ campo, codigo, mensaje }] } });

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
      throw fieldError('urlAcceso', 'taken', 'Ya existe una encuesta con esa dirección');
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
    });
  }
  await writeSurvey(ctx, actor, body, id);
  return getStaffSurvey(ctx, id);
}

/** The checker's findings in words, per question position. */
function describeProblem(problem: SurveyLogicProblem, position: Map<number, number>) {
  const at = (id: number) => position.get(id) ?? 0;
  switch (problem.tipo) {
    case 'sin-preguntas':
      return { campo: 'preguntas', mensaje: 'La encuesta no tiene preguntas' };
    case 'salto-atras':
      return {
        campo: `preguntas.${String(at(problem.idPregunta))}`,
        mensaje: `La pregunta ${String(at(problem.idPregunta))} salta hacia atrás (a la pregunta ${String(at(problem.idPreguntaDestino))})`,
      };
    case 'salto-inexistente':
      return {
        campo: `preguntas.${String(at(problem.idPregunta))}`,
        mensaje: `La pregunta ${String(at(problem.idPregunta))} salta a una pregunta que no existe: ese camino no termina`,
      };
    case 'salto-no-permitido':
      return {
        campo: `preguntas.${String(at(problem.idPregunta))}`,
        mensaje: `La pregunta ${String(at(problem.idPregunta))} solo puede tener saltos si es de respuesta única`,
      };
    case 'sin-opciones':
      return {
        campo: `preguntas.${String(at(problem.idPregunta))}`,
        mensaje: `La pregunta ${String(at(problem.idPregunta))} no tiene opciones de respuesta`,
      };
    case 'inalcanzable':
      return {
        campo: `preguntas.${String(at(problem.idPregunta))}`,
        mensaje: `Ninguna respuesta lleva a la pregunta ${String(at(problem.idPregunta))}`,
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
    throw new AppError(Codes.INVALID_INPUT, {
      datos: {
        errores: problems.map((problem) => ({
          ...describeProblem(problem, position),
          codigo: problem.tipo,
        })),
      },
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

/** Response rate, counts per option and free texts; never who answered. */
export async function staffSurveyResults(ctx: AppContext, id: number): Promise<StaffSurveyResults> {
  const survey = await surveyById(ctx, id);
  const questions = (await repo.listQuestions(ctx.db, id)).map(toSurveyQuestion);
  const respuestas = await countOf(ctx, surveyResponses, id);
  const invitations = await countOf(ctx, surveyInvitations, id);
  const [targets] = await ctx.db
    .select({ n: count() })
    .from(surveyTargets)
    .where(eq(surveyTargets.surveyId, id));
  const destinatarios =
    invitations > 0 ? invitations : (targets?.n ?? 0) > 0 ? (targets?.n ?? 0) : null;
  const ids = questions.map((q) => q.idPregunta);
  const counts =
    ids.length === 0
      ? []
      : await ctx.db
          .select({
            questionId: surveyResponseItems.questionId,
            optionId: surveyResponseItems.optionId,
            total: count(),
            respondents: sql<number>`count(distinct ${surveyResponseItems.responseId})`.mapWith(
              Number,
            ),
          })
          .from(surveyResponseItems)
          .where(inArray(surveyResponseItems.questionId, ids))
          .groupBy(surveyResponseItems.questionId, surveyResponseItems.optionId);
  const answeredBy =
    ids.length === 0
      ? []
      : await ctx.db
          .select({
            questionId: surveyResponseItems.questionId,
            n: sql<number>`count(distinct ${surveyResponseItems.responseId})`.mapWith(Number),
          })
          .from(surveyResponseItems)
          .where(inArray(surveyResponseItems.questionId, ids))
          .groupBy(surveyResponseItems.questionId);
  const texts =
    ids.length === 0
      ? []
      : await ctx.db
          .select({ questionId: surveyResponseItems.questionId, texto: surveyResponseItems.texto })
          .from(surveyResponseItems)
          .where(
            sql`${inArray(surveyResponseItems.questionId, ids)} and ${surveyResponseItems.texto} is not null`,
          )
          .orderBy(asc(surveyResponseItems.id));
  return {
    id: survey.id,
    titulo: survey.titulo,
    respuestas,
    destinatarios,
    tasaRespuesta:
      destinatarios === null || destinatarios === 0
        ? null
        : Math.round((respuestas / destinatarios) * 1000) / 10,
    preguntas: questions.map((q) => ({
      idPregunta: q.idPregunta,
      texto: q.texto,
      tipo: q.tipo,
      contestadas: answeredBy.find((a) => a.questionId === q.idPregunta)?.n ?? 0,
      opciones: q.respuestas.map((option) => ({
        idRespuesta: option.idRespuesta,
        texto: option.texto,
        total:
          counts.find((c) => c.questionId === q.idPregunta && c.optionId === option.idRespuesta)
            ?.total ?? 0,
      })),
      textos: texts
        .filter((row) => row.questionId === q.idPregunta && row.texto !== null)
        .map((row) => row.texto ?? ''),
    })),
  };
}

/**
 * One row per response, one column per question, as CSV or XLSX; anonymous rows carry no
 * identity. The sheet, the fixed columns and «Anónima» are in the request's language; the
 * questions and answers as the survey wrote them.
 */
export async function exportSurveyResponses(
  ctx: AppContext,
  id: number,
  formato: 'csv' | 'xlsx',
  lang: ExportLanguage = 'es',
): Promise<{ nombre: string; data: Buffer; mime: string }> {
  const survey = await surveyById(ctx, id);
  const questions = (await repo.listQuestions(ctx.db, id)).map(toSurveyQuestion);
  const responses = await ctx.db
    .select({
      id: surveyResponses.id,
      createdAt: surveyResponses.createdAt,
      anonima: surveyResponses.anonima,
      internshipId: surveyResponses.internshipId,
      userEmail: users.email,
      invitationEmail: surveyInvitations.email,
    })
    .from(surveyResponses)
    .leftJoin(users, eq(users.id, surveyResponses.userId))
    .leftJoin(surveyInvitations, eq(surveyInvitations.id, surveyResponses.invitationId))
    .where(eq(surveyResponses.surveyId, id))
    .orderBy(asc(surveyResponses.id));
  const items =
    responses.length === 0
      ? []
      : await ctx.db
          .select()
          .from(surveyResponseItems)
          .where(
            inArray(
              surveyResponseItems.responseId,
              responses.map((r) => r.id),
            ),
          )
          .orderBy(asc(surveyResponseItems.id));
  const header = [
    ...exportHeader(['respuesta', 'fecha', 'persona', 'idPractica'], lang),
    ...questions.map((q) => q.texto),
  ];
  const rows: string[][] = [];
  for (const response of responses) {
    const who = response.anonima
      ? exportText('Anónima', lang)
      : (response.userEmail ?? response.invitationEmail ?? '');
    const cells = questions.map((q) => {
      const mine = items.filter(
        (item) => item.responseId === response.id && item.questionId === q.idPregunta,
      );
      return mine
        .map(
          (item) =>
            item.texto ??
            q.respuestas.find((option) => option.idRespuesta === item.optionId)?.texto ??
            String(item.optionId ?? ''),
        )
        .join(' | ');
    });
    rows.push([
      String(response.id),
      response.createdAt.toISOString(),
      who,
      response.internshipId === null ? '' : String(response.internshipId),
      ...cells,
    ]);
  }
  if (formato === 'xlsx') {
    return {
      nombre: `encuesta-${survey.slug}.xlsx`,
      data: await xlsxTable({ sheet: exportText('Respuestas', lang), header, rows }),
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    };
  }
  return {
    nombre: `encuesta-${survey.slug}.csv`,
    data: csvTable({ header, rows }),
    mime: 'text/csv; charset=utf-8',
  };
}
