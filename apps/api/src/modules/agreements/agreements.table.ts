import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { billingAccounts } from '../billing-accounts/billing-accounts.table.ts';
import { companies } from '../companies/companies.table.ts';
import { companyContacts } from '../company-contacts/company-contacts.table.ts';
import { users } from '../users/users.table.ts';

/**
 * Collaboration agreements (payload `data` statuses). The generated PDF is
 * rendered once and stored (its SHA-256 recorded); the signed PDF uploaded by the company likewise.
 * `estado`: generado, formalizado, firmado_empresa, erroneo, caducado, enviado_secretaria.
 */
export const agreements = pgTable(
  'agreements',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    estado: text('estado').notNull().default('generado'),
    contactId: integer('contact_id').references(() => companyContacts.id, {
      onDelete: 'set null',
    }),
    billingAccountId: integer('billing_account_id').references(() => billingAccounts.id, {
      onDelete: 'set null',
    }),
    tramitacionManual: boolean('tramitacion_manual').notNull(),
    firmanteNombre: text('firmante_nombre').notNull(),
    firmanteApellidos: text('firmante_apellidos').notNull(),
    firmanteCargo: text('firmante_cargo').notNull(),
    firmanteEmail: text('firmante_email'),
    firmanteDni: text('firmante_dni'),
    firmanteTelefono: text('firmante_telefono'),
    fechaCaducidad: date('fecha_caducidad', { mode: 'string' }),
    sinCaducidad: boolean('sin_caducidad').notNull().default(true),
    requierePedido: boolean('requiere_pedido').notNull().default(false),
    pedidoAnual: boolean('pedido_anual').notNull().default(false),
    numeroPedido: text('numero_pedido'),
    pagoDomiciliado: boolean('pago_domiciliado').notNull(),
    /** Electronic-format IBAN of the direct-debit mandate (null with transfer). */
    iban: text('iban'),
    /** Rendered and stored once, on creation or on the first download (demo rows). */
    pdfKey: text('pdf_key'),
    pdfSha256: text('pdf_sha256'),
    signedKey: text('signed_key'),
    signedSha256: text('signed_sha256'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** The agreement countersigned by the university, uploaded by the careers office. */
    countersignedKey: text('countersigned_key'),
    countersignedSha256: text('countersigned_sha256'),
    countersignedAt: timestamp('countersigned_at', { withTimezone: true }),
    /** A document the company sent with its request (payload adjunto), kept in the file store. */
    adjuntoKey: text('adjunto_key'),
    adjuntoExtension: text('adjunto_extension'),
    /** Reason given by the careers office when the agreement is erroneous. */
    motivo: text('motivo'),
    /** The language the company asked in, which its generated PDF is written in. */
    idioma: text('idioma').$type<'es' | 'en'>().notNull().default('es'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agreements_company_idx').on(t.companyId, t.createdAt),
    index('agreements_estado_idx').on(t.estado, t.createdAt),
    check('agreements_idioma_ck', sql`${t.idioma} in ('es', 'en')`),
  ],
);

/** Every state transition of an agreement: who, when, why. */
export const agreementEvents = pgTable(
  'agreement_events',
  {
    id: serial('id').primaryKey(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    fromEstado: text('from_estado'),
    toEstado: text('to_estado').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    motivo: text('motivo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agreement_events_agreement_idx').on(t.agreementId)],
);

/** The agreement data last entered by the company, kept in its profile to prefill the next form. */
export const companyAgreementProfiles = pgTable('company_agreement_profiles', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  contactId: integer('contact_id').references(() => companyContacts.id, { onDelete: 'set null' }),
  billingAccountId: integer('billing_account_id').references(() => billingAccounts.id, {
    onDelete: 'set null',
  }),
  tramitacionManual: boolean('tramitacion_manual').notNull(),
  firmanteNombre: text('firmante_nombre').notNull(),
  firmanteApellidos: text('firmante_apellidos').notNull(),
  firmanteCargo: text('firmante_cargo').notNull(),
  firmanteEmail: text('firmante_email'),
  requierePedido: boolean('requiere_pedido').notNull(),
  pedidoAnual: boolean('pedido_anual').notNull(),
  numeroPedido: text('numero_pedido'),
  pagoDomiciliado: boolean('pago_domiciliado').notNull(),
  iban: text('iban'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AgreementRow = typeof agreements.$inferSelect;
export type AgreementProfileRow = typeof companyAgreementProfiles.$inferSelect;
