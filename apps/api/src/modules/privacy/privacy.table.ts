import { integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/** Versions of the data-protection (RGPD) text; the highest version is the current one. */
export const privacyTexts = pgTable('privacy_texts', {
  version: serial('version').primaryKey(),
  textoCorto: text('texto_corto').notNull(),
  texto: text('texto').notNull(),
  linkExterno: text('link_externo'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who accepted which version, and when. */
export const privacyAcceptances = pgTable(
  'privacy_acceptances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version')
      .notNull()
      .references(() => privacyTexts.version),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.version] })],
);
