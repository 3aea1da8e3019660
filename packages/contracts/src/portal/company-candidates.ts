import { z } from 'zod';
import { idSchema, optionalFreeTextSchema, queryFlagSchema } from './form-fields.ts';

/** A state an application can be moved to, with its name (estadosCandidaturasAlumno). */
export const applicationStateOptionSchema = z.object({
  idEstado: z.number().int(),
  Estado: z.string(),
});
export type ApplicationStateOption = z.infer<typeof applicationStateOptionSchema>;

/**
 * A candidate of one of the company's offers (`dameCandidatosProceso/{id}`). `leida` says whether
 * the company has opened the CV; `cvVisible` is false while the candidate still has documents of a
 * pre-enrolment to sign (the CV and the contact data stay hidden until then); `transiciones` are
 * the states the company may move the application to now (empty in a final state).
 */
export const companyCandidateSchema = z.object({
  idCandidatura: z.number().int(),
  idOferta: z.number().int(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string().nullable(),
  telefono: z.string().nullable(),
  titulaciones: z.array(z.string()),
  provincia: z.string().nullable(),
  idEstado: z.number().int(),
  Estado: z.string(),
  /** Day of the application, dd/mm/yyyy. */
  fecha: z.string(),
  /** Day of the last state change, dd/mm/yyyy. */
  fechaEstado: z.string(),
  leida: z.boolean(),
  cvVisible: z.boolean(),
  transiciones: z.array(applicationStateOptionSchema),
});
export type CompanyCandidate = z.infer<typeof companyCandidateSchema>;

/** Filters of an offer's candidates: by state, or only the unread ones. */
export const companyCandidatesFilterSchema = z.object({
  estado: z.coerce.number().int().min(1).max(99).optional(),
  soloNoLeidos: queryFlagSchema,
});

/**
 * One page of an offer's candidates: an offer may have thousands, and the screen shows them a
 * page at a time (the export gives the whole filtered list).
 */
export const companyCandidatesQuerySchema = companyCandidatesFilterSchema.extend({
  pagina: z.coerce.number().int().min(1).default(1),
  porPagina: z.coerce.number().int().min(1).max(100).default(50),
});
export type CompanyCandidatesQuery = z.infer<typeof companyCandidatesQuerySchema>;

/** A page of an offer's candidates, newest application first, with the filtered total. */
export const companyCandidatesPageSchema = z.object({
  candidatos: z.array(companyCandidateSchema),
  total: z.number().int(),
  pagina: z.number().int(),
  porPagina: z.number().int(),
});
export type CompanyCandidatesPage = z.infer<typeof companyCandidatesPageSchema>;

/** `exportaCandidatosProceso/{id}`: the same list, every page, as a CSV or XLSX file. */
export const candidateExportQuerySchema = companyCandidatesFilterSchema.extend({
  formato: z.enum(['csv', 'xlsx']).default('csv'),
});
export type CandidateExportQuery = z.infer<typeof candidateExportQuerySchema>;

/** Column headings of the export, in order. */
export const candidateExportColumns = [
  'Nombre',
  'Apellidos',
  'Email',
  'Teléfono',
  'Titulaciones',
  'Provincia',
  'Estado',
  'Fecha de inscripción',
  'Último cambio de estado',
  'CV leído',
] as const;

/**
 * `cambiaEstadoCandidatura`: the application, the new state and an optional message for the
 * candidate (added to the notification and kept in the application's history).
 */
export const changeApplicationStateBodySchema = z.object({
  idCandidatura: idSchema,
  idEstado: idSchema,
  mensaje: optionalFreeTextSchema(1000),
});
export type ChangeApplicationStateBody = z.input<typeof changeApplicationStateBodySchema>;

/** `dameCandidato/{id}`: id of the application. */
export const applicationParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/**
 * The CV a company sees for an application to one of its offers (`dameCandidato/{id}`), in the
 * CV's section names: personales, academicos, idiomas, presentacion, enlacePortfolio; and
 * the application with its history and the states it may move to.
 */
export const candidateCvSchema = z.object({
  candidatura: z.object({
    idCandidatura: z.number().int(),
    idOferta: z.number().int(),
    tituloOferta: z.string(),
    urlOferta: z.string(),
    idEstado: z.number().int(),
    Estado: z.string(),
    fecha: z.string(),
    transiciones: z.array(applicationStateOptionSchema),
    historial: z.array(
      z.object({
        idEstado: z.number().int(),
        Estado: z.string(),
        fecha: z.string(),
        comentario: z.string().nullable(),
      }),
    ),
  }),
  /** Built from the candidate's CV: a field the brand hides (`camposCv`) is null here too. */
  personales: z.object({
    nombre: z.string(),
    apellidos: z.string(),
    email: z.string().nullable(),
    telefono: z.string().nullable(),
    fechaNacimiento: z.string().nullable(),
    nacionalidad: z.string().nullable(),
    provincia: z.string().nullable(),
    localidad: z.string().nullable(),
    tienePermisoTrabajo: z.boolean(),
  }),
  academicos: z.array(
    z.object({
      titulacion: z.string(),
      deLaUniversidad: z.boolean(),
      enCurso: z.boolean(),
      /** Null for a study outside the university. */
      creditosSuperados: z.number().nullable(),
      notaMedia: z.number().nullable(),
      fechaInicio: z.string().nullable(),
      fechaFin: z.string().nullable(),
    }),
  ),
  idiomas: z.array(z.object({ idioma: z.string(), nivel: z.string() })),
  presentacion: z.string().nullable(),
  enlacePortfolio: z.string().nullable(),
  /** The candidate's own CV and academic record files (documentoCandidato/{idCandidatura}/{id}). */
  documentos: z.array(
    z.object({
      idDocumento: z.number().int(),
      idTipoDocumento: z.number().int(),
      tipo: z.string(),
      nombre: z.string(),
      bytes: z.number().int(),
    }),
  ),
});
export type CandidateCv = z.infer<typeof candidateCvSchema>;

/**
 * Kinds of a candidate's documents a company sees with the CV (own CV, academic record); the
 * others (social security, work permit, registration) are for the careers office only.
 */
export const documentTypesForCompanies: readonly number[] = [1, 5];

/** `documentoCandidato/{idCandidatura}/{idDocumento}`: one of those files. */
export const candidateDocumentParamsSchema = z.object({
  idCandidatura: z.coerce.number().int().positive(),
  idDocumento: z.coerce.number().int().positive(),
});
