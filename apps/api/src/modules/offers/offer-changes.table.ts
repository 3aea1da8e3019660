import { bigserial, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * Change log of what the candidate offer lists show: a trigger
 * appends one row per written offer, offer degree or company whose block or name changed, and
 * notifies channel `offer_changes`, in the writer's transaction. Each process's in-memory index
 * catches up from here (the NOTIFY says when; a request that sees a newer id than the index has
 * applied waits for it), so no write path has to remember to tell the index.
 */
export const offerChanges = pgTable(
  'offer_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    offerId: integer('offer_id'),
    companyId: integer('company_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offer_changes_at_idx').on(t.at)],
);
