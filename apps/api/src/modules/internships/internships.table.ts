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
import { applications } from '../applications/applications.table.ts';
import { candidates } from '../candidates/candidates.table.ts';
import { companies } from '../companies/companies.table.ts';
import { offers } from '../offers/offers.table.ts';

export const internshipStates = ['pendiente', 'en_curso', 'finalizada', 'cancelada'] as const;

/** A candidate's internship (my internships): company, tutors, dates and documents. */
export const internships = pgTable(
  'internships',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.userId, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    applicationId: integer('application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    titulo: text('titulo').notNull(),
    paraTitulados: boolean('para_titulados').notNull().default(false),
    curricular: boolean('curricular'),
    estado: text('estado', { enum: internshipStates }).notNull().default('pendiente'),
    fechaInicio: date('fecha_inicio').notNull(),
    fechaFin: date('fecha_fin').notNull(),
    horasDia: integer('horas_dia'),
    tutorEmpresaNombre: text('tutor_empresa_nombre'),
    tutorEmpresaEmail: text('tutor_empresa_email'),
    tutorAcademicoNombre: text('tutor_academico_nombre'),
    tutorAcademicoEmail: text('tutor_academico_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('internships_candidate_idx').on(t.candidateId),
    check('internships_fechas_ck', sql`${t.fechaInicio} <= ${t.fechaFin}`),
  ],
);

/**
 * Documents of an internship: requested by the careers office or the company (`solicitado`, no
 * file yet) and fulfilled by the candidate's upload, or files the candidate attached freely.
 */
export const internshipDocuments = pgTable(
  'internship_documents',
  {
    id: serial('id').primaryKey(),
    internshipId: integer('internship_id')
      .notNull()
      .references(() => internships.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    solicitado: boolean('solicitado').notNull().default(false),
    fechaLimite: date('fecha_limite'),
    nombreFichero: text('nombre_fichero'),
    storageKey: text('storage_key'),
    extension: text('extension'),
    mime: text('mime'),
    bytes: integer('bytes'),
    entregadoAt: timestamp('entregado_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('internship_documents_internship_idx').on(t.internshipId),
    check(
      'internship_documents_file_ck',
      sql`(${t.storageKey} IS NULL) = (${t.entregadoAt} IS NULL) AND (${t.storageKey} IS NOT NULL OR ${t.solicitado})`,
    ),
  ],
);

export type InternshipRow = typeof internships.$inferSelect;
export type InternshipDocumentRow = typeof internshipDocuments.$inferSelect;
