import { and, desc, eq, exists, gte, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveyResponses, surveys, surveyTargets } from './surveys.table.ts';

export interface PendingSurveySearch {
  userId: number;
  audience: 'alumno' | 'empresa';
  /** Today in Spain (YYYY-MM-DD). */
  today: string;
}

/**
 * Surveys the user still has to answer: aimed at their role, open today, not answered by them,
 * and — when the survey has a target list — only if they are on it. Mandatory ones first.
 */
export function listPending(db: Db, search: PendingSurveySearch) {
  const answered = db
    .select({ one: sql`1` })
    .from(surveyResponses)
    .where(
      and(eq(surveyResponses.surveyId, surveys.id), eq(surveyResponses.userId, search.userId)),
    );
  const hasTargets = db
    .select({ one: sql`1` })
    .from(surveyTargets)
    .where(eq(surveyTargets.surveyId, surveys.id));
  const targeted = db
    .select({ one: sql`1` })
    .from(surveyTargets)
    .where(and(eq(surveyTargets.surveyId, surveys.id), eq(surveyTargets.userId, search.userId)));
  return db
    .select({
      id: surveys.id,
      slug: surveys.slug,
      titulo: surveys.titulo,
      obligatoria: surveys.obligatoria,
    })
    .from(surveys)
    .where(
      and(
        search.audience === 'alumno'
          ? eq(surveys.paraAlumnos, true)
          : eq(surveys.paraEmpresas, true),
        lte(surveys.fechaInicio, search.today),
        or(isNull(surveys.fechaFin), gte(surveys.fechaFin, search.today)),
        notExists(answered),
        or(notExists(hasTargets), exists(targeted)),
      ),
    )
    .orderBy(desc(surveys.obligatoria), desc(surveys.fechaInicio), desc(surveys.id));
}

export type PendingSurveyRow = Awaited<ReturnType<typeof listPending>>[number];
