import { boolean, date, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Practice programmes (spec 000 §3 Programme); offers may belong to one (adhesion rules, 001 §4). */
export const programmes = pgTable('programmes', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  titulo: text('titulo').notNull(),
  descripcion: text('descripcion').notNull().default(''),
  financiacion: text('financiacion').notNull().default(''),
  tiposEstudios: text('tipos_estudios').notNull().default(''),
  fechaInicio: date('fecha_inicio').notNull(),
  fechaFin: date('fecha_fin').notNull(),
  meses: integer('meses').notNull(),
  meses2: integer('meses2'),
  operadorMeses: text('operador_meses'),
  dedicacion: integer('dedicacion').notNull().default(80),
  urlImagen: text('url_imagen'),
  activo: boolean('activo').notNull().default(true),
});
