import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table.ts';

/** Management contacts of a company ("Management contact", payload newuser). */
export const companyContacts = pgTable(
  'company_contacts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    apellidos: text('apellidos').notNull(),
    dni: text('dni').notNull(),
    puesto: text('puesto').notNull(),
    departamento: text('departamento'),
    email: text('email'),
    telefono1: text('telefono1').notNull(),
    telefono2: text('telefono2'),
    direccion: text('direccion').notNull(),
    cp: text('cp').notNull(),
    localidad: text('localidad').notNull(),
    idLocalidad: integer('id_localidad'),
    provincia: text('provincia'),
    idPais: integer('id_pais').notNull().default(1),
    tiposContacto: integer('tipos_contacto')
      .array()
      .notNull()
      .default(sql`'{9}'::integer[]`),
    aniosForoEmpleo: integer('anios_foro_empleo')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_contacts_company_idx').on(t.companyId),
    uniqueIndex('company_contacts_company_dni_uq').on(t.companyId, sql`upper(${t.dni})`),
  ],
);

export type CompanyContactRow = typeof companyContacts.$inferSelect;
