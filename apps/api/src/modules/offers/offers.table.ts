import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table.ts';
import { users } from '../users/users.table.ts';

import { offerFamilies, offerStates } from '@portal/contracts';

export { offerFamilies, offerStates, type OfferFamily } from '@portal/contracts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Offer text for full-text search: accent-free Spanish stems of the title (weight A), the
 * requirements (B) and the description without HTML tags (C). Stored and GIN-indexed; company and
 * degree names are matched through their own tables (see offers-search.repository.ts).
 */
const searchDocument = sql`setweight(to_tsvector('spanish'::regconfig, f_unaccent(titulo)), 'A') || setweight(to_tsvector('spanish'::regconfig, f_unaccent(requisitos)), 'B') || setweight(to_tsvector('spanish'::regconfig, f_unaccent(regexp_replace(descripcion, '<[^>]*>', ' ', 'g'))), 'C')`;

export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    familia: text('familia', { enum: offerFamilies }).notNull(),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion').notNull(),
    requisitos: text('requisitos').notNull().default(''),
    plazas: integer('plazas').notNull().default(1),
    idSector: integer('id_sector'),
    idTipoContrato: integer('id_tipo_contrato'),
    idAreaFuncional: integer('id_area_funcional'),
    idProvincia: integer('id_provincia'),
    idLocalidad: integer('id_localidad'),
    idRangoSalarial: integer('id_rango_salarial'),
    idTipoFormacion: integer('id_tipo_formacion'),
    curricular: boolean('curricular'),
    paraIntermediacion: boolean('para_intermediacion').notNull().default(false),
    programaEuropa: boolean('programa_europa').notNull().default(false),
    idPrograma: integer('id_programa'),
    estado: integer('estado').notNull().default(offerStates.PENDING),
    motivoRechazo: text('motivo_rechazo'),
    /** The careers office asked the company for changes before validating (still pending). */
    cambiosSolicitados: text('cambios_solicitados'),
    cambiosSolicitadosAt: timestamp('cambios_solicitados_at', { withTimezone: true }),
    fechaPublicacion: timestamp('fecha_publicacion', { withTimezone: true }).notNull().defaultNow(),
    fechaFinInscripcion: date('fecha_fin_inscripcion'),
    fechaInicio: date('fecha_inicio'),
    fechaFin: date('fecha_fin'),
    horasDia: numeric('horas_dia', { precision: 4, scale: 2 }),
    diasSemana: integer('dias_semana'),
    meses: integer('meses'),
    dedicacion: integer('dedicacion'),
    remuneracion: numeric('remuneracion', { precision: 10, scale: 2 }),
    creditosMinimos: integer('creditos_minimos'),
    tutorNombre: text('tutor_nombre'),
    tutorEmail: text('tutor_email'),
    /** Staff decision (validate → 2 or reject → 4): when and by whom. */
    fechaValidacion: timestamp('fecha_validacion', { withTimezone: true }),
    validadaPor: integer('validada_por').references(() => users.id, { onDelete: 'set null' }),
    fechaCierre: timestamp('fecha_cierre', { withTimezone: true }),
    /** Deleted by the company (deleteOferta): hidden from every list, kept for its applications. */
    eliminadaAt: timestamp('eliminada_at', { withTimezone: true }),
    /** The offer this one was duplicated or copied from (copiarOferta, …PerfilContrario). */
    copiadaDe: integer('copiada_de'),
    /** The candidate must have uploaded their own CV to apply (code 55). */
    requiereCvPropio: boolean('requiere_cv_propio').notNull().default(false),
    /** Only undergraduate (18) or only postgraduate (19) students may apply; null = anyone. */
    nivelEstudiantes: text('nivel_estudiantes', { enum: ['grado', 'posgrado'] }),
    searchVector: tsvector('search_vector').generatedAlwaysAs(searchDocument),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offers_company_idx').on(t.companyId),
    index('offers_family_state_idx').on(t.familia, t.estado, t.fechaPublicacion),
    index('offers_search_idx').using('gin', t.searchVector),
    index('offers_titulo_trgm_idx').using('gin', sql`f_unaccent(${t.titulo}) gin_trgm_ops`),
    index('offers_programme_idx').on(t.idPrograma),
    check('offers_estado_ck', sql`${t.estado} IN (1, 2, 3, 4)`),
    check('offers_plazas_ck', sql`${t.plazas} >= 1`),
    check('offers_dias_ck', sql`${t.diasSemana} IS NULL OR ${t.diasSemana} BETWEEN 1 AND 7`),
    check('offers_meses_ck', sql`${t.meses} IS NULL OR ${t.meses} BETWEEN 0 AND 12`),
    check(
      'offers_dedicacion_ck',
      sql`${t.dedicacion} IS NULL OR ${t.dedicacion} BETWEEN 0 AND 100`,
    ),
    check(
      'offers_fechas_ck',
      sql`${t.fechaInicio} IS NULL OR ${t.fechaFin} IS NULL OR ${t.fechaInicio} <= ${t.fechaFin}`,
    ),
  ],
);

/** Degrees an offer is open to (at least one). */
export const offerDegrees = pgTable(
  'offer_degrees',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    idTitulacion: integer('id_titulacion').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.idTitulacion] }),
    index('offer_degrees_degree_idx').on(t.idTitulacion),
  ],
);

export const offerLanguages = pgTable(
  'offer_languages',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    idIdioma: integer('id_idioma').notNull(),
    idNivel: integer('id_nivel').notNull(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.idIdioma] })],
);

export type OfferRow = typeof offers.$inferSelect;
