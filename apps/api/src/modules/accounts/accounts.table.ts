import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table.ts';
import { users } from '../users/users.table.ts';

/**
 * Links mailed to a user: only the SHA-256 of a 256-bit random token is stored, bound
 * to one purpose and user, with an expiry (reset 1 h, set-password and email confirmation 7 days); `usedAt` makes it
 * single use.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset', 'set_password', 'confirm_email'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_uq').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * A company's request for an account (/solicitar-cuenta). It waits for the careers office; on
 * approval the company (when its CIF is new) and the user are created and a set-password link is
 * mailed. One pending request per email.
 */
export const companyAccountRequests = pgTable(
  'company_account_requests',
  {
    id: serial('id').primaryKey(),
    cif: text('cif').notNull(),
    nombreEmpresa: text('nombre_empresa').notNull(),
    nombre: text('nombre').notNull(),
    apellidos: text('apellidos').notNull(),
    email: text('email').notNull(),
    telefono: text('telefono').notNull(),
    mensaje: text('mensaje').notNull(),
    direccion: text('direccion').notNull(),
    idPais: integer('id_pais').notNull(),
    aceptaComunicaciones: boolean('acepta_comunicaciones').notNull(),
    /** Language of the requester's mails ('es' | 'en'). */
    idioma: text('idioma', { enum: ['es', 'en'] })
      .notNull()
      .default('es'),
    estado: text('estado', { enum: ['pendiente', 'aprobada', 'rechazada'] })
      .notNull()
      .default('pendiente'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('company_account_requests_pending_email_uq')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.estado} = 'pendiente'`),
    index('company_account_requests_estado_idx').on(t.estado, t.createdAt),
  ],
);

export type AccountTokenRow = typeof accountTokens.$inferSelect;
export type CompanyAccountRequestRow = typeof companyAccountRequests.$inferSelect;
