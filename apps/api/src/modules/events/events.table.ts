import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { candidates } from '../candidates/candidates.table.ts';

/** Spec / Event. */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    titulo: text('titulo').notNull(),
    entradilla: text('entradilla').notNull().default(''),
    descripcion: text('descripcion').notNull().default(''),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
    lugar: text('lugar').notNull(),
    categoria: text('categoria').notNull(),
    categoriaSlug: text('categoria_slug').notNull(),
    destacado: boolean('destacado').notNull().default(false),
    urlImagen: text('url_imagen'),
    publico: boolean('publico').notNull().default(true),
    plazas: integer('plazas'),
  },
  (t) => [uniqueIndex('events_slug_uq').on(t.slug)],
);

export const eventEnrolments = pgTable(
  'event_enrolments',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.userId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Attendance marked by the careers office: null until marked. */
    asistio: boolean('asistio'),
    asistenciaMarcadaAt: timestamp('asistencia_marcada_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.candidateId] })],
);
