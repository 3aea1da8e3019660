import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/** The states a degree has in the university's record. */
export const recordStates = ['matriculado', 'titulado', 'baja'] as const;
export type RecordState = (typeof recordStates)[number];

/**
 * The university's own degree codes (as its student-information system writes them) and the
 * portal degree each one stands for. The administrator keeps this table; a record row whose code
 * is not here is refused, naming the code.
 */
export const recordDegreeCodes = pgTable(
  'record_degree_codes',
  {
    codigo: text('codigo').primaryKey(),
    idTitulacion: integer('id_titulacion').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('record_degree_codes_codigo_ck', sql`length(trim(${t.codigo})) > 0`)],
);

/**
 * A person as the university's record last described them, keyed by the normalised DNI/NIE
 * (`normaliza_dni`): what a later registration, sign-in or verification is compared with. `userId`
 * is the candidate account the record feeds (one person, one account).
 */
export const recordPeople = pgTable(
  'record_people',
  {
    dni: text('dni').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    nombre: text('nombre').notNull(),
    apellidos: text('apellidos').notNull(),
    emailInstitucional: text('email_institucional'),
    emailPersonal: text('email_personal'),
    fechaNacimiento: date('fecha_nacimiento'),
    /** Whether the person was in the last full import (or any later one). */
    enRegistro: boolean('en_registro').notNull().default(true),
    /**
     * The person left the service (their data were anonymised at their request): later imports
     * pass over them, so the record does not bring their account back.
     */
    excluida: boolean('excluida').notNull().default(false),
    lastImportId: integer('last_import_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('record_people_user_uq').on(t.userId),
    index('record_people_email_inst_idx').on(sql`lower(${t.emailInstitucional})`),
  ],
);

/** Phases of an import; `analizando` and `aplicando` are running (one at a time). */
export const importStates = [
  'analizando',
  'previsualizada',
  'aplicando',
  'aplicada',
  'rechazada',
  'fallida',
  // A preview the administrator discarded, or one a newer file replaced: never applied.
  'descartada',
  'sustituida',
] as const;
export type ImportState = (typeof importStates)[number];

/**
 * One academic-record file given to the portal: its preview, then (if confirmed) its application.
 * `resumen` holds the counts; refused rows are in record_import_refusals. At most one import is
 * running at any time (the partial unique index), so two administrators or a nightly job and a
 * person cannot apply two files at once; a running import whose heartbeat stopped is failed.
 */
export const recordImports = pgTable(
  'record_imports',
  {
    id: serial('id').primaryKey(),
    estado: text('estado', { enum: importStates }).notNull().default('analizando'),
    nombreFichero: text('nombre_fichero').notNull(),
    formato: text('formato', { enum: ['csv', 'xlsx'] }).notNull(),
    sha256: text('sha256').notNull(),
    completa: boolean('completa').notNull().default(false),
    omitirRechazadas: boolean('omitir_rechazadas').notNull().default(false),
    /** Progress of the running phase: rows read while analysing, steps done while applying. */
    hechos: integer('hechos').notNull().default(0),
    total: integer('total').notNull().default(0),
    resumen: jsonb('resumen'),
    /** The staff user, or the integration token, that gave the file. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    tokenId: integer('token_id'),
    autor: text('autor').notNull(),
    error: text('error'),
    /** The same error in English: the list shows it in its reader's language. */
    errorEn: text('error_en'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('record_imports_one_running_uq')
      .on(sql`(true)`)
      .where(sql`${t.estado} in ('analizando', 'aplicando')`),
    index('record_imports_created_idx').on(t.createdAt),
  ],
);

/**
 * The valid rows of an import's file, normalised (the preview's working copy; applying reads
 * them). Removed with the import's file once applied or replaced.
 */
export const recordImportRows = pgTable(
  'record_import_rows',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => recordImports.id, { onDelete: 'cascade' }),
    linea: integer('linea').notNull(),
    dni: text('dni').notNull(),
    nombre: text('nombre').notNull(),
    apellidos: text('apellidos').notNull(),
    emailInstitucional: text('email_institucional'),
    emailPersonal: text('email_personal'),
    fechaNacimiento: date('fecha_nacimiento'),
    codigo: text('codigo').notNull(),
    idTitulacion: integer('id_titulacion').notNull(),
    estado: text('estado', { enum: recordStates }).notNull(),
    curso: integer('curso'),
    creditosSuperados: numeric('creditos_superados', { precision: 6, scale: 1 }).notNull(),
    creditosTotales: numeric('creditos_totales', { precision: 6, scale: 1 }),
    notaMedia: numeric('nota_media', { precision: 4, scale: 2 }),
    fechaInicio: date('fecha_inicio'),
    fechaFin: date('fecha_fin'),
    centro: text('centro'),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.linea] }),
    uniqueIndex('record_import_rows_person_degree_uq').on(t.importId, t.dni, t.idTitulacion),
  ],
);

/**
 * A refused row: its line and column, the reason (a key the staff user's language turns into a
 * sentence) and the value that was refused.
 */
export const recordImportRefusals = pgTable(
  'record_import_refusals',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => recordImports.id, { onDelete: 'cascade' }),
    linea: integer('linea').notNull(),
    /** The row's person (normalised DNI/NIE), when it could be read. */
    dni: text('dni'),
    columna: text('columna'),
    motivo: text('motivo').notNull(),
    valor: text('valor'),
    /** Other facts the sentence names (the line it repeats, the DNI of the other account). */
    detalle: jsonb('detalle'),
  },
  (t) => [index('record_import_refusals_import_idx').on(t.importId, t.linea)],
);

/**
 * The degrees an import ends (or would end, while previewed): a `baja` row of the file, or, in a
 * full import, a degree in progress the file does not have. One row per person and degree, so the
 * administrator sees who leaves before confirming; kept with the import afterwards.
 */
export const recordImportLeavers = pgTable(
  'record_import_leavers',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => recordImports.id, { onDelete: 'cascade' }),
    // The person's data goes with the person (an account's removal deletes these rows).
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dni: text('dni').notNull(),
    nombre: text('nombre').notNull(),
    apellidos: text('apellidos').notNull(),
    idTitulacion: integer('id_titulacion').notNull(),
    /** 'baja': the file says so; 'ausente': a full import without this degree of the person. */
    motivo: text('motivo', { enum: ['baja', 'ausente'] }).notNull(),
  },
  (t) => [
    index('record_import_leavers_import_idx').on(t.importId, t.apellidos, t.nombre),
    check('record_import_leavers_motivo_ck', sql`${t.motivo} IN ('baja', 'ausente')`),
  ],
);

export type RecordImportLeaverRow = typeof recordImportLeavers.$inferSelect;

/**
 * Tokens the administrator creates for the university's systems (the nightly import): only the
 * SHA-256 is kept; the first characters are shown so the office can tell them apart.
 */
export const integrationTokens = pgTable(
  'integration_tokens',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    prefijo: text('prefijo').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('integration_tokens_hash_uq').on(t.tokenHash)],
);

export type RecordImportRow = typeof recordImports.$inferSelect;
export type RecordPersonRow = typeof recordPeople.$inferSelect;
