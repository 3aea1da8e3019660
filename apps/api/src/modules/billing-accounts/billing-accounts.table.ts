import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table.ts';

/** Fiscal (billing) accounts of a company ("Fiscal account", payload newaccount). */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    nombreFiscal: text('nombre_fiscal').notNull(),
    cif: text('cif').notNull(),
    domicilioFiscal: text('domicilio_fiscal').notNull(),
    idPais: integer('id_pais').notNull(),
    /** Spanish province (1–52) when idPais is Spain; otherwise null and `provincia` holds the text. */
    idProvincia: integer('id_provincia'),
    provincia: text('provincia'),
    poblacion: text('poblacion').notNull(),
    cp: text('cp').notNull(),
    /** SWIFT/BIC of the account's bank (optional; its format is checked, code 83). */
    swift: text('swift'),
    requiereEnvioPostalFacturas: boolean('requiere_envio_postal_facturas').notNull().default(false),
    domicilioEnvioPostal: text('domicilio_envio_postal'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_accounts_company_idx').on(t.companyId)],
);

export type BillingAccountRow = typeof billingAccounts.$inferSelect;
