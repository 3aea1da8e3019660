import { date, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Spec Communication: fechaDesde, descripcion, enlace; aimed at candidates, companies or both. */
export const communications = pgTable('communications', {
  id: serial('id').primaryKey(),
  destinatarios: text('destinatarios', { enum: ['alumno', 'empresa', 'todos'] }).notNull(),
  fechaDesde: date('fecha_desde').notNull(),
  fechaHasta: date('fecha_hasta'),
  descripcion: text('descripcion').notNull(),
  enlace: text('enlace'),
});
