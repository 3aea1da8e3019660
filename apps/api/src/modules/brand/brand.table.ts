import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** One row (id 1) holding the brand settings overrides as JSON, validated by the contract schema. */
export const brandSettings = pgTable(
  'brand_settings',
  {
    id: integer('id').primaryKey().default(1),
    settings: jsonb('settings').notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('brand_settings_singleton_ck', sql`${t.id} = 1`)],
);
