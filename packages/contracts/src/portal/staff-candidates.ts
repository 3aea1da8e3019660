import { z } from 'zod';
import { requiredTextSchema } from '../validators/schema-helpers.ts';
import { cvSchema } from './cv.ts';
import { idSchema } from './form-fields.ts';
import { listOrderSchema } from './list-order.ts';
import { exportFormatSchema } from './staff-users.ts';

export const candidateAccountStateSchema = z.enum(['activo', 'bloqueado', 'baja']);

/** The columns the candidate list sorts by (the server orders every page). */
export const staffCandidateSortKeys = ['nombre', 'dni', 'email', 'verificado'] as const;

/** `GET /api/Gestion/dameCandidatos`: search by name, DNI, email and degree. */
export const staffCandidateQuerySchema = z.object({
  texto: z.string().trim().max(150).optional(),
  /** Part of a degree's name. */
  titulacion: z.string().trim().max(150).optional(),
  estado: candidateAccountStateSchema.optional(),
  /** `si`: verified (in the academic record, single sign-on or by hand); `no`: not verified. */
  verificado: z.enum(['si', 'no']).optional(),
  /**
   * `pendiente`: accounts the academic record made that nobody has used yet (no password chosen,
   * no sign-in); `hecha`: every other account.
   */
  activacion: z.enum(['pendiente', 'hecha']).optional(),
  orden: listOrderSchema(staffCandidateSortKeys),
  pagina: z.coerce.number().int().min(1).default(1),
  porPagina: z.coerce.number().int().min(1).max(100).default(20),
});
export type StaffCandidateQuery = z.infer<typeof staffCandidateQuerySchema>;

export const staffCandidateExportQuerySchema = staffCandidateQuerySchema
  .omit({ pagina: true, porPagina: true })
  .extend({ formato: exportFormatSchema });

export const staffCandidateItemSchema = z.object({
  idUsuario: z.number().int(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  dni: z.string().nullable(),
  titulaciones: z.array(z.string()),
  estado: candidateAccountStateSchema,
  solicitudBajaPendiente: z.boolean(),
  verificado: z.boolean(),
  /** Made by the academic record and not used yet: its activation link may need sending again. */
  activacionPendiente: z.boolean(),
});
export type StaffCandidateItem = z.infer<typeof staffCandidateItemSchema>;

export const staffCandidateListSchema = z.object({
  total: z.number().int(),
  candidatos: z.array(staffCandidateItemSchema),
});
export type StaffCandidateList = z.infer<typeof staffCandidateListSchema>;

export const staffCandidateSheetSchema = z.object({
  idUsuario: z.number().int(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  dni: z.string().nullable(),
  telefono: z.string().nullable(),
  estado: candidateAccountStateSchema,
  mensajeBloqueo: z.string().nullable(),
  /** False until the person opens the link mailed at registration (they cannot sign in before). */
  emailConfirmado: z.boolean(),
  /** An account the academic record made that nobody has used yet (no password, no sign-in). */
  activacionPendiente: z.boolean(),
  /** Whether the account is the university's own candidate, how and when it was verified. */
  verificacion: z.object({
    verificado: z.boolean(),
    origen: z.enum(['registro', 'sso', 'manual']).nullable(),
    fecha: z.string().nullable(),
    /** The person's entry in the academic record, if the record has one for this account. */
    enExpediente: z.boolean(),
  }),
  /** ISO instants. */
  alta: z.string(),
  ultimoAcceso: z.string().nullable(),
  /** Null once the person's data were anonymised. */
  cv: cvSchema.nullable(),
  candidaturas: z.array(
    z.object({
      idCandidatura: z.number().int(),
      idOferta: z.number().int(),
      titulo: z.string(),
      empresa: z.string(),
      idEstado: z.number().int(),
      estado: z.string(),
      fecha: z.string(),
    }),
  ),
  practicas: z.array(
    z.object({
      idPractica: z.number().int(),
      titulo: z.string(),
      empresa: z.string(),
      estado: z.string(),
      fechaInicio: z.string(),
      fechaFin: z.string(),
    }),
  ),
  /** Every document of the CV, each in the CV's group, with the staff download call's URL. */
  documentos: z.array(
    z.object({
      idDocumento: z.number().int(),
      nombre: z.string(),
      fecha: z.string(),
      /** The document's type (the candidate's document types), named in Spanish by `tipo`. */
      idTipoDocumento: z.number().int(),
      tipo: z.string(),
      grupo: z.enum(['documentos', 'documentosPrivados', 'documentosProcesos']),
      url: z.string(),
    }),
  ),
  /** The generated CV PDF through the staff call (null once the data were anonymised). */
  urlCV: z.string().nullable(),
  solicitudesBaja: z.array(
    z.object({
      idSolicitud: z.number().int(),
      estado: z.enum(['pendiente', 'tramitada', 'rechazada']),
      fecha: z.string(),
      motivoRechazo: z.string().nullable(),
    }),
  ),
});
export type StaffCandidateSheet = z.infer<typeof staffCandidateSheetSchema>;

export const staffCandidateParamsSchema = z.object({ id: z.coerce.number().int().min(1) });

/** A candidate's document downloaded by staff: the document's id. */
export const staffCandidateDocumentParamsSchema = z.object({
  id: z.coerce.number().int().min(1),
});

export const staffBlockCandidateBodySchema = z.object({
  idUsuario: idSchema,
  /** Shown to the candidate when signing in (code 90). */
  mensaje: requiredTextSchema().max(500),
});
export type StaffBlockCandidateBody = z.infer<typeof staffBlockCandidateBodySchema>;

export const staffCandidateRefBodySchema = z.object({
  idUsuario: idSchema,
  motivo: z.string().trim().max(500).optional(),
});
export type StaffCandidateRefBody = z.infer<typeof staffCandidateRefBodySchema>;

export const staffDeletionDecisionBodySchema = z.object({ idSolicitud: idSchema });
export const staffDeletionRejectBodySchema = z.object({
  idSolicitud: idSchema,
  motivo: requiredTextSchema().max(1000),
});
export type StaffDeletionRejectBody = z.infer<typeof staffDeletionRejectBodySchema>;

/** Verify or un-verify a candidate by hand: audited with its reason, which is required. */
export const staffVerifyCandidateBodySchema = z.object({
  idUsuario: idSchema,
  verificado: z.boolean(),
  motivo: requiredTextSchema().max(500),
});
export type StaffVerifyCandidateBody = z.infer<typeof staffVerifyCandidateBodySchema>;
