import { z } from 'zod';
import { domainItemSchema } from './domains.ts';
import { missingOrMalformed, requiredChecks } from '../validators/schema-helpers.ts';
import { uploadSchema } from './uploads.ts';

/**
 * The candidate's CV ("CV" "CV edits"). Wire names are the spec's; payloads the spec
 * gives are kept as written (`editPresentacion {texto}`, `editEnlacePortfolio {enlace}`, …).
 * Identity document, email and social security number are plain text on the wire and checked by
 * the server, so each failure answers its own status code (66/69, 70, 84) with the field in
 * `datos.errores`; the web runs the same validators before sending.
 */

/** yyyy-mm-dd (an ISO calendar date). */
const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'El campo está mal formado')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'El campo está mal formado');

const requiredText = (max: number) =>
  z
    .string({ error: 'Este campo es requerido' })
    .trim()
    .check(...requiredChecks())
    .max(max, { error: 'El campo supera la longitud máxima permitida' });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'El campo supera la longitud máxima permitida' })
    .nullish()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value));

/** CEFR levels a candidate can give for a language (idNivel 1–6), plus native (7). */
export const languageLevels = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'NATIVO'] as const;
export type LanguageLevel = (typeof languageLevels)[number];
export const languageLevelSchema = z.enum(languageLevels, { error: missingOrMalformed });

/** Candidate document kind of a portfolio file (besides tiposDocumentoCandidato 1–6). */
export const PORTFOLIO_DOCUMENT_TYPE = 7;
/** A portfolio file above 2 MB must be replaced by a link. */
export const PORTFOLIO_MAX_BYTES = 2 * 1024 * 1024;
/** Photo: longest side at most 1000 px; larger images are refused, not resized. */
export const PHOTO_MAX_PX = 1000;
export const PHOTO_MAX_BYTES = 5000 * 1024;
export const photoExtensions = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
/** Presentation (rich text, sanitised on the server). */
export const PRESENTATION_MAX_CHARS = 5000;

/** Sections of the CV page, in order; completeness items point at one of them. */
export const cvSections = [
  'personales',
  'academicos',
  'idiomas',
  'profesional',
  'competencias',
  'documentos',
  'preferencias',
  'presentacion',
  'portfolio',
] as const;
export type CvSection = (typeof cvSections)[number];

/**
 * Per-field flags the brand sets for personal, academic and experience data. A required field is necessarily visible and editable. Name and surnames (from the
 * university's records) and the data every entry needs (a study's title, an experience's company,
 * post and start date) are not configurable.
 */
export const cvFieldFlagsSchema = z
  .object({
    visible: z.boolean(),
    editable: z.boolean(),
    obligatorio: z.boolean(),
  })
  .refine((f) => !f.obligatorio || (f.visible && f.editable), {
    message: 'Un campo obligatorio debe ser visible y editable',
    path: ['obligatorio'],
  });
export type CvFieldFlags = z.infer<typeof cvFieldFlagsSchema>;

/** Personal data the candidate edits (editDatosPersonales, editDatosEmail). */
export const cvPersonalFields = [
  'DNI',
  'email',
  'telefono',
  'fechaNacimiento',
  'idPaisNacionalidad',
  'idProvincia',
  'idLocalidad',
  'numeroSeguridadSocial',
] as const;
export type CvPersonalField = (typeof cvPersonalFields)[number];
/** Optional data of a study the candidate adds (addEstudio, addEstudioUniversidad, editEstudio). */
export const cvStudyFields = ['centro', 'fechaInicio', 'fechaFin', 'nota'] as const;
export type CvStudyField = (typeof cvStudyFields)[number];
/** Optional data of a work experience (addExperiencia, editExperiencia). */
export const cvExperienceFields = ['fechaFin', 'descripcion', 'idAreaFuncional'] as const;
export type CvExperienceField = (typeof cvExperienceFields)[number];

const flags = (visible: boolean, editable: boolean, obligatorio: boolean): CvFieldFlags => ({
  visible,
  editable,
  obligatorio,
});

/**
 * Default brand flags: today's behaviour. DNI, contact email, phone and nationality are required;
 * the rest is optional. The social security number of students is required by the completeness
 * rules rather than by this flag, since it depends on the candidate's profile.
 */
export const defaultCvFieldSettings = {
  personales: {
    DNI: flags(true, true, true),
    email: flags(true, true, true),
    telefono: flags(true, true, true),
    fechaNacimiento: flags(true, true, false),
    idPaisNacionalidad: flags(true, true, true),
    idProvincia: flags(true, true, false),
    idLocalidad: flags(true, true, false),
    numeroSeguridadSocial: flags(true, true, false),
  },
  academicos: {
    centro: flags(true, true, false),
    fechaInicio: flags(true, true, false),
    fechaFin: flags(true, true, false),
    nota: flags(true, true, false),
  },
  experiencia: {
    fechaFin: flags(true, true, false),
    descripcion: flags(true, true, false),
    idAreaFuncional: flags(true, true, false),
  },
} satisfies {
  personales: Record<CvPersonalField, CvFieldFlags>;
  academicos: Record<CvStudyField, CvFieldFlags>;
  experiencia: Record<CvExperienceField, CvFieldFlags>;
};

/** One group: every field of it, each defaulting to its default flags (a partial group is filled). */
function groupSchema<const F extends string>(
  fields: readonly F[],
  defaults: Record<F, CvFieldFlags>,
): z.ZodType<Record<F, CvFieldFlags>, Partial<Record<F, CvFieldFlags>> | undefined> {
  const shape = Object.fromEntries(
    fields.map((field) => [field, cvFieldFlagsSchema.default(defaults[field])]),
  );
  // Every key is present in `defaults`; the generic record type is beyond zod's inference.
  return z.object(shape).default(defaults) as unknown as z.ZodType<
    Record<F, CvFieldFlags>,
    Partial<Record<F, CvFieldFlags>> | undefined
  >;
}

/** `camposCv` of the brand settings and `campos` of dameCvUsuario. */
export const cvFieldSettingsSchema = z.object({
  personales: groupSchema(cvPersonalFields, defaultCvFieldSettings.personales),
  academicos: groupSchema(cvStudyFields, defaultCvFieldSettings.academicos),
  experiencia: groupSchema(cvExperienceFields, defaultCvFieldSettings.experiencia),
});
export type CvFieldSettings = z.infer<typeof cvFieldSettingsSchema>;
export type CvFieldGroup = keyof CvFieldSettings;

// ---------------------------------------------------------------------------------------------
// dameCvUsuario
// ---------------------------------------------------------------------------------------------

/**
 * A field the brand hides (`camposCv`, visible false) travels as null, here, in the company's view
 * of an applicant and in the PDF: the server never sends what the brand hides.
 */
export const cvPersonalSchema = z.object({
  nombre: z.string(),
  apellidos: z.string(),
  /**
   * Where the name comes from: the university's academic record (`expediente`), the university
   * account of single sign-on (`universidad`) or what the candidate typed when registering
   * (`cuenta`). The CV says "from the record" only for the first.
   */
  origenNombre: z.enum(['expediente', 'universidad', 'cuenta']),
  DNI: z.string().nullable(),
  /** Contact email (the account's address until the candidate gives another); null when hidden. */
  email: z.string().nullable(),
  /** The university account's address (read-only). */
  emailEstudiante: z.string(),
  comunicacionesEnEmailEstudiante: z.boolean(),
  telefono: z.string().nullable(),
  fechaNacimiento: z.string().nullable(),
  /** Null only when the brand hides the nationality. */
  idPaisNacionalidad: z.number().int().nullable(),
  nacionalidad: z.string().nullable(),
  idProvincia: z.number().int().nullable(),
  provincia: z.string().nullable(),
  idLocalidad: z.number().int().nullable(),
  localidad: z.string().nullable(),
  numeroSeguridadSocial: z.string().nullable(),
});
export type CvPersonal = z.infer<typeof cvPersonalSchema>;

export const cvStudySchema = z.object({
  id: z.number().int(),
  idTitulacion: z.number().int().nullable(),
  titulo: z.string(),
  centro: z.string().nullable(),
  /** From the university's records: read-only. */
  deLaUniversidad: z.boolean(),
  /** The candidate may edit and delete it (added by them, not from the records). */
  editable: z.boolean(),
  enCurso: z.boolean(),
  fechaInicio: z.string().nullable(),
  fechaFin: z.string().nullable(),
  nota: z.number().nullable(),
  creditosSuperados: z.number().nullable(),
  /** The degree's credits, as the university's record gives them (null outside the record). */
  creditosTotales: z.number().nullable(),
  /** The year of the degree the record says the student is in (null outside the record). */
  curso: z.number().int().nullable(),
});
export type CvStudy = z.infer<typeof cvStudySchema>;

export const cvExperienceSchema = z.object({
  id: z.number().int(),
  empresa: z.string(),
  puesto: z.string(),
  fechaInicio: z.string(),
  fechaFin: z.string().nullable(),
  descripcion: z.string().nullable(),
  idAreaFuncional: z.number().int().nullable(),
  areaFuncional: z.string().nullable(),
});
export type CvExperience = z.infer<typeof cvExperienceSchema>;

export const cvLanguageSchema = z.object({
  /** The language entry (equals idIdioma: one entry per language). */
  id: z.number().int(),
  idIdioma: z.number().int(),
  idioma: z.string(),
  nivel: z.string(),
  certificado: z.string().nullable(),
});
export type CvLanguage = z.infer<typeof cvLanguageSchema>;

/** A reference-list entry of the CV, with its English text where the list has one. */
export const cvNamedItemSchema = domainItemSchema;

export const cvInterestSchema = z.object({
  areasFuncionales: z.array(cvNamedItemSchema),
  movilidadGeografica: z.boolean(),
  competencias: z.array(z.string()),
  programasInformaticos: z.array(cvNamedItemSchema),
  otrosConocimientosInformaticos: z.string().nullable(),
});
export type CvInterest = z.infer<typeof cvInterestSchema>;

export const cvProfessionalSchema = z.object({
  experiencia: z.array(cvExperienceSchema),
  situacionLaboral: z.string().nullable(),
  carnetConducir: z.boolean(),
  vehiculoPropio: z.boolean(),
});

export const cvDocumentSchema = z.object({
  id: z.number().int(),
  idTipoDocumento: z.number().int(),
  tipo: z.string(),
  nombre: z.string(),
  fecha: z.string(),
  bytes: z.number().int(),
  url: z.string(),
});
export type CvDocument = z.infer<typeof cvDocumentSchema>;

export const cvMissingItemSchema = z.object({
  /** Field or block missing, e.g. `numeroSeguridadSocial`, `academicos`, `idiomas`. */
  campo: z.string(),
  seccion: z.enum(cvSections),
  /** Required to apply (540) rather than only recommended (534). */
  obligatorio: z.boolean(),
});
export type CvMissingItem = z.infer<typeof cvMissingItemSchema>;

export const cvCompletenessSchema = z.object({
  porcentaje: z.number().int().min(0).max(100),
  /** Nothing required is missing (no 540 prompt). */
  obligatoriosCompletos: z.boolean(),
  /** Nothing at all is missing (no 534 prompt). */
  completo: z.boolean(),
  faltan: z.array(cvMissingItemSchema),
});
export type CvCompleteness = z.infer<typeof cvCompletenessSchema>;

export const cvSchema = z.object({
  personales: cvPersonalSchema,
  academicos: z.array(cvStudySchema),
  profesional: cvProfessionalSchema,
  idiomas: z.array(cvLanguageSchema),
  interes: cvInterestSchema,
  documentos: z.array(cvDocumentSchema),
  documentosPrivados: z.array(cvDocumentSchema),
  documentosProcesos: z.array(cvDocumentSchema),
  urlCV: z.string(),
  urlImagenPerfil: z.string().nullable(),
  tienePermisoTrabajo: z.boolean(),
  necesitaPermisoTrabajo: z.boolean(),
  idPeriodoPreferenciaPracticas: z.number().int().nullable(),
  busquedaPracticasActiva: z.boolean(),
  busquedaTrabajoActiva: z.boolean(),
  presentacion: z.string().nullable(),
  enlacePortfolio: z.string().nullable(),
  conPracticas: z.boolean(),
  conEmpleo: z.boolean(),
  /**
   * The university's academic record knows me (matched at registration, single sign-on, or
   * verified by the careers office); without it the brand may open only job offers to me (120).
   */
  verificado: z.boolean(),
  completitud: cvCompletenessSchema,
  campos: cvFieldSettingsSchema,
});
export type Cv = z.infer<typeof cvSchema>;

/** Internship periods a student may prefer (idPeriodoPreferencia). */
export const periodosPreferenciaPracticas = [
  { id: 1, descripcion: 'Primer cuatrimestre', descripcionEn: 'First term' },
  { id: 2, descripcion: 'Segundo cuatrimestre', descripcionEn: 'Second term' },
  { id: 3, descripcion: 'Verano', descripcionEn: 'Summer' },
  { id: 4, descripcion: 'Indiferente', descripcionEn: 'Any' },
] as const;

export const situacionesLaborales = ['desempleado', 'trabajando', 'estudiando'] as const;

/** dameTitulacionesActuales: the degrees the candidate is studying now (university records). */
export const currentDegreeSchema = z.object({
  idTitulacion: z.number().int(),
  titulacion: z.string(),
  creditosSuperados: z.number(),
});
export type CurrentDegree = z.infer<typeof currentDegreeSchema>;

// ---------------------------------------------------------------------------------------------
// Edits
// ---------------------------------------------------------------------------------------------

export const cvIdSchema = z.object({ id: z.coerce.number().int().positive() });
export const cvAddedSchema = z.object({ id: z.number().int() });

/** Whether each field is required or may be changed is the brand's (`camposCv`), checked by the server. */
/**
 * A field the brand hides reaches the candidate as null and may come back as null (or empty): it
 * then keeps its stored value. A hidden field given another value is refused (403).
 */
export const editPersonalBodySchema = z.object({
  DNI: optionalText(20),
  telefono: optionalText(30),
  fechaNacimiento: isoDateSchema.nullish().transform((v) => v ?? null),
  /** Null only for a nationality the brand hides (kept as stored). */
  idPaisNacionalidad: z.coerce.number().int().positive().nullable(),
  idProvincia: z.coerce
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  idLocalidad: z.coerce
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  numeroSeguridadSocial: optionalText(20),
});
export type EditPersonalBody = z.infer<typeof editPersonalBodySchema>;

export const editEmailBodySchema = z.object({
  /** Null only for a contact email the brand hides (kept as stored). */
  email: requiredText(254).nullable(),
  comunicacionesEnEmailEstudiante: z.boolean(),
});

const studyDates = <T extends { fechaInicio?: string | null; fechaFin?: string | null }>(
  value: T,
  ctx: z.core.$RefinementCtx<T>,
) => {
  if (value.fechaInicio && value.fechaFin && value.fechaFin < value.fechaInicio) {
    ctx.addIssue({
      code: 'custom',
      path: ['fechaFin'],
      message: 'La fecha de fin no puede ser anterior a la de inicio',
      params: { codigo: 'end_before_start' },
    });
  }
};

const notaSchema = z.coerce
  .number({ error: 'El campo está mal formado' })
  .min(1, { error: 'El valor está fuera del rango permitido' })
  .max(10, { error: 'El valor está fuera del rango permitido' })
  .nullish()
  .transform((v) => v ?? null);

const studyFieldsSchema = z.object({
  centro: optionalText(200),
  fechaInicio: isoDateSchema.nullish().transform((v) => v ?? null),
  fechaFin: isoDateSchema.nullish().transform((v) => v ?? null),
  nota: notaSchema,
});

/** addEstudio: a study outside the university. */
export const addStudyBodySchema = studyFieldsSchema
  .extend({ titulo: requiredText(200), centro: requiredText(200) })
  .superRefine(studyDates);
export type AddStudyBody = z.infer<typeof addStudyBodySchema>;

/** addEstudioUniversidad: a degree of this university missing from the records. */
export const addUniversityStudyBodySchema = studyFieldsSchema
  .extend({ idTitulacion: z.coerce.number().int().positive() })
  .superRefine(studyDates);
export type AddUniversityStudyBody = z.infer<typeof addUniversityStudyBodySchema>;

export const editStudyBodySchema = studyFieldsSchema
  .extend({
    id: z.coerce.number().int().positive(),
    titulo: requiredText(200).optional(),
  })
  .superRefine(studyDates);
export type EditStudyBody = z.infer<typeof editStudyBodySchema>;

/** delEstudio: one study (`id`) or several at once (`ids`). */
export const deleteStudyBodySchema = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    ids: z.array(z.coerce.number().int().positive()).min(1).max(50).optional(),
  })
  .refine((v) => v.id !== undefined || v.ids !== undefined, {
    message: 'Este campo es requerido',
    path: ['id'],
  });
export type DeleteStudyBody = z.infer<typeof deleteStudyBodySchema>;

export const addLanguageBodySchema = z.object({
  idIdioma: z.coerce.number().int().positive(),
  nivel: languageLevelSchema,
  certificado: optionalText(200),
});
export type AddLanguageBody = z.infer<typeof addLanguageBodySchema>;
export const editLanguageBodySchema = z.object({
  id: z.coerce.number().int().positive(),
  nivel: languageLevelSchema,
  certificado: optionalText(200),
});
export type EditLanguageBody = z.infer<typeof editLanguageBodySchema>;

const experienceFieldsSchema = z.object({
  empresa: requiredText(200),
  puesto: requiredText(200),
  fechaInicio: isoDateSchema,
  fechaFin: isoDateSchema.nullish().transform((v) => v ?? null),
  descripcion: optionalText(4000),
  idAreaFuncional: z.coerce
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
});
export const addExperienceBodySchema = experienceFieldsSchema.superRefine(studyDates);
export type AddExperienceBody = z.infer<typeof addExperienceBodySchema>;
export const editExperienceBodySchema = experienceFieldsSchema
  .extend({ id: z.coerce.number().int().positive() })
  .superRefine(studyDates);
export type EditExperienceBody = z.infer<typeof editExperienceBodySchema>;

export const editProfessionalBodySchema = z.object({
  situacionLaboral: z
    .enum(situacionesLaborales)
    .nullish()
    .transform((v) => v ?? null),
  carnetConducir: z.boolean(),
  vehiculoPropio: z.boolean(),
});
export type EditProfessionalBody = z.infer<typeof editProfessionalBodySchema>;

export const editInterestBodySchema = z.object({
  areasFuncionales: z.array(z.coerce.number().int().positive()).max(20),
  movilidadGeografica: z.boolean(),
});
export type EditInterestBody = z.infer<typeof editInterestBodySchema>;

export const editSkillsBodySchema = z.object({
  competencias: z.array(requiredText(100)).max(30),
});
export const editComputerSkillsBodySchema = z.object({
  programasInformaticos: z.array(z.coerce.number().int().positive()).max(60),
  otros: optionalText(1000),
});
export type EditComputerSkillsBody = z.infer<typeof editComputerSkillsBodySchema>;

export const editWorkPermitBodySchema = z.object({ permiso: z.boolean() });
export const editPhotoBodySchema = z.object({
  extension: z
    .string()
    .trim()
    .toLowerCase()
    .transform((e) => e.replace(/^\./, '')),
  ficheroB64: z
    .string()
    .min(1, { error: 'Este campo es requerido' })
    .max(Math.ceil((PHOTO_MAX_BYTES * 4) / 3) + 64),
});
export type EditPhotoBody = z.infer<typeof editPhotoBodySchema>;
export const editPortfolioLinkBodySchema = z.object({
  enlace: z
    .string()
    .trim()
    .max(2048)
    .nullish()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v)),
});
export const editPreferredPeriodBodySchema = z.object({
  idPeriodoPreferencia: z.coerce
    .number()
    .int()
    .min(1)
    .max(periodosPreferenciaPracticas.length)
    .nullable(),
});
export const editActiveSearchBodySchema = z.object({ activa: z.boolean() });
export const editPresentationBodySchema = z.object({
  texto: z.string().max(PRESENTATION_MAX_CHARS * 4, {
    error: 'El campo supera la longitud máxima permitida',
  }),
});

/** addDocPortfolio: a portfolio file (documents of other kinds go through addDoc). */
export const portfolioUploadSchema = uploadSchema;
export type PortfolioUpload = z.infer<typeof portfolioUploadSchema>;

/** Path parameter of the company's CV calls: the application. */
export const cvApplicationParamsSchema = z.object({
  idCandidatura: z.coerce.number().int().positive(),
});
