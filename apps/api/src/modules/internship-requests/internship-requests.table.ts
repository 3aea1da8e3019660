import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table.ts';
import { internships } from '../internships/internships.table.ts';
import { users } from '../users/users.table.ts';

// Same values as the contracts' lists (the migration generator reads this file on its own).
const internshipActions = [
  'ampliacion',
  'finalizacion_anticipada',
  'cambio_tutor',
  'otra',
] as const;
const requestDecisionStates = ['pendiente', 'aprobada', 'rechazada'] as const;

/**
 * A company's request about one of its internships (529): extension, early end, tutor change or
 * other, decided by the careers office. One pending request per internship and kind (a partial
 * unique index), so a double submit stores one.
 */
export const internshipChangeRequests = pgTable(
  'internship_change_requests',
  {
    id: serial('id').primaryKey(),
    internshipId: integer('internship_id')
      .notNull()
      .references(() => internships.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    accion: text('accion', { enum: internshipActions }).notNull(),
    descripcion: text('descripcion').notNull(),
    estado: text('estado', { enum: requestDecisionStates }).notNull().default('pendiente'),
    motivo: text('motivo'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('internship_change_requests_pending_uq')
      .on(t.internshipId, t.accion)
      .where(sql`${t.estado} = 'pendiente'`),
    index('internship_change_requests_company_idx').on(t.companyId),
    index('internship_change_requests_estado_idx').on(t.estado, t.createdAt),
    check(
      'internship_change_requests_decided_ck',
      sql`(${t.estado} = 'pendiente') = (${t.decidedAt} IS NULL)`,
    ),
    check(
      'internship_change_requests_reason_ck',
      sql`${t.estado} <> 'rechazada' OR ${t.motivo} IS NOT NULL`,
    ),
  ],
);

export type InternshipChangeRequestRow = typeof internshipChangeRequests.$inferSelect;
