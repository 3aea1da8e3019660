import { Codes, scaleValues, type StaffSurvey, type StaffSurveyItem } from '@portal/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './surveys.repository.ts';
import { surveyInvitations, surveyQuestions, surveyResponses, surveys } from './surveys.table.ts';

export const countOf = async (
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
