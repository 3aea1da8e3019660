import { z } from 'zod';
import { uploadSchema } from './uploads.ts';

/** A document of an internship: requested (to upload) or delivered (with a download link). */
export const internshipDocumentSchema = z.object({
  idDocumento: z.number().int(),
  nombre: z.string(),
  descripcion: z.string(),
  solicitado: z.boolean(),
  entregado: z.boolean(),
  /** dd/mm/yyyy or null. */
  fechaLimite: z.string().nullable(),
  fechaEntrega: z.string().nullable(),
  nombreFichero: z.string().nullable(),
  url: z.string().nullable(),
});
export type InternshipDocument = z.infer<typeof internshipDocumentSchema>;

const person = z.object({ nombre: z.string(), email: z.string().nullable() });

/** `damePracticasAlumno`: my internships with company, tutors, dates and documents. */
export const internshipSchema = z.object({
  idPractica: z.number().int(),
  titulo: z.string(),
  empresa: z.string(),
  paraTitulados: z.boolean(),
  curricular: z.boolean().nullable(),
  estado: z.enum(['pendiente', 'en_curso', 'finalizada', 'cancelada']),
  estadoTexto: z.string(),
  fechaInicio: z.string(),
  fechaFin: z.string(),
  horasDia: z.number().int().nullable(),
  tutor: person.nullable(),
  tutorAcademico: person.nullable(),
  urlOferta: z.string().nullable(),
  documentos: z.array(internshipDocumentSchema),
});
export type Internship = z.infer<typeof internshipSchema>;

/** /mis-practicas (graduates) or /mis-practicas-estudiante (students); all when absent. */
export const internshipListQuerySchema = z.object({
  tipo: z.enum(['estudiante', 'titulado']).optional(),
});

/** `documentacionDeProcesosSolicitada`: documents requested from me and not yet delivered. */
export const requestedDocumentSchema = z.object({
  idDocumento: z.number().int(),
  idPractica: z.number().int(),
  practica: z.string(),
  nombre: z.string(),
  descripcion: z.string(),
  fechaLimite: z.string().nullable(),
});
export type RequestedDocument = z.infer<typeof requestedDocumentSchema>;

/** `addFicheroPractica`: attach a file to one of my internships. */
export const internshipFileBodySchema = uploadSchema.extend({
  idPractica: z.coerce.number().int().positive(),
});
/** `addDocumentoPractica`: deliver a document an internship requested. */
export const internshipDocumentBodySchema = uploadSchema.extend({
  idDocumento: z.coerce.number().int().positive(),
});
