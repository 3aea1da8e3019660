import { and, asc, desc, eq, exists, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  surveyInvitations,
  surveyQuestions,
  surveyResponseItems,
  surveyResponses,
  surveys,
  surveyTargets,
} from './surveys.table.ts';

export type SurveyRow = typeof surveys.$inferSelect;
export type SurveyQuestionRow = typeof surveyQuestions.$inferSelect;
export type SurveyInvitationRow = typeof surveyInvitations.$inferSelect;

export interface SurveyListSearch {
  userId: number;
  audience: 'alumno' | 'empresa';
  /** Today in Spain (YYYY-MM-DD). */
  today: string;
}

/** A survey with a target list is only for the users on it. */
const inTargets = (userId: number) =>
  or(
    sql`not exists (select 1 from "survey_targets" t where t."survey_id" = "surveys"."id")`,
    sql`exists (select 1 from "survey_targets" t where t."survey_id" = "surveys"."id" and t."user_id" = ${userId})`,
  );

/**
 * Open published surveys aimed at the user's role that registered users may answer (and, when
 * the survey has a target list, only if they are on it): pending first, mandatory first.
 */
export function listForUser(db: Db, search: SurveyListSearch) {
  const answered = exists(
    db
      .select({ one: sql`1` })
      .from(surveyResponses)
      .where(
        and(eq(surveyResponses.surveyId, surveys.id), eq(surveyResponses.userId, search.userId)),
      ),
  );
  return db
    .select({
      id: surveys.id,
      slug: surveys.slug,
      titulo: surveys.titulo,
      obligatoria: surveys.obligatoria,
      contestada: sql<boolean>`${answered}`.mapWith(Boolean),
    })
    .from(surveys)
    .where(
      and(
        search.audience === 'alumno'
          ? eq(surveys.paraAlumnos, true)
          : eq(surveys.paraEmpresas, true),
        eq(surveys.estado, 'publicada'),
        eq(surveys.permiteUsuarios, true),
        lte(surveys.fechaInicio, search.today),
        or(isNull(surveys.fechaFin), gte(surveys.fechaFin, search.today)),
        inTargets(search.userId),
      ),
    )
    .orderBy(
      sql`${answered}`,
      desc(surveys.obligatoria),
      desc(surveys.fechaInicio),
      desc(surveys.id),
    );
}

export type SurveyListRow = Awaited<ReturnType<typeof listForUser>>[number];

/** A survey by its urlAcceso (slug) or its number. */
export async function findSurvey(db: Db, ref: string): Promise<SurveyRow | undefined> {
  const byId = /^\d{1,9}$/.test(ref) ? Number(ref) : null;
  const [row] = await db
    .select()
    .from(surveys)
    .where(byId === null ? eq(surveys.slug, ref) : or(eq(surveys.slug, ref), eq(surveys.id, byId)))
    .limit(1);
  return row;
}

export function listQuestions(db: Db, surveyId: number) {
  return db
    .select()
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, surveyId))
    .orderBy(asc(surveyQuestions.orden), asc(surveyQuestions.id));
}

/** Whether the user is on the survey's target list, or the survey has none. */
export async function userInTargets(db: Db, surveyId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: surveyTargets.userId })
    .from(surveyTargets)
    .where(eq(surveyTargets.surveyId, surveyId));
  return rows.length === 0 || rows.some((row) => row.userId === userId);
}

export async function hasUserAnswered(db: Db, surveyId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: surveyResponses.id })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.surveyId, surveyId), eq(surveyResponses.userId, userId)))
    .limit(1);
  return row !== undefined;
}

export async function findInvitation(
  db: Db,
  surveyId: number,
  tokenHash: string,
): Promise<SurveyInvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(surveyInvitations)
    .where(
      and(eq(surveyInvitations.surveyId, surveyId), eq(surveyInvitations.tokenHash, tokenHash)),
    )
    .limit(1);
  return row;
}

export async function findInvitationById(
  db: Db,
  id: number,
): Promise<SurveyInvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(surveyInvitations)
    .where(eq(surveyInvitations.id, id))
    .limit(1);
  return row;
}

export interface NewResponse {
  surveyId: number;
  userId: number | null;
  invitationId: number | null;
  internshipId: number | null;
  anonima: boolean;
  contestaciones: unknown;
  items: { questionId: number; optionId: number | null; texto: string | null }[];
}

/**
 * Stores a response and its items in one transaction; an invitation is marked used in the same
 * transaction. Answers false when the invitation was already used (the unique indexes on
 * (survey, user) and on the invitation catch a second response racing this one).
 */
export async function insertResponse(db: Db, response: NewResponse): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (response.invitationId !== null) {
      const marked = await tx
        .update(surveyInvitations)
        .set({ usedAt: new Date() })
        .where(
          and(eq(surveyInvitations.id, response.invitationId), isNull(surveyInvitations.usedAt)),
        )
        .returning({ id: surveyInvitations.id });
      if (marked.length === 0) {
        return false;
      }
    }
    const [row] = await tx
      .insert(surveyResponses)
      .values({
        surveyId: response.surveyId,
        userId: response.userId,
        // An anonymous response keeps no link to whoever was invited (the invitation is used).
        invitationId: response.anonima ? null : response.invitationId,
        internshipId: response.internshipId,
        anonima: response.anonima,
        contestaciones: response.contestaciones,
      })
      .returning({ id: surveyResponses.id });
    if (!row) {
      throw new Error('response not inserted');
    }
    if (response.items.length > 0) {
      await tx
        .insert(surveyResponseItems)
        .values(response.items.map((item) => ({ ...item, responseId: row.id })));
    }
    return true;
  });
}
