import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * Labour orientation and help: the text of each page per language, edited by
 * the careers office. HTML stored sanitised; `{{universidad}}` is replaced when read.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    pagina: text('pagina', { enum: ['orientacion', 'ayuda'] }).notNull(),
    idioma: text('idioma', { enum: ['es', 'en'] }).notNull(),
    contenido: text('contenido').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.pagina, t.idioma] }),
    check('content_pages_pagina_ck', sql`${t.pagina} in ('orientacion', 'ayuda')`),
    check('content_pages_idioma_ck', sql`${t.idioma} in ('es', 'en')`),
  ],
);

/** The help page's frequently asked questions, per role and language, in the office's order. */
export const helpFaq = pgTable(
  'help_faq',
  {
    id: serial('id').primaryKey(),
    rol: text('rol', { enum: ['alumno', 'empresa'] }).notNull(),
    idioma: text('idioma', { enum: ['es', 'en'] }).notNull(),
    orden: integer('orden').notNull(),
    pregunta: text('pregunta').notNull(),
    /** Sanitised HTML. */
    respuesta: text('respuesta').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('help_faq_list_idx').on(t.rol, t.idioma, t.orden),
    check('help_faq_rol_ck', sql`${t.rol} in ('alumno', 'empresa')`),
    check('help_faq_idioma_ck', sql`${t.idioma} in ('es', 'en')`),
  ],
);

export type ContentPageRow = typeof contentPages.$inferSelect;
export type HelpFaqRow = typeof helpFaq.$inferSelect;
