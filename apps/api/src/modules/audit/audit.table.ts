import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * One row per careers-office action: who, when, what, and the record
 * before and after. Written in the same transaction as the change it describes, so an action that
 * rolls back leaves no row and a row always describes something that happened.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff user; kept null if that account is ever removed (the email stays). */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** What was done, as `<area>.<verb>`: `empresa.bloquear`, `convenio.formalizar`… */
    accion: text('accion').notNull(),
    /** The kind of record acted on (`empresa`, `candidato`, `oferta`…) and its id. */
    entidad: text('entidad').notNull(),
    entidadId: text('entidad_id'),
    antes: jsonb('antes'),
    despues: jsonb('despues'),
    /** Free text the staff user gave (a rejection reason, a block message). */
    motivo: text('motivo'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entidad, t.entidadId),
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt),
    index('audit_log_action_idx').on(t.accion, t.createdAt),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
