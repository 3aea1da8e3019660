import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table.ts';
import { programmes } from '../programmes/programmes.table.ts';
import { users } from '../users/users.table.ts';

/**
 * Files the careers office publishes for companies (documentation sections): internship
 * annexes, training notes (notas informativas, curricular or extracurricular) and other documents,
 * for students' or graduates' internships or both, optionally of one practice programme. The file
 * is stored once (SHA-256 recorded); replacing it swaps the key in the same row.
 */
export const documentationFiles = pgTable(
  'documentation_files',
  {
    id: serial('id').primaryKey(),
    seccion: text('seccion', { enum: ['anexos', 'notas_informativas', 'otros'] }).notNull(),
    colectivo: text('colectivo', { enum: ['todos', 'estudiantes', 'titulados'] })
      .notNull()
      .default('todos'),
    modalidad: text('modalidad', { enum: ['curricular', 'extracurricular'] }),
    programmeId: integer('programme_id').references(() => programmes.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    orden: integer('orden').notNull().default(0),
    nombreFichero: text('nombre_fichero').notNull(),
    /** Null only for demo rows: their PDF is rendered from the row's data and stored on first use. */
    storageKey: text('storage_key'),
    extension: text('extension').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes'),
    sha256: text('sha256'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documentation_files_section_idx').on(t.seccion, t.colectivo, t.orden),
    check(
      'documentation_files_stored_ck',
      sql`(${t.storageKey} IS NULL) = (${t.sha256} IS NULL) AND (${t.storageKey} IS NULL) = (${t.bytes} IS NULL) AND (${t.bytes} IS NULL OR ${t.bytes} > 0)`,
    ),
  ],
);

/** Documents a company uploads itself (adddoc / documentosAportados / deldoc). */
export const companyDocuments = pgTable(
  'company_documents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    /** Null only for demo rows: their PDF is rendered from the row's data and stored on first use. */
    storageKey: text('storage_key'),
    extension: text('extension').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes'),
    sha256: text('sha256'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_documents_company_idx').on(t.companyId, t.createdAt),
    check(
      'company_documents_stored_ck',
      sql`(${t.storageKey} IS NULL) = (${t.sha256} IS NULL) AND (${t.storageKey} IS NULL) = (${t.bytes} IS NULL) AND (${t.bytes} IS NULL OR ${t.bytes} > 0)`,
    ),
  ],
);

export type DocumentationFileRow = typeof documentationFiles.$inferSelect;
export type CompanyDocumentRow = typeof companyDocuments.$inferSelect;
