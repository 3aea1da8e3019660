import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { candidates } from '../candidates/candidates.table.ts';
import { companies } from '../companies/companies.table.ts';
import { users } from '../users/users.table.ts';

// Same values as the contracts' lists (the migration generator reads this file on its own).
const educationRequestStates = [
  'pendiente_centro',
  'pendiente_servicio',
  'aprobada',
  'rechazada_centro',
  'rechazada',
] as const;
const educationStages = ['infantil', 'primaria', 'secundaria', 'otra'] as const;

/**
 * A company registered as an education centre (it gets the education-requests menu) and how many
 * placements it may hold at once (`limite`, code 81). Its row is locked while a place is taken, so
 * concurrent requests can never over-book it.
 */
export const educationCentres = pgTable(
  'education_centres',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    limite: integer('limite').notNull(),
    codigoCentro: text('codigo_centro'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('education_centres_limite_ck', sql`${t.limite} >= 0`)],
);

/** An education internship request (528) between a centre and a student; see the contracts. */
export const educationInternshipRequests = pgTable(
  'education_internship_requests',
  {
    id: serial('id').primaryKey(),
    centreId: integer('centre_id')
      .notNull()
      .references(() => educationCentres.companyId, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.userId, { onDelete: 'cascade' }),
    origen: text('origen', { enum: ['alumno', 'centro'] }).notNull(),
    estado: text('estado', { enum: educationRequestStates }).notNull(),
    etapa: text('etapa', { enum: educationStages }).notNull(),
    fechaInicio: date('fecha_inicio').notNull(),
    fechaFin: date('fecha_fin').notNull(),
    tutorNombre: text('tutor_nombre'),
    tutorEmail: text('tutor_email'),
    observaciones: text('observaciones'),
    motivo: text('motivo'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    centreDecidedAt: timestamp('centre_decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live request per centre and student.
    uniqueIndex('education_requests_live_uq')
      .on(t.centreId, t.candidateId)
      .where(sql`${t.estado} IN ('pendiente_centro', 'pendiente_servicio', 'aprobada')`),
    index('education_requests_centre_idx').on(t.centreId, t.estado),
    index('education_requests_candidate_idx').on(t.candidateId, t.estado),
    index('education_requests_estado_idx').on(t.estado, t.createdAt),
    check('education_requests_fechas_ck', sql`${t.fechaInicio} < ${t.fechaFin}`),
    check(
      'education_requests_reason_ck',
      sql`${t.estado} NOT IN ('rechazada', 'rechazada_centro') OR ${t.motivo} IS NOT NULL`,
    ),
  ],
);

export type EducationCentreRow = typeof educationCentres.$inferSelect;
export type EducationRequestRow = typeof educationInternshipRequests.$inferSelect;
