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
    /** Contact email given in the CV (null: the account's address). */
    emailContacto: text('email_contacto'),
    /** Profile photo in the file storage (checked by content, longest side ≤ 1000 px). */
    fotoKey: text('foto_key'),
    fotoMime: text('foto_mime'),
    situacionLaboral: text('situacion_laboral'),
    carnetConducir: boolean('carnet_conducir').notNull().default(false),
    vehiculoPropio: boolean('vehiculo_propio').notNull().default(false),
    movilidadGeografica: boolean('movilidad_geografica').notNull().default(false),
    otrosConocimientosInformaticos: text('otros_conocimientos_informaticos'),
    /**
     * Verified: the account is the university's own student or graduate: it matched the academic
     * record (DNI and birth date, or the institutional email), came in through the university's
     * single sign-on, or a staff member said so. Brand settings decide what others may do.
     */
    verificado: boolean('verificado').notNull().default(false),
    verificacionOrigen: text('verificacion_origen', { enum: ['registro', 'sso', 'manual'] }),
    verificadoAt: timestamp('verificado_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('candidates_dni_uq').on(sql`upper(${t.dni})`),
    index('candidates_dni_norm_idx').on(sql`normaliza_dni(${t.dni})`),
    check(
      'candidates_verificacion_ck',
      sql`${t.verificado} = (${t.verificacionOrigen} is not null)`,
    ),
  ],
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
    /** 'registro': from the university's records (read-only); 'alumno': added in the CV. */
    origen: text('origen', { enum: ['registro', 'alumno'] })
      .notNull()
      .default('registro'),
    centro: text('centro'),
    /** For studies from the record: enrolled, graduated, or left without finishing. */
    estadoRegistro: text('estado_registro', { enum: ['matriculado', 'titulado', 'baja'] }),
    curso: integer('curso'),
    creditosTotales: numeric('creditos_totales', { precision: 6, scale: 1 }),
    /** The university's own code of the degree (the record import's key). */
    codigoRegistro: text('codigo_registro'),
  },
  (t) => [
    index('candidate_studies_candidate_idx').on(t.candidateId),
    uniqueIndex('candidate_studies_record_uq')
      .on(t.candidateId, t.idTitulacion)
      .where(sql`${t.origen} = 'registro'`),
    check('candidate_studies_origen_ck', sql`${t.origen} IN ('registro', 'alumno')`),
    check(
      'candidate_studies_dates_ck',
      sql`${t.fechaFin} IS NULL OR ${t.fechaInicio} IS NULL OR ${t.fechaFin} >= ${t.fechaInicio}`,
    ),
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
    certificado: text('certificado'),
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

/**
 * Studies outside the university (addEstudio). Their ids come from the sequence of
 * candidate_studies, so `editEstudio`/`delEstudio {id}` name one study among both tables.
 */
export const candidateOtherStudies = pgTable(
  'candidate_other_studies',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('candidate_studies_id_seq')`),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.userId, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    centro: text('centro').notNull(),
    fechaInicio: date('fecha_inicio'),
    fechaFin: date('fecha_fin'),
    nota: numeric('nota', { precision: 4, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('candidate_other_studies_candidate_idx').on(t.candidateId),
    check(
      'candidate_other_studies_nota_ck',
      sql`${t.nota} IS NULL OR (${t.nota} BETWEEN 1 AND 10)`,
    ),
    check(
      'candidate_other_studies_dates_ck',
      sql`${t.fechaFin} IS NULL OR ${t.fechaInicio} IS NULL OR ${t.fechaFin} >= ${t.fechaInicio}`,
    ),
  ],
);

/** Work experience (profesional.experiencia). */
export const candidateExperience = pgTable(
  'candidate_experience',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.userId, { onDelete: 'cascade' }),
    empresa: text('empresa').notNull(),
    puesto: text('puesto').notNull(),
    fechaInicio: date('fecha_inicio').notNull(),
    fechaFin: date('fecha_fin'),
    descripcion: text('descripcion'),
    idAreaFuncional: integer('id_area_funcional'),
  },
  (t) => [
    index('candidate_experience_candidate_idx').on(t.candidateId, t.fechaInicio),
    check(
      'candidate_experience_dates_ck',
      sql`${t.fechaFin} IS NULL OR ${t.fechaFin} >= ${t.fechaInicio}`,
    ),
  ],
);

/** Skills (competencias), in the candidate's order; one of each name per candidate. */
export const candidateSkills = pgTable(
  'candidate_skills',
  {
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.userId, { onDelete: 'cascade' }),
    posicion: integer('posicion').notNull(),
    nombre: text('nombre').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.candidateId, t.posicion] }),
    uniqueIndex('candidate_skills_name_uq').on(t.candidateId, sql`lower(${t.nombre})`),
    check('candidate_skills_nombre_ck', sql`length(trim(${t.nombre})) > 0`),
  ],
);

/** Computer knowledge: programasInformaticos of the reference list. */
export const candidateComputerSkills = pgTable(
  'candidate_computer_skills',
  {
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.userId, { onDelete: 'cascade' }),
    idPrograma: integer('id_programa').notNull(),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.idPrograma] })],
);

/** Functional areas the candidate is interested in (interes). */
export const candidateInterestAreas = pgTable(
  'candidate_interest_areas',
  {
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.userId, { onDelete: 'cascade' }),
    idAreaFuncional: integer('id_area_funcional').notNull(),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.idAreaFuncional] })],
);

export type CandidateRow = typeof candidates.$inferSelect;

/**
 * A study that still counts: a degree the record says was left stays in the table (its history)
 * but is no longer one of the person's studies, for staff and companies as in the CV.
 */
export const studyCounts = sql`${candidateStudies.estadoRegistro} is distinct from 'baja'`;
