import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Spec Guide: titulo, descripcion (HTML), urlFichero, ulrImagen. */
export const guides = pgTable('guides', {
  id: serial('id').primaryKey(),
  titulo: text('titulo').notNull(),
  descripcion: text('descripcion').notNull(),
  urlFichero: text('url_fichero'),
  urlImagen: text('url_imagen'),
  publicadaAt: timestamp('publicada_at', { withTimezone: true }).notNull().defaultNow(),
});
