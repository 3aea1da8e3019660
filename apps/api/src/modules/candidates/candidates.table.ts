import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/** Candidate profile (alumno): a student (conPracticas) and/or a graduate (conEmpleo). */
export const candidates = pgTable(
  'candidates',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    dni: text('dni'),
    nss: text('nss'),
    telefono: text('telefono'),
    fechaNacimiento: date('fecha_nacimiento'),
    idPaisNacionalidad: integer('id_pais_nacionalidad').notNull().default(1),
    idProvincia: integer('id_provincia'),
    idLocalidad: integer('id_localidad'),
    conPracticas: boolean('con_practicas').notNull().default(false),
    conEmpleo: boolean('con_empleo').notNull().default(false),
    esEstudianteEducacion: boolean('es_estudiante_educacion').notNull().default(false),
    esEstudianteDeInfantil: boolean('es_estudiante_infantil').notNull().default(false),
    primerAcceso: boolean('primer_acceso').notNull().default(true),
    tienePermisoTrabajo: boolean('tiene_permiso_trabajo').notNull().default(false),
    busquedaPracticasActiva: boolean('busqueda_practicas_activa').notNull().default(true),
    busquedaTrabajoActiva: boolean('busqueda_trabajo_activa').notNull().default(true),
    comunicacionesEmail: boolean('comunicaciones_email').notNull().default(true),
    idPeriodoPreferenciaPracticas: integer('id_periodo_preferencia_practicas'),
    presentacion: text('presentacion'),
    enlacePortfolio: text('enlace_portfolio'),
  },
  (t) => [uniqueIndex('candidates_dni_uq').on(sql`upper(${t.dni})`)],
);

/** Degrees a candidate studies or studied. */
export const candidateStudies = pgTable(
  'candidate_studies',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.userId, { onDelete: 'cascade' }),
    idTitulacion: integer('id_titulacion').notNull(),
    deLaUniversidad: boolean('de_la_universidad').notNull().default(true),
    enCurso: boolean('en_curso').notNull().default(false),
    creditosSuperados: numeric('creditos_superados', { precision: 6, scale: 1 })
      .notNull()
      .default('0'),
    notaMedia: numeric('nota_media', { precision: 4, scale: 2 }),
    fechaInicio: date('fecha_inicio'),
    fechaFin: date('fecha_fin'),
  },
  (t) => [
    index('candidate_studies_candidate_idx').on(t.candidateId),
    check(
      'candidate_studies_nota_ck',
      sql`${t.notaMedia} IS NULL OR (${t.notaMedia} BETWEEN 1 AND 10)`,
    ),
  ],
);

export const candidateLanguages = pgTable(
  'candidate_languages',
  {
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.userId, { onDelete: 'cascade' }),
    idIdioma: integer('id_idioma').notNull(),
    idNivel: integer('id_nivel').notNull(),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.idIdioma] })],
);

/**
 * Files a candidate keeps in the portal (own CV, social-security assignment proof, work permit,
 * documents a programme asks for): `idTipoDocumento` from tiposDocumentoCandidato (contracts).
 */
export const candidateDocuments = pgTable(
  'candidate_documents',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.userId, { onDelete: 'cascade' }),
    idTipoDocumento: integer('id_tipo_documento').notNull(),
    nombre: text('nombre').notNull(),
    storageKey: text('storage_key').notNull(),
    extension: text('extension').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    privado: boolean('privado').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('candidate_documents_candidate_idx').on(t.candidateId, t.idTipoDocumento),
    check('candidate_documents_bytes_ck', sql`${t.bytes} > 0`),
  ],
);

export type CandidateRow = typeof candidates.$inferSelect;
