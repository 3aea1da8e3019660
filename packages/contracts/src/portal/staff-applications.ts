import { z } from 'zod';
import { idSchema, optionalFreeTextSchema } from './form-fields.ts';
import { listOrderSchema } from './list-order.ts';
import { offerFamilySchema } from './offers.ts';
import { exportFormats } from './staff-agreements.ts';

/**
 * Applications and internships in the back-office. The careers office moves an
 * application with the same state machine as the company (refused moves answer 14 or 49, nothing
 * is written) and sees its history; internships are listed with the documents requested of them.
 */
/** The columns the application list sorts by (the server orders every page). */
export const staffApplicationSortKeys = ['candidato', 'oferta', 'empresa', 'cambio'] as const;

export const staffApplicationListQuerySchema = z.object({
  idOferta: z.coerce.number().int().positive().optional(),
  idEmpresa: z.coerce.number().int().positive().optional(),
  estado: z.coerce.number().int().min(1).max(99).optional(),
  /** Words of the candidate's name or email, or of the offer's title. */
  texto: z.string().trim().max(150).optional(),
  orden: listOrderSchema(staffApplicationSortKeys),
  pagina: z.coerce.number().int().min(1).default(1),
  porPagina: z.coerce.number().int().min(1).max(100).default(20),
});
export type StaffApplicationListQuery = z.infer<typeof staffApplicationListQuerySchema>;

export const staffApplicationExportQuerySchema = staffApplicationListQuerySchema
  .omit({ pagina: true, porPagina: true })
  .extend({ formato: z.enum(exportFormats).default('xlsx') });
export type StaffApplicationExportQuery = z.infer<typeof staffApplicationExportQuerySchema>;

export const staffApplicationRowSchema = z.object({
  idCandidatura: z.number().int(),
  idOferta: z.number().int(),
  oferta: z.string(),
  familia: offerFamilySchema,
  idEmpresa: z.number().int(),
  empresa: z.string(),
  idCandidato: z.number().int(),
  candidato: z.string(),
  email: z.string(),
  idEstado: z.number().int(),
  Estado: z.string(),
  /** Documents of the pre-enrolment still unsigned. */
  pendienteFirma: z.boolean(),
  /** Applied on, dd/mm/yyyy; last change dd/mm/yyyy. */
  fecha: z.string(),
  fechaCambio: z.string(),
});
export type StaffApplicationRow = z.infer<typeof staffApplicationRowSchema>;

export const staffApplicationListSchema = z.object({
  candidaturas: z.array(staffApplicationRowSchema),
  total: z.number().int(),
});
export type StaffApplicationList = z.infer<typeof staffApplicationListSchema>;

export const staffStateOptionSchema = z.object({ idEstado: z.number().int(), Estado: z.string() });

export const staffApplicationDetailSchema = staffApplicationRowSchema.extend({
  /** The states the machine allows from here (the company's moves). */
  estadosPermitidos: z.array(staffStateOptionSchema),
  historial: z.array(
    z.object({
      idEstado: z.number().int(),
      Estado: z.string(),
      /** dd/mm/yyyy hh:mm (Spain). */
      fecha: z.string(),
      autor: z.string().nullable(),
      comentario: z.string().nullable(),
    }),
  ),
});
export type StaffApplicationDetail = z.infer<typeof staffApplicationDetailSchema>;

export const staffRecordIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const staffChangeApplicationStateBodySchema = z.object({
  idCandidatura: idSchema,
  idEstado: idSchema,
  comentario: optionalFreeTextSchema(1000),
});
export type StaffChangeApplicationStateBody = z.infer<typeof staffChangeApplicationStateBodySchema>;

export const staffInternshipStates = ['pendiente', 'en_curso', 'finalizada', 'cancelada'] as const;

/** The columns the internship list sorts by (the server orders every page). */
export const staffInternshipSortKeys = [
  'practica',
  'candidato',
  'empresa',
  'periodo',
  'documentos',
] as const;

export const staffInternshipListQuerySchema = z.object({
  idEmpresa: z.coerce.number().int().positive().optional(),
  estado: z.enum(staffInternshipStates).optional(),
  texto: z.string().trim().max(150).optional(),
  orden: listOrderSchema(staffInternshipSortKeys),
  pagina: z.coerce.number().int().min(1).default(1),
  porPagina: z.coerce.number().int().min(1).max(100).default(20),
});
export type StaffInternshipListQuery = z.infer<typeof staffInternshipListQuerySchema>;

export const staffInternshipExportQuerySchema = staffInternshipListQuerySchema
  .omit({ pagina: true, porPagina: true })
  .extend({ formato: z.enum(exportFormats).default('xlsx') });
export type StaffInternshipExportQuery = z.infer<typeof staffInternshipExportQuerySchema>;

export const staffInternshipRowSchema = z.object({
  idPractica: z.number().int(),
  titulo: z.string(),
  idEmpresa: z.number().int(),
  empresa: z.string(),
  idCandidato: z.number().int(),
  candidato: z.string(),
  estado: z.enum(staffInternshipStates),
  fechaInicio: z.string(),
  fechaFin: z.string(),
  numDocumentos: z.number().int(),
  /** Requested and not yet delivered. */
  numDocumentosPendientes: z.number().int(),
});
export type StaffInternshipRow = z.infer<typeof staffInternshipRowSchema>;

export const staffInternshipListSchema = z.object({
  practicas: z.array(staffInternshipRowSchema),
  total: z.number().int(),
});
export type StaffInternshipList = z.infer<typeof staffInternshipListSchema>;

export const staffInternshipDetailSchema = staffInternshipRowSchema.extend({
  email: z.string(),
  curricular: z.boolean().nullable(),
  tutorEmpresa: z.string().nullable(),
  tutorAcademico: z.string().nullable(),
  idCandidatura: z.number().int().nullable(),
  documentos: z.array(
    z.object({
      idDocumento: z.number().int(),
      nombre: z.string(),
      descripcion: z.string(),
      solicitado: z.boolean(),
      fechaLimite: z.string().nullable(),
      entregado: z.boolean(),
      fechaEntrega: z.string().nullable(),
      nombreFichero: z.string().nullable(),
      /** The staff download call of the delivered file (null while nothing was delivered). */
      url: z.string().nullable(),
    }),
  ),
});
export type StaffInternshipDetail = z.infer<typeof staffInternshipDetailSchema>;
