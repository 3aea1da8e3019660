import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { candidates } from '../candidates/candidates.table.ts';

/**
 * A candidate's request to leave the service, for the careers office to process. At most one
 * pending request per candidate (a partial unique index), so asking twice stores nothing new.
 */
export const accountDeletionRequests = pgTable(
  'account_deletion_requests',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.userId, { onDelete: 'cascade' }),
    estado: text('estado', { enum: ['pendiente', 'tramitada'] })
      .notNull()
      .default('pendiente'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_deletion_requests_pending_uq')
      .on(t.candidateId)
      .where(sql`${t.estado} = 'pendiente'`),
    index('account_deletion_requests_estado_idx').on(t.estado, t.createdAt),
  ],
);

export type AccountDeletionRequestRow = typeof accountDeletionRequests.$inferSelect;
