import { type StaffSurveyResults } from '@portal/contracts';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { exportHeader, exportText, type ExportLanguage } from '../../lib/export-texts.ts';
import { csvTable } from '../../lib/table-export.ts';
import { recordPersonalDataExport, type AuditActor } from '../audit/audit.ts';
import { xlsxTable } from '../../lib/xlsx.ts';
import { users } from '../users/users.table.ts';
import { toSurveyQuestion } from './surveys.mapper.ts';
import * as repo from './surveys.repository.ts';
import {
  surveyInvitations,
  surveyResponseItems,
  surveyResponses,
  surveyTargets,
} from './surveys.table.ts';
import { countOf, surveyById } from './surveys-staff.service.ts';

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
  me: AuditActor,
  id: number,
  formato: 'csv' | 'xlsx',
  lang: ExportLanguage = 'es',
  requestId: string | null = null,
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
  // The answers of people who gave their name leave the portal: accountable like any other
  // export of personal data (who, which survey, format, rows).
  await recordPersonalDataExport(ctx.db, {
    actor: me,
    action: 'encuesta.exportar_respuestas',
    entity: 'encuesta',
    entityId: id,
    filters: {},
    formato,
    rows: rows.length,
    requestId,
  });
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
