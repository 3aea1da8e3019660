import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { candidates } from '../candidates/candidates.table.ts';
import { offers } from '../offers/offers.table.ts';
import { users } from '../users/users.table.ts';

/** One application per candidate and offer (the unique index makes double clicks harmless). */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.userId, { onDelete: 'cascade' }),
    estado: integer('estado').notNull().default(1),
    orden: integer('orden').notNull().default(0),
    leidaPorEmpresa: boolean('leida_por_empresa').notNull().default(false),
    idMotivoRechazo: integer('id_motivo_rechazo'),
    /** Documents of an accepted pre-enrolment still unsigned: the company does not see the CV. */
    pendienteFirma: boolean('pendiente_firma').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_offer_candidate_uq').on(t.offerId, t.candidateId),
    index('applications_candidate_idx').on(t.candidateId),
    index('applications_offer_state_idx').on(t.offerId, t.estado),
    // A company reads its offer's candidates newest first, a page at a time: read in this order,
    // a page stops after its rows instead of sorting every application of the offer.
    index('applications_offer_newest_idx').on(
      t.offerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A rejection reason belongs to state 17 (rejected by the candidate) only.
    check('applications_motivo_ck', sql`${t.idMotivoRechazo} IS NULL OR ${t.estado} = 17`),
  ],
);

/** Every state an application went through, with who moved it and when. */
export const applicationStateHistory = pgTable(
  'application_state_history',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    estado: integer('estado').notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    comentario: text('comentario'),
    /** Reason of a change made by the candidate (tipoMotivoCambioEstadoCandidatura). */
    idMotivo: integer('id_motivo'),
    fecha: timestamp('fecha', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('application_history_app_idx').on(t.applicationId)],
);

export type ApplicationRow = typeof applications.$inferSelect;
