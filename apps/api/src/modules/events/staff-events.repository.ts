import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { eventEnrolments, events } from './events.table.ts';
import { likeContaining, searchWords } from '../../lib/sql-search.ts';

const enrolledCount =
  sql<number>`(select count(*) from ${eventEnrolments} where ${eventEnrolments.eventId} = ${events.id})`.mapWith(
    Number,
  );
const attendedCount =
  sql<number>`(select count(*) from ${eventEnrolments} where ${eventEnrolments.eventId} = ${events.id} and ${eventEnrolments.asistio})`.mapWith(
    Number,
  );

export interface StaffEventFilters {
  texto?: string | undefined;
  categoria?: string | undefined;
  estado: 'proximos' | 'pasados' | 'todos';
  publico?: 'si' | 'no' | undefined;
}

/** Every event with its counts (filtered): upcoming ones soonest first, past ones latest first. */
export function listStaffEvents(db: Db, filters: StaffEventFilters, now: Date) {
  const conditions: SQL[] = [];
  // Every word somewhere in the title, place or lead, accents and case ignored (as searchRows).
  const haystack = sql`lower(f_unaccent(${events.titulo} || ' ' || ${events.lugar} || ' ' || ${events.entradilla}))`;
  for (const word of searchWords(filters.texto)) {
    conditions.push(sql`${haystack} like lower(f_unaccent(${likeContaining(word)}))`);
  }
  if (filters.categoria) {
    conditions.push(eq(events.categoria, filters.categoria));
  }
  if (filters.estado === 'proximos') {
    conditions.push(gte(events.fecha, now));
  } else if (filters.estado === 'pasados') {
    conditions.push(lt(events.fecha, now));
  }
  if (filters.publico) {
    conditions.push(eq(events.publico, filters.publico === 'si'));
  }
  return db
    .select({ event: events, inscritos: enrolledCount, asistentes: attendedCount })
    .from(events)
    .where(and(...conditions))
    .orderBy(
      filters.estado === 'proximos' ? asc(events.fecha) : desc(events.fecha),
      desc(events.id),
    );
}

export async function findStaffEvent(db: Db, id: number) {
  const rows = await db
    .select({ event: events, inscritos: enrolledCount, asistentes: attendedCount })
    .from(events)
    .where(eq(events.id, id));
  return rows[0] ?? null;
}

export async function slugTaken(db: Db, slug: string, exceptId: number | null) {
  const rows = await db.select({ id: events.id }).from(events).where(eq(events.slug, slug));
  return rows.some((r) => r.id !== exceptId);
}

export type EventValues = Omit<typeof events.$inferInsert, 'id'>;

/** The enrolled list with names and emails, surname order. */
export function listEnrolled(db: Db, eventId: number) {
  return db
    .select({
      candidateId: eventEnrolments.candidateId,
      nombre: users.nombre,
      apellidos: users.apellidos,
      email: users.email,
      createdAt: eventEnrolments.createdAt,
      asistio: eventEnrolments.asistio,
    })
    .from(eventEnrolments)
    .innerJoin(users, eq(users.id, eventEnrolments.candidateId))
    .where(eq(eventEnrolments.eventId, eventId))
    .orderBy(asc(users.apellidos), asc(users.nombre), asc(eventEnrolments.candidateId));
}

export async function enrolledIds(tx: Db, eventId: number, candidateIds: number[]) {
  const rows = await tx
    .select({ id: eventEnrolments.candidateId })
    .from(eventEnrolments)
    .where(
      and(eq(eventEnrolments.eventId, eventId), inArray(eventEnrolments.candidateId, candidateIds)),
    );
  return new Set(rows.map((r) => r.id));
}

export async function setAttendance(
  tx: Db,
  eventId: number,
  candidateId: number,
  asistio: boolean | null,
) {
  await tx
    .update(eventEnrolments)
    .set({ asistio, asistenciaMarcadaAt: asistio === null ? null : new Date() })
    .where(and(eq(eventEnrolments.eventId, eventId), eq(eventEnrolments.candidateId, candidateId)));
}

export { countEnrolments, lockEvent } from './events.repository.ts';
