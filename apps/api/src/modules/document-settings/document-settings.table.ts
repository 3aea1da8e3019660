import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row (id 1): the university's legal data and agreement clauses as JSON, validated by the
 * contract schema; without a row the defaults apply. Kept apart from the brand settings because
 * every page carries those (dameConfiguracion) and these are long and back-office only.
 */
export const documentSettings = pgTable(
  'document_settings',
  {
    id: integer('id').primaryKey().default(1),
    settings: jsonb('settings').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('document_settings_singleton_ck', sql`${t.id} = 1`)],
);
