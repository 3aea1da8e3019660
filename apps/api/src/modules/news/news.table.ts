import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * News of the careers office (`/news`) and press items (`/press-room`). An item is public once
 * `publicada` is set and its `fecha_publicacion` (Spanish calendar day) has come.
 */
export const newsItems = pgTable(
  'news_items',
  {
    id: serial('id').primaryKey(),
    tipo: text('tipo', { enum: ['noticia', 'prensa'] }).notNull(),
    titulo: text('titulo').notNull(),
    entradilla: text('entradilla').notNull(),
    /** HTML as the editor wrote it; sanitised before it reaches a browser. */
    cuerpo: text('cuerpo').notNull(),
    fechaPublicacion: date('fecha_publicacion').notNull(),
    fuente: text('fuente'),
    enlaceExterno: text('enlace_externo'),
    urlImagen: text('url_imagen'),
    publicada: boolean('publicada').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('news_items_tipo_ck', sql`${t.tipo} in ('noticia', 'prensa')`),
    index('news_items_public_idx').on(t.tipo, t.publicada, t.fechaPublicacion),
  ],
);

export type NewsRow = typeof newsItems.$inferSelect;
