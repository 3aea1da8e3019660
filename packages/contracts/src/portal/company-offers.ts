import { z } from 'zod';
import { queryFlagSchema } from './form-fields.ts';
import { offerSheetSchema } from './offer-sheet.ts';
import { companyProcessSchema, offerFamilyInputSchema, offerFamilySchema } from './offers.ts';

/**
 * Filters of "my offers" (misofertas): `estado` (idEstado 1–4), `date` (published in the
 * last N days, as in the candidate's offer search), `titulo` (accent-insensitive words), `type` (family), `omitirLeidos` (only
 * offers with unread candidates), `caducanPronto` (active, application deadline within 7 days),
 * `soloConCandidatos` (at least one live application).
 */
export const companyProcessQuerySchema = z.object({
  estado: z.coerce.number().int().min(1).max(4).optional(),
  date: z.coerce.number().int().min(1).max(366).optional(),
  titulo: z.string().trim().max(150).optional(),
  type: offerFamilyInputSchema.optional(),
  omitirLeidos: queryFlagSchema,
  caducanPronto: queryFlagSchema,
  soloConCandidatos: queryFlagSchema,
});
export type CompanyProcessQuery = z.infer<typeof companyProcessQuerySchema>;

/** Days before the application deadline in which an offer "expires soon". */
export const CADUCA_PRONTO_DIAS = 7;

/** What the company may do with an offer now (state and brand flags): the web shows these buttons. */
export const offerActionsSchema = z.object({
  editar: z.boolean(),
  cerrar: z.boolean(),
  borrar: z.boolean(),
  duplicar: z.boolean(),
  copiarPerfilContrario: z.boolean(),
});
export type OfferActions = z.infer<typeof offerActionsSchema>;

/** An entry of "my offers": the process with its deadline, rejection reason and actions. */
export const companyProcessItemSchema = companyProcessSchema.extend({
  urlAcceso: z.string(),
  fechaFinInscripcion: z.string().nullable(),
  caducada: z.boolean(),
  motivoRechazo: z.string().nullable(),
  acciones: offerActionsSchema,
});
export type CompanyProcessItem = z.infer<typeof companyProcessItemSchema>;

/** Answer of addOferta (506), editaOferta (512) and the copies (506). */
export const offerSavedSchema = z.object({
  idOferta: z.number().int(),
  familia: offerFamilySchema,
  idEstado: z.number().int(),
  Estado: z.string(),
  urlAcceso: z.string(),
});
export type OfferSaved = z.infer<typeof offerSavedSchema>;

/** Answer of cerrarOferta (511): the applications moved to 9 "Oferta cerrada". */
export const offerClosedSchema = z.object({
  idOferta: z.number().int(),
  idEstado: z.number().int(),
  Estado: z.string(),
  candidaturasCerradas: z.number().int(),
});
export type OfferClosed = z.infer<typeof offerClosedSchema>;

/** Answer of deleteOferta (516). */
export const offerDeletedSchema = z.object({
  idOferta: z.number().int(),
  candidaturasCerradas: z.number().int(),
});
export type OfferDeleted = z.infer<typeof offerDeletedSchema>;

const named = z.object({ id: z.number().int(), descripcion: z.string() });

/**
 * `dameDatosProceso/{id}`: the company's offer sheet — every field as the candidate's sheet names
 * it, plus the state, the staff's rejection reason, the candidate counts (per state too), the tutor
 * email, the computer skills and the actions allowed now.
 */
export const companyOfferSheetSchema = offerSheetSchema
  .omit({ candidatura: true, documentosFirma: true })
  .extend({
    idEstado: z.number().int(),
    Estado: z.string(),
    motivoRechazo: z.string().nullable(),
    /** dd/mm/yyyy of the staff decision (validation or rejection), null while pending. */
    fechaValidacion: z.string().nullable(),
    caducada: z.boolean(),
    conocimientosInformaticos: z.array(named),
    numCandidatos: z.number().int(),
    numCandidatosNoLeidos: z.number().int(),
    candidatosPorEstado: z.array(
      z.object({ idEstado: z.number().int(), Estado: z.string(), total: z.number().int() }),
    ),
    acciones: offerActionsSchema,
  });
export type CompanyOfferSheet = z.infer<typeof companyOfferSheetSchema>;

/**
 * `programasDeLaEmpresa`: the active programmes an internship offer may belong to, with the
 * dedication and months the programme requires of it (code 58 otherwise).
 */
export const offerProgrammeOptionSchema = z.object({
  idPrograma: z.number().int(),
  titulo: z.string(),
  dedicacion: z.number().int(),
  /** Allowed durations in months (one or two). */
  meses: z.array(z.number().int()),
});
export type OfferProgrammeOption = z.infer<typeof offerProgrammeOptionSchema>;
