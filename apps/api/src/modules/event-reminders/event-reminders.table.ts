import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { candidates } from '../candidates/candidates.table.ts';
import { events } from '../events/events.table.ts';

/**
 * One row per reminder sent (event, candidate): the primary key makes each reminder go out once,
 * whichever process runs the job and however often.
 */
export const eventReminders = pgTable(
  'event_reminders',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.userId, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.candidateId] })],
);
