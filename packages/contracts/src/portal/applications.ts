import { z } from 'zod';
import { idListSchema } from './offer-search.ts';
import { offerFamilyInputSchema, offerFamilySchema } from './offers.ts';
import { validationMessages } from '../validators/messages.ts';

/**
 * An offer named by the client: its numeric id or its urlAcceso ("12-practicas-en-…"); the server
 * reads the leading id.
 */
export const offerRefSchema = z
  .union([
    z.number().int().positive(),
    z
      .string()
      .trim()
      .regex(/^\d{1,9}(-[a-z0-9-]*)?$/),
  ])
  .transform((v) => (typeof v === 'number' ? v : Number(v.split('-')[0])));

/** `POST /api/Alumno/inscribirse` and `desinscribirse`: `{ urlOferta }`. */
export const offerActionBodySchema = z.object({ urlOferta: offerRefSchema });
export type OfferActionBody = z.infer<typeof offerActionBodySchema>;

/** `GET …/dameOferta/:id`, `sacaAvisoDeMinimoDeCreditosParaInscribirse/:id`. */
export const offerRefParamsSchema = z.object({ id: offerRefSchema });

/** Answer of inscribirse (mensaje: text of 503). */
export const applyResultSchema = z.object({
  idCandidatura: z.number().int(),
  idOferta: z.number().int(),
  idEstado: z.number().int(),
  estado: z.string(),
  /** No CV document of my own: the company receives the CV generated from my profile (502). */
  cvGenerado: z.boolean(),
});
export type ApplyResult = z.infer<typeof applyResultSchema>;

/** One unmet requirement of code 80 (`datos.requisitos`). */
export const unmetRequirementSchema = z.object({
  tipo: z.enum(['titulacion', 'idioma', 'programaEuropeo']),
  descripcion: z.string(),
});
export type UnmetRequirement = z.infer<typeof unmetRequirementSchema>;

/** `sacaAvisoDeMinimoDeCreditosParaInscribirse/{id}`: warn before applying (code 52). */
export const creditsWarningSchema = z.object({
  aviso: z.boolean(),
  creditosMinimos: z.number().nullable(),
  creditosSuperados: z.number(),
  mensaje: z.string().nullable(),
});
export type CreditsWarning = z.infer<typeof creditsWarningSchema>;

/** A document the candidate must provide (code 11: `datos.documentacionNecesaria`). */
export const requiredDocumentSchema = z.object({
  idTipoDocumento: z.number().int(),
  nombre: z.string(),
  descripcion: z.string(),
});
export type RequiredDocument = z.infer<typeof requiredDocumentSchema>;

/** `faltaDatosNecesariosPorPractica`: fields the internship needs that the CV lacks (518). */
export const internshipDataCheckSchema = z.object({ campos: z.array(z.string()) });
export type InternshipDataCheck = z.infer<typeof internshipDataCheckSchema>;

/** A document of a pre-enrolment to sign: name and signing link (dameLinkFirmaDocumentoPersonal). */
export const documentToSignSchema = z.object({
  idDocumento: z.number().int(),
  nombre: z.string(),
  enlace: z.string(),
  firmado: z.boolean(),
});
export type DocumentToSign = z.infer<typeof documentToSignSchema>;

/** An entry of my applications. */
export const applicationItemSchema = z.object({
  idCandidatura: z.number().int(),
  idOferta: z.number().int(),
  urlOferta: z.string(),
  titulo: z.string(),
  empresa: z.string(),
  familia: offerFamilySchema,
  idperfil: z.number().int(),
  paraTitulados: z.boolean(),
  curricular: z.boolean().nullable(),
  provincia: z.string().nullable(),
  idEstado: z.number().int(),
  estado: z.string(),
  /** Day of application and of the last change, dd/mm/yyyy. */
  fecha: z.string(),
  fechaEstado: z.string(),
  orden: z.number().int(),
  puedeRetirarse: z.boolean(),
  preinscripcion: z.boolean(),
  /** Document name → signing link, for documents still to sign. */
  documentacionPendienteFirma: z.record(z.string(), z.string()),
});
export type ApplicationItem = z.infer<typeof applicationItemSchema>;

/** Query of my applications: states, free text (title, company) and offer family. */
export const applicationListQuerySchema = z.object({
  estado: idListSchema.optional(),
  text: z.string().trim().max(200).optional(),
  type: offerFamilyInputSchema.optional(),
  pagina: z.coerce.number().int().min(1).default(1),
  porPagina: z.coerce.number().int().min(1).max(100).default(20),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

export const applicationListSchema = z.object({
  candidaturas: z.array(applicationItemSchema),
  total: z.number().int(),
  pagina: z.number().int(),
  porPagina: z.number().int(),
});
export type ApplicationList = z.infer<typeof applicationListSchema>;

/** `dameCandidaturasPracticasUsuarioPorEstados`: my internship applications grouped by state. */
export const applicationsByStateSchema = z.array(
  z.object({
    idEstado: z.number().int(),
    estado: z.string(),
    total: z.number().int(),
    candidaturas: z.array(applicationItemSchema),
  }),
);
export type ApplicationsByState = z.infer<typeof applicationsByStateSchema>;

/** `editOrdenCandidaturasAlumno`: my application ids in order of preference (first = 1). */
export const applicationOrderBodySchema = z.object({
  candidaturas: z.array(z.number().int().positive()).min(1).max(200),
});
export type ApplicationOrderBody = z.infer<typeof applicationOrderBodySchema>;

export const applicationIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** One step of an application's history. */
export const applicationHistoryEntrySchema = z.object({
  idEstado: z.number().int(),
  estado: z.string(),
  /** ISO 8601 instant, and the day as dd/mm/yyyy. */
  fechaHora: z.string(),
  fecha: z.string(),
  motivo: z.string().nullable(),
});

/** Application sheet (/mis-candidaturas/{id}). */
export const applicationSheetSchema = applicationItemSchema.extend({
  motivoRechazo: z.string().nullable(),
  documentosFirma: z.array(documentToSignSchema),
  historial: z.array(applicationHistoryEntrySchema),
});
export type ApplicationSheet = z.infer<typeof applicationSheetSchema>;

/** `aceptarPreinscripcion {urlOferta}` and `rechazarPreinscripcion {urlOferta, idMotivo}`. */
export const rejectPreEnrolmentBodySchema = z.object({
  urlOferta: offerRefSchema,
  idMotivo: z.coerce.number().int().positive(),
});
export type RejectPreEnrolmentBody = z.infer<typeof rejectPreEnrolmentBodySchema>;

/** Answer of a pre-enrolment decision: status 0 (519) or 108 with the documents to sign. */
export const preEnrolmentResultSchema = z.object({
  idCandidatura: z.number().int(),
  idEstado: z.number().int(),
  estado: z.string(),
  documentosPendientesFirma: z.array(documentToSignSchema),
});
export type PreEnrolmentResult = z.infer<typeof preEnrolmentResultSchema>;

/** An entry of the estadosCandidaturasAlumno list (`GET /api/Dominios/estadosCandidaturasAlumno`). */
export const applicationStateNameSchema = z.object({
  id: z.number().int(),
  descripcion: z.string(),
  descripcionEn: z.string(),
  final: z.boolean(),
});
export type ApplicationStateName = z.infer<typeof applicationStateNameSchema>;

/** Rejection reason: an entry of tipoMotivoCambioEstadoCandidatura. */
export const rejectionReasonSchema = z.object({
  idMotivo: z.number().int(),
  idEstado: z.number().int(),
  descripcion: z.string(),
});
export type RejectionReason = z.infer<typeof rejectionReasonSchema>;

/**
 * The reject-a-pre-enrolment form (a reason is required): the Select's value, a reason
 * id as text; 'Este campo es requerido' while none is chosen.
 */
export const rejectPreEnrolmentFormSchema = z.object({
  idMotivo: z
    .string({ error: validationMessages.required.mensaje })
    .regex(/^\d+$/, validationMessages.required.mensaje),
});
export type RejectPreEnrolmentForm = z.infer<typeof rejectPreEnrolmentFormSchema>;
