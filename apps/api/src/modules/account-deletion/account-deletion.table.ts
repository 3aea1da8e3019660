import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { candidates } from '../candidates/candidates.table.ts';
import { users } from '../users/users.table.ts';

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
    /** `tramitada`: approved, the person's data anonymised; `rechazada`: refused with a reason. */
    estado: text('estado', { enum: ['pendiente', 'tramitada', 'rechazada'] })
      .notNull()
      .default('pendiente'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** The staff user who decided, and the reason of a refusal (mailed to the candidate). */
    processedBy: integer('processed_by').references(() => users.id, { onDelete: 'set null' }),
    motivoRechazo: text('motivo_rechazo'),
  },
  (t) => [
    uniqueIndex('account_deletion_requests_pending_uq')
      .on(t.candidateId)
      .where(sql`${t.estado} = 'pendiente'`),
    index('account_deletion_requests_estado_idx').on(t.estado, t.createdAt),
    check(
      'account_deletion_requests_estado_ck',
      sql`${t.estado} in ('pendiente', 'tramitada', 'rechazada')`,
    ),
    check(
      'account_deletion_requests_motivo_ck',
      sql`(${t.estado} = 'rechazada') = (${t.motivoRechazo} is not null)`,
    ),
  ],
);

export type AccountDeletionRequestRow = typeof accountDeletionRequests.$inferSelect;
