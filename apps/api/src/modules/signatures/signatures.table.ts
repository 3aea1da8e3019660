import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { applications } from '../applications/applications.table.ts';
import { candidates } from '../candidates/candidates.table.ts';

/**
 * Personal documents a candidate signs (pre-enrolment documents /: code 108). The
 * PDF shown for signing is stored once (`storageKey`, `sha256`), so what was signed is provable;
 * the signature records who, when, from where and the hash of the exact bytes signed.
 */
export const signatureDocuments = pgTable(
  'signature_documents',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.userId, { onDelete: 'cascade' }),
    applicationId: integer('application_id').references(() => applications.id, {
      onDelete: 'cascade',
    }),
    /** What the document is (e.g. 'compromiso', 'proteccion-datos'); one of each per application. */
    tipo: text('tipo').notNull(),
    nombre: text('nombre').notNull(),
    /** Body paragraphs of the document (plain text). */
    texto: text('texto').notNull(),
    /** The language name, body and signature page are written in. */
    idioma: text('idioma').$type<'es' | 'en'>().notNull().default('es'),
    /** Which provider handles the signature ('interno' or an external service's name). */
    proveedor: text('proveedor').notNull().default('interno'),
    referenciaExterna: text('referencia_externa'),
    storageKey: text('storage_key'),
    sha256: text('sha256'),
    firmadoAt: timestamp('firmado_at', { withTimezone: true }),
    firmanteNombre: text('firmante_nombre'),
    firmanteDni: text('firmante_dni'),
    firmanteIp: text('firmante_ip'),
    firmanteUserAgent: text('firmante_user_agent'),
    /** SHA-256 of the PDF the signer saw and accepted. */
    firmadoSha256: text('firmado_sha256'),
    /** The signed copy (document plus signature page). */
    firmadoStorageKey: text('firmado_storage_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('signature_documents_candidate_idx').on(t.candidateId),
    uniqueIndex('signature_documents_application_tipo_uq').on(t.applicationId, t.tipo),
    check('signature_documents_idioma_ck', sql`${t.idioma} in ('es', 'en')`),
    check(
      'signature_documents_signed_ck',
      sql`(${t.firmadoAt} IS NULL) = (${t.firmadoSha256} IS NULL) AND (${t.firmadoAt} IS NULL OR ${t.firmanteNombre} IS NOT NULL)`,
    ),
  ],
);

export type SignatureDocumentRow = typeof signatureDocuments.$inferSelect;
