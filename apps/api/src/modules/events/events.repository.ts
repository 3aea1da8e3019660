import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventEnrolments, events } from './events.table.ts';

/** An event named by its numeric id or by its slug (urlAcceso). */
export type EventRef = { id: number } | { slug: string };

const enrolledBy = (candidateId: number | null) =>
  candidateId === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${eventEnrolments} where ${eventEnrolments.eventId} = ${events.id} and ${eventEnrolments.candidateId} = ${candidateId})`;

const enrolledCount =
  sql<number>`(select count(*) from ${eventEnrolments} where ${eventEnrolments.eventId} = ${events.id})`.mapWith(
    Number,
  );

/** Every event, latest date first, with whether this candidate is enrolled. */
export function listEvents(db: Db, candidateId: number | null) {
  return db
    .select({ event: events, inscrito: enrolledBy(candidateId) })
    .from(events)
    .orderBy(desc(events.fecha), desc(events.id));
}

/** One event with its enrolment count; `publicOnly` leaves out events not open to the public. */
export async function findEvent(
  db: Db,
  params: { ref: EventRef; candidateId: number | null; publicOnly: boolean },
) {
  const conditions: SQL[] = [
    'id' in params.ref ? eq(events.id, params.ref.id) : eq(events.slug, params.ref.slug),
    ...(params.publicOnly ? [eq(events.publico, true)] : []),
  ];
  const rows = await db
    .select({ event: events, inscrito: enrolledBy(params.candidateId), inscritos: enrolledCount })
    .from(events)
    .where(and(...conditions));
  return rows[0] ?? null;
}

/** Reads the event and locks its row until the transaction ends (serialises enrolments). */
export async function lockEvent(tx: Db, eventId: number) {
  const rows = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  return rows[0] ?? null;
}

export async function countEnrolments(tx: Db, eventId: number): Promise<number> {
  const rows = await tx
    .select({ n: count() })
    .from(eventEnrolments)
    .where(eq(eventEnrolments.eventId, eventId));
  return rows[0]?.n ?? 0;
}

export async function isEnrolled(tx: Db, eventId: number, candidateId: number): Promise<boolean> {
  const rows = await tx
    .select({ eventId: eventEnrolments.eventId })
    .from(eventEnrolments)
    .where(and(eq(eventEnrolments.eventId, eventId), eq(eventEnrolments.candidateId, candidateId)));
  return rows.length > 0;
}

/** Inserts the enrolment; the primary key makes a repeated one harmless. */
export async function enrol(tx: Db, eventId: number, candidateId: number): Promise<void> {
  await tx.insert(eventEnrolments).values({ eventId, candidateId }).onConflictDoNothing();
}

export async function unenrol(tx: Db, eventId: number, candidateId: number): Promise<void> {
  await tx
    .delete(eventEnrolments)
    .where(and(eq(eventEnrolments.eventId, eventId), eq(eventEnrolments.candidateId, candidateId)));
}

export type EventRow = typeof events.$inferSelect;
