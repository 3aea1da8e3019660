import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { candidates } from '../candidates/candidates.table.ts';
import { companies } from '../companies/companies.table.ts';
import { users } from '../users/users.table.ts';

/** Practice programmes (Programme); offers may belong to one (adhesion rules). */
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
  /** Candidate document types (tiposDocumentoCandidato) required to apply (code 11). */
  documentosRequeridos: integer('documentos_requeridos')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
});

/** A candidate's request to join a programme (solicitaAdhesionPrograma); needed to apply (91). */
export const programmeAdhesions = pgTable(
  'programme_adhesions',
  {
    programmeId: integer('programme_id')
      .notNull()
      .references(() => programmes.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.userId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The careers office's decision; a rejected adhesion does not allow applying (91). */
    estado: text('estado', { enum: ['pendiente', 'aceptada', 'rechazada'] })
      .notNull()
      .default('pendiente'),
    motivo: text('motivo'),
    decididaAt: timestamp('decidida_at', { withTimezone: true }),
    decididaPor: integer('decidida_por').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.programmeId, t.candidateId] }),
    check(
      'programme_adhesions_estado_ck',
      sql`${t.estado} in ('pendiente', 'aceptada', 'rechazada')`,
    ),
    check(
      'programme_adhesions_motivo_ck',
      sql`${t.estado} <> 'rechazada' or ${t.motivo} is not null`,
    ),
  ],
);

/**
 * A company's request to join a programme (Empresa/solicitaAhesionPrograma); the careers office
 * decides it as it decides candidates' adhesions. The programmes a company joined (not rejected) are
 * the ones its internship offers may belong to (programasDeLaEmpresa).
 */
export const programmeCompanyAdhesions = pgTable(
  'programme_company_adhesions',
  {
    programmeId: integer('programme_id')
      .notNull()
      .references(() => programmes.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The company user who asked: the one told of the decision, in their language. */
    solicitadaPor: integer('solicitada_por').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    estado: text('estado', { enum: ['pendiente', 'aceptada', 'rechazada'] })
      .notNull()
      .default('pendiente'),
    motivo: text('motivo'),
    decididaAt: timestamp('decidida_at', { withTimezone: true }),
    decididaPor: integer('decidida_por').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.programmeId, t.companyId] }),
    check(
      'programme_company_adhesions_estado_ck',
      sql`${t.estado} in ('pendiente', 'aceptada', 'rechazada')`,
    ),
    check(
      'programme_company_adhesions_motivo_ck',
      sql`${t.estado} <> 'rechazada' or ${t.motivo} is not null`,
    ),
  ],
);
