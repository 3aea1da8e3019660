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

/** Everyone who signs in: candidates, company users and careers-office staff. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['alumno', 'empresa', 'gestor'] }).notNull(),
    /** Careers-office users only: administrator (brand, legal texts, staff users) or manager. */
    staffRole: text('staff_role', { enum: ['administrador', 'gestor'] }),
    /** Language of the portal's notices and mails to this user (last interface language used). */
    idioma: text('idioma', { enum: ['es', 'en'] })
      .notNull()
      .default('es'),
    nombre: text('nombre').notNull(),
    apellidos: text('apellidos').notNull().default(''),
    estado: text('estado', { enum: ['activo', 'bloqueado', 'baja'] })
      .notNull()
      .default('activo'),
    mensajeBloqueo: text('mensaje_bloqueo'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * False from a self-registration (/registro) until the mailed confirmation link is opened (or
     * a password reset link, which proves the same mailbox). Every other way in (academic record,
     * single sign-on, staff, approved company requests) starts confirmed.
     */
    emailConfirmado: boolean('email_confirmado').notNull().default(true),
    /** Raised by a password change or reset: tokens signed with an older version stop working. */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_role_uq').on(sql`lower(${t.email})`, t.role),
    index('users_role_idx').on(t.role),
    check('users_failed_attempts_ck', sql`${t.failedAttempts} >= 0`),
    check('users_staff_role_ck', sql`(${t.role} = 'gestor') = (${t.staffRole} is not null)`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export const userIsActive = (u: Pick<UserRow, 'estado'>) => u.estado === 'activo';
