import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    cif: text('cif').notNull(),
    nombreComercial: text('nombre_comercial').notNull(),
    razonSocial: text('razon_social').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    idSector: integer('id_sector'),
    web: text('web'),
    email: text('email'),
    telefono: text('telefono'),
    direccion: text('direccion'),
    cp: text('cp'),
    idPais: integer('id_pais').notNull().default(1),
    idProvincia: integer('id_provincia'),
    idLocalidad: integer('id_localidad'),
    /** Province and town as free text for addresses outside Spain (idPais ≠ 1). */
    provincia: text('provincia'),
    localidad: text('localidad'),
    numeroEmpleados: integer('numero_empleados'),
    validada: boolean('validada').notNull().default(false),
    bloqueada: boolean('bloqueada').notNull().default(false),
    /** The careers office's message shown at the company's login while blocked (code 9). */
    mensajeBloqueo: text('mensaje_bloqueo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('companies_cif_uq').on(sql`upper(${t.cif})`)],
);

/** A company user may belong to several companies (picks one at login). */
export const companyUsers = pgTable(
  'company_users',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    cargo: text('cargo'),
    telefono: text('telefono'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.companyId] }),
    index('company_users_company_idx').on(t.companyId),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
