import { z } from 'zod';
import { offerFamilySchema } from './offers.ts';

// Reference lists of `GET /api/Dominios/{list}` (Domain lists Domains). The
// server keeps the data (apps/api/src/modules/domains/data); these are the shapes it answers.

/** The common `{ id, descripcion }` shape of most lists. */
export const domainItemSchema = z.object({
  id: z.number().int(),
  descripcion: z.string(),
  /** The English text, on the lists that carry both languages. */
  descripcionEn: z.string().optional(),
});
export type DomainItem = z.infer<typeof domainItemSchema>;

export const countrySchema = domainItemSchema.extend({
  iso2: z.string(),
  iso3: z.string(),
  numerico: z.string(),
  nombre: z.string(),
  nombreEn: z.string(),
  ue: z.boolean(),
  eee: z.boolean(),
});

/** Spec wire shape of a province: INE municipality code → name in upper case. */
export const provinceWireSchema = z.object({
  idProvincia: z.string(),
  nameProvincia: z.string(),
  localidades: z.record(z.string(), z.string()),
});
export type ProvinceWire = z.infer<typeof provinceWireSchema>;

export const localitySchema = z.object({
  id: z.number().int(),
  idProvincia: z.number().int(),
  nombre: z.string(),
  nombreMostrado: z.string().optional(),
  descripcion: z.string(),
});

export const studyFieldSchema = domainItemSchema.extend({
  ambitoEstudo: z.string(),
  especialidadesAmbitoEstudio: z.array(domainItemSchema),
});

export const degreeSchema = domainItemSchema.extend({
  nivel: z.enum(['grado', 'master', 'doctorado']),
  idAmbito: z.number().int(),
  idEspecialidad: z.number().int(),
  idFacultad: z.number().int(),
  idFacultadesAdicionales: z.array(z.number().int()),
  valeParaPracticasEstudiantes: z.boolean(),
  extinguida: z.boolean(),
});

export const facultySchema = domainItemSchema.extend({ abreviatura: z.string() });

export const educationCentreSchema = domainItemSchema.extend({
  idProvincia: z.number().int(),
  tipo: z.string(),
  localidad: z.string(),
  idLocalidad: z.number().int(),
});

export const stateChangeReasonSchema = z.object({
  idMotivo: z.number().int(),
  idEstado: z.number().int(),
  descripcion: z.string(),
  descripcionEn: z.string().optional(),
});

export const applicationStateItemSchema = domainItemSchema.extend({
  descripcionEn: z.string(),
  final: z.boolean(),
});

export const languageItemSchema = domainItemSchema.extend({
  codigo: z.string(),
  descripcionEn: z.string(),
});

export const monthSchema = domainItemSchema.extend({ descripcionEn: z.string() });
export const jobCallSchema = domainItemSchema.extend({ activa: z.boolean() });
export const computerSkillSchema = domainItemSchema.extend({
  categoria: z.string(),
  /** The category's English name. */
  categoriaEn: z.string(),
});
export const activitySectorSchema = domainItemSchema.extend({ cnae: z.string() });
/** A contract type with the offer families it fits (the offer form offers only those). */
export const contractTypeSchema = domainItemSchema.extend({
  laboral: z.boolean(),
  familias: z.array(offerFamilySchema),
});
export const salaryRangeSchema = domainItemSchema.extend({
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export const companyContactTypeSchema = domainItemSchema.extend({ porDefecto: z.boolean() });

/** Every list by its wire name, as `GET /api/Dominios/{name}` answers it. */
export const domainListSchemas = {
  paises: z.array(countrySchema),
  provincias: z.array(provinceWireSchema),
  localidades: z.array(localitySchema),
  areasFuncionales: z.array(domainItemSchema),
  sectoresActividad: z.array(activitySectorSchema),
  convocatoriasEmpleo: z.array(jobCallSchema),
  tiposContrato: z.array(contractTypeSchema),
  ambitos: z.array(studyFieldSchema),
  titulaciones: z.array(degreeSchema),
  tipoMotivoCambioEstadoCandidatura: z.array(stateChangeReasonSchema),
  estadosCandidaturasAlumno: z.array(applicationStateItemSchema),
  idiomas: z.array(languageItemSchema),
  nivelesIdioma: z.array(languageItemSchema),
  meses: z.array(monthSchema),
  programasInformaticos: z.array(computerSkillSchema),
  tiposFormacion: z.array(domainItemSchema),
  nivelesTitulaciones: z.array(domainItemSchema),
  rangosSalariales: z.array(salaryRangeSchema),
  tiposDocumentacion: z.array(domainItemSchema),
  tiposContactoEmpresa: z.array(companyContactTypeSchema),
  facultades: z.array(facultySchema),
  /** Forum years from 2010 to the current year. */
  aniosForoEmpleo: z.array(domainItemSchema),
};
export type DomainListName = keyof typeof domainListSchemas;

/** `GET /api/Dominios/dominios`: every list at once (without the flat `localidades`). */
export const allDomainsSchema = z.object(domainListSchemas).omit({ localidades: true });

/** The province of a place abroad or not known: the one entry of the list that is not a place name. */
export const UNKNOWN_PROVINCE_ID = 53;

export const provinceParamsSchema = z.object({
  idProvincia: z.coerce.number().int().min(1).max(UNKNOWN_PROVINCE_ID),
});
export const degreeRefSchema = z.object({ idTitulacion: z.coerce.number().int().positive() });
