import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/** Messages of the public contact form (`/contact`), kept for the careers office's inbox. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    email: text('email').notNull(),
    perfil: text('perfil', { enum: ['estudiante', 'empresa', 'otro'] }).notNull(),
    asunto: text('asunto').notNull(),
    mensaje: text('mensaje').notNull(),
    /** Client address, for abuse handling (the form is throttled per address). */
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('contact_messages_perfil_ck', sql`${t.perfil} in ('estudiante', 'empresa', 'otro')`),
    check('contact_messages_handled_ck', sql`${t.handledBy} is null or ${t.handledAt} is not null`),
    index('contact_messages_created_idx').on(t.createdAt),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
