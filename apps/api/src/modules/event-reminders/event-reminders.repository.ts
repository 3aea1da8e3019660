import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventEnrolments, events } from '../events/events.table.ts';
import { eventReminders } from './event-reminders.table.ts';

/**
 * Enrolments in events held on `day` (YYYY-MM-DD in Spain) that have not started by `now` and
 * whose reminder has not been sent.
 */
export const listDue = (db: Db, day: string, now: Date) =>
  db
    .select({
      eventId: events.id,
      candidateId: eventEnrolments.candidateId,
      slug: events.slug,
      titulo: events.titulo,
      lugar: events.lugar,
      fecha: events.fecha,
    })
    .from(eventEnrolments)
    .innerJoin(events, eq(events.id, eventEnrolments.eventId))
    .leftJoin(
      eventReminders,
      and(
        eq(eventReminders.eventId, eventEnrolments.eventId),
        eq(eventReminders.candidateId, eventEnrolments.candidateId),
      ),
    )
    .where(
      and(
        sql`(${events.fecha} AT TIME ZONE 'Europe/Madrid')::date = ${day}::date`,
        gt(events.fecha, now),
        isNull(eventReminders.eventId),
      ),
    )
    .orderBy(events.fecha, eventEnrolments.candidateId);

export type DueReminder = Awaited<ReturnType<typeof listDue>>[number];

/**
 * Claims a reminder: true for the one caller whose insert created the row; false when it already
 * existed (another run or another process sent it).
 */
export async function claim(db: Db, eventId: number, candidateId: number): Promise<boolean> {
  const rows = await db
    .insert(eventReminders)
    .values({ eventId, candidateId })
    .onConflictDoNothing()
    .returning({ eventId: eventReminders.eventId });
  return rows.length > 0;
}
