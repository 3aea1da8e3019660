import { z } from 'zod';
import { textFieldSchema } from '../validators/schema-helpers.ts';
import { idSchema, optionalFreeTextSchema, optionalIdSchema } from './form-fields.ts';
import { uploadSchema } from './uploads.ts';

/**
 * Documentation for companies ("Documentation sections": agreements, internship annexes,
 * training notes, other documents company document calls). The careers office manages the
 * annexes, the training notes (notas informativas of curricular and extracurricular internships)
 * and the other documents, per audience (students, graduates or both) and optionally per practice
 * programme; companies download them and upload their own documents (adddoc / deldoc).
 */

/** `idTipoDocumentacion` of `/documentacion/{idTipoDocumentacion}`: the section shown first. */
export const documentationSectionIds = {
  convenios: 1,
  anexos: 2,
  notas_informativas: 3,
  otros: 4,
} as const;
export type DocumentationSectionKey = keyof typeof documentationSectionIds;
export const documentationSectionKeys = Object.keys(
  documentationSectionIds,
) as DocumentationSectionKey[];

/** Sections the careers office fills with files (agreements are the company's own). */
export const staffDocumentationSections = ['anexos', 'notas_informativas', 'otros'] as const;
export type StaffDocumentationSection = (typeof staffDocumentationSections)[number];

/** Who a document is for: students' internships, graduates' internships, or both. */
export const documentationAudiences = ['todos', 'estudiantes', 'titulados'] as const;
export type DocumentationAudience = (typeof documentationAudiences)[number];

/** Internship kind a training note applies to (curricular / extracurricular), or any. */
export const documentationModalities = ['curricular', 'extracurricular'] as const;
export type DocumentationModality = (typeof documentationModalities)[number];

/** Filter of the company lists: the route's /estudiantes or /titulados suffix. */
export const documentationAudienceQuerySchema = z.object({
  colectivo: z.enum(['estudiantes', 'titulados']).optional(),
});

/** One file of the careers office's documentation, as a company sees it. */
export const documentationFileSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  descripcion: z.string(),
  colectivo: z.enum(documentationAudiences),
  modalidad: z.enum(documentationModalities).nullable(),
  idPrograma: z.number().int().nullable(),
  programa: z.string().nullable(),
  nombreFichero: z.string(),
  extension: z.string(),
  bytes: z.number().int(),
  fecha: z.string(),
  enlace: z.string(),
});
export type DocumentationFile = z.infer<typeof documentationFileSchema>;

/** dameDocumentosPracticasPorPrograma: other documents grouped by programme (null: general). */
export const programmeDocumentsSchema = z.object({
  idPrograma: z.number().int().nullable(),
  programa: z.string().nullable(),
  documentos: z.array(documentationFileSchema),
});
export type ProgrammeDocuments = z.infer<typeof programmeDocumentsSchema>;

/** A document the company uploaded itself (documentosAportados). */
export const companyDocumentSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  extension: z.string(),
  bytes: z.number().int(),
  fecha: z.string(),
  enlace: z.string(),
});
export type CompanyDocument = z.infer<typeof companyDocumentSchema>;

/** adddoc: the shared upload shape (5 MB, spec extension list, checked by content → 46). */
export const companyDocumentUploadSchema = uploadSchema;

export const documentIdBodySchema = z.object({ id: idSchema });
export const documentIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** damePracticasConDocumentacion: the company's internships with their documents' counts. */
export const internshipWithDocumentsSchema = z.object({
  idPractica: z.number().int(),
  titulo: z.string(),
  alumno: z.string(),
  fechaInicio: z.string(),
  fechaFin: z.string(),
  estado: z.string(),
  documentos: z.number().int(),
  entregados: z.number().int(),
});
export type InternshipWithDocuments = z.infer<typeof internshipWithDocumentsSchema>;

export const internshipDocumentsQuerySchema = z.object({
  idPractica: z.coerce.number().int().positive().optional(),
});

/** dameDocumentosPracticas: documents of the company's internships (requested or delivered). */
export const internshipDocumentItemSchema = z.object({
  id: z.number().int(),
  idPractica: z.number().int(),
  practica: z.string(),
  alumno: z.string(),
  nombre: z.string(),
  descripcion: z.string(),
  solicitado: z.boolean(),
  fechaLimite: z.string().nullable(),
  entregado: z.boolean(),
  fechaEntrega: z.string().nullable(),
  enlace: z.string().nullable(),
});
export type InternshipDocumentItem = z.infer<typeof internshipDocumentItemSchema>;

// ---- Back-office (staff) ----

export const staffDocumentationQuerySchema = z.object({
  seccion: z.enum(staffDocumentationSections).optional(),
  colectivo: z.enum(documentationAudiences).optional(),
  idPrograma: z.coerce.number().int().positive().optional(),
  texto: z.string().trim().max(200).optional(),
});

/** `GET /api/Gestion/exportaDocumentacionEmpresas`: the list as filtered, as CSV or XLSX. */
export const staffDocumentationExportQuerySchema = staffDocumentationQuerySchema.extend({
  formato: z.enum(['csv', 'xlsx']).default('csv'),
});
export type StaffDocumentationExportQuery = z.input<typeof staffDocumentationExportQuerySchema>;

export const staffDocumentationFileSchema = documentationFileSchema.extend({
  seccion: z.enum(staffDocumentationSections),
  orden: z.number().int(),
  actualizado: z.string(),
});
export type StaffDocumentationFile = z.infer<typeof staffDocumentationFileSchema>;

const optionalUpload = z.object({
  ficheroB64ParaAltas: uploadSchema.shape.ficheroB64ParaAltas.optional(),
  extension_adjunto: uploadSchema.shape.extension_adjunto.optional(),
  nombre: uploadSchema.shape.nombre.optional(),
});

/** Fields of a documentation file (the file itself is required on creation, optional on edit). */
const documentationFields = z.object({
  seccion: z.enum(staffDocumentationSections),
  colectivo: z.enum(documentationAudiences).default('todos'),
  modalidad: z.enum(documentationModalities).nullable().optional(),
  idPrograma: optionalIdSchema.nullable(),
  titulo: textFieldSchema(3, 200),
  descripcion: optionalFreeTextSchema(1000),
  orden: z.number().int().min(0).max(9999).optional(),
});

export const staffDocumentationCreateSchema = documentationFields.extend(uploadSchema.shape);
export type StaffDocumentationCreateInput = z.input<typeof staffDocumentationCreateSchema>;

export const staffDocumentationEditSchema = documentationFields
  .extend({ id: idSchema })
  .extend(optionalUpload.shape);
export type StaffDocumentationEditInput = z.input<typeof staffDocumentationEditSchema>;

/** What companies uploaded, for the careers office (filter by company). */
export const staffCompanyDocumentsQuerySchema = z.object({
  idEmpresa: z.coerce.number().int().positive().optional(),
});
export const staffCompanyDocumentSchema = companyDocumentSchema.extend({
  idEmpresa: z.number().int(),
  empresa: z.string(),
});
export type StaffCompanyDocument = z.infer<typeof staffCompanyDocumentSchema>;
