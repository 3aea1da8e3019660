import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { candidates } from '../candidates/candidates.table.ts';
import { companies } from '../companies/companies.table.ts';
import { users } from '../users/users.table.ts';

// Same values as the contracts' list (the migration generator reads this file on its own).
const requestDecisionStates = ['pendiente', 'aprobada', 'rechazada'] as const;

/**
 * An internship proposal (510): a candidate's at a company (by tax id, registered or not) or a
 * company's for a student. The careers office approves or rejects it with a reason. One pending
 * proposal per student and company tax id.
 */
export const internshipProposals = pgTable(
  'internship_proposals',
  {
    id: serial('id').primaryKey(),
    origen: text('origen', { enum: ['alumno', 'empresa'] }).notNull(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.userId, { onDelete: 'cascade' }),
    /** The proposing company (origen empresa) or the registered company with that tax id. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    cifEmpresa: text('cif_empresa').notNull(),
    nombreEmpresa: text('nombre_empresa').notNull(),
    emailContacto: text('email_contacto').notNull(),
    nombreContacto: text('nombre_contacto'),
    fechaInicio: date('fecha_inicio').notNull(),
    fechaFin: date('fecha_fin').notNull(),
    horasDia: numeric('horas_dia', { precision: 3, scale: 1 }).notNull(),
    diasSemana: integer('dias_semana').notNull(),
    meses: integer('meses').notNull(),
    remuneracion: numeric('remuneracion', { precision: 10, scale: 2 }),
    tutorNombre: text('tutor_nombre').notNull(),
    tutorEmail: text('tutor_email').notNull(),
    descripcion: text('descripcion').notNull(),
    estado: text('estado', { enum: requestDecisionStates }).notNull().default('pendiente'),
    motivo: text('motivo'),
    proposedBy: integer('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('internship_proposals_pending_uq')
      .on(t.candidateId, sql`upper(${t.cifEmpresa})`)
      .where(sql`${t.estado} = 'pendiente'`),
    index('internship_proposals_estado_idx').on(t.estado, t.createdAt),
    index('internship_proposals_company_idx').on(t.companyId),
    check('internship_proposals_fechas_ck', sql`${t.fechaInicio} < ${t.fechaFin}`),
    check('internship_proposals_dias_ck', sql`${t.diasSemana} BETWEEN 1 AND 7`),
    check('internship_proposals_meses_ck', sql`${t.meses} BETWEEN 0 AND 12`),
    check(
      'internship_proposals_decided_ck',
      sql`(${t.estado} = 'pendiente') = (${t.decidedAt} IS NULL)`,
    ),
    check(
      'internship_proposals_reason_ck',
      sql`${t.estado} <> 'rechazada' OR ${t.motivo} IS NOT NULL`,
    ),
  ],
);

export type InternshipProposalRow = typeof internshipProposals.$inferSelect;
