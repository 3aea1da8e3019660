import {
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table.ts';

/**
 * Invoices of a company (dameFacturasALTAI): generated with pdfkit from these data or
 * uploaded by staff; the PDF is stored once with its SHA-256. `estado`: pendiente, pagada, anulada.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    numero: text('numero').notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
    concepto: text('concepto').notNull(),
    /** Total in euros, two decimals. */
    importe: numeric('importe', { precision: 12, scale: 2 }).notNull(),
    estado: text('estado').notNull().default('pendiente'),
    /** 'generada' (rendered with pdfkit from these data) or 'subida' (PDF uploaded by staff). */
    origen: text('origen', { enum: ['generada', 'subida'] })
      .notNull()
      .default('generada'),
    /** Rendered and stored once, on creation or on the first download (demo rows). */
    pdfKey: text('pdf_key'),
    pdfSha256: text('pdf_sha256'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoices_company_idx').on(t.companyId, t.fecha),
    uniqueIndex('invoices_numero_uq').on(t.numero),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
