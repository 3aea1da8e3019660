import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * Spec Notification: idNotificacion, titulo, texto, leida, Importante, urlAcceso, urlExterna.
 * Written in both languages; each reader gets the one of their interface.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    texto: text('texto').notNull(),
    /** The same notice in English, shown to users who use the portal in English. */
    tituloEn: text('titulo_en'),
    textoEn: text('texto_en'),
    leida: boolean('leida').notNull().default(false),
    importante: boolean('importante').notNull().default(false),
    urlAcceso: text('url_acceso'),
    urlExterna: text('url_externa'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.leida)],
);

export type NotificationRow = typeof notifications.$inferSelect;
