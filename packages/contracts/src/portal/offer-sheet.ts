import { z } from 'zod';
import { myApplicationSummarySchema } from './offer-search.ts';
import { offerFamilySchema, offerItemSchema } from './offers.ts';
import { documentToSignSchema } from './applications.ts';
import { domainItemSchema } from './domains.ts';

/** A reference-list entry with its English text where the list has one. */
const named = domainItemSchema;

/** The programme an offer belongs to, as the offer sheet shows it. */
export const offerProgrammeSchema = z.object({
  idPrograma: z.number().int(),
  titulo: z.string(),
  urlAcceso: z.string(),
  dedicacion: z.number().int(),
  meses: z.number().int(),
  adhesionSolicitada: z.boolean(),
});

/**
 * `dameOferta/{id}` (id or urlAcceso): every field of an offer for a candidate. Dates are
 * dd/mm/yyyy; `descripcion` is sanitised HTML; `candidatura` is mine (null when I have none).
 */
export const offerSheetSchema = offerItemSchema.extend({
  familia: offerFamilySchema,
  programaeuropa: z.boolean(),
  textoPerfilOferta: z.string(),
  descripcion: z.string(),
  requisitos: z.string(),
  plazas: z.number().int(),
  localidad: z.string().nullable(),
  sector: named.nullable(),
  tipoContrato: named.nullable(),
  areaFuncional: named.nullable(),
  rangoSalarial: named.nullable(),
  tipoFormacion: named.nullable(),
  remuneracion: z.number().nullable(),
  horasDia: z.number().nullable(),
  diasSemana: z.number().int().nullable(),
  meses: z.number().int().nullable(),
  dedicacion: z.number().int().nullable(),
  creditosMinimos: z.number().int().nullable(),
  fechaFinInscripcion: z.string().nullable(),
  fechaInicio: z.string().nullable(),
  fechaFin: z.string().nullable(),
  paraIntermediacion: z.boolean(),
  requiereCvPropio: z.boolean(),
  nivelEstudiantes: z.enum(['grado', 'posgrado']).nullable(),
  titulaciones: z.array(named),
  idiomas: z.array(z.object({ idioma: named, nivel: named })),
  tutor: z.object({ nombre: z.string(), email: z.string().nullable() }).nullable(),
  datosEmpresa: z.object({
    nombreComercial: z.string(),
    descripcion: z.string(),
    web: z.string().nullable(),
    provincia: z.string().nullable(),
  }),
  programa: offerProgrammeSchema.nullable(),
  candidatura: myApplicationSummarySchema.nullable(),
  documentosFirma: z.array(documentToSignSchema),
  /**
   * The offer is for the university's own students and graduates and my account is not yet
   * verified with its academic record: applying answers 120.
   */
  soloDeLaUniversidad: z.boolean(),
});
export type OfferSheet = z.infer<typeof offerSheetSchema>;

/** How an offer fits my CV: score 0–100 and what matched and what is missing, in Spanish. */
export const offerFitSchema = z.object({
  puntuacion: z.number().int().min(0).max(100),
  cumple: z.array(z.string()),
  falta: z.array(z.string()),
});
export type OfferFit = z.infer<typeof offerFitSchema>;

export const fittingOfferSchema = offerItemSchema.extend({ encaje: offerFitSchema });
export type FittingOffer = z.infer<typeof fittingOfferSchema>;

export const fittingOfferListQuerySchema = z.object({
  pagina: z.coerce.number().int().min(1).default(1),
  porPagina: z.coerce.number().int().min(1).max(50).default(10),
});

export const fittingOfferListSchema = z.object({
  ofertas: z.array(fittingOfferSchema),
  total: z.number().int(),
  pagina: z.number().int(),
  porPagina: z.number().int(),
  /**
   * Only the offers open to everyone: the account is not yet verified with the university's
   * academic record, so internships and offers for its students and graduates are left out
   * (applying to them answers 120).
   */
  soloAbiertasATodos: z.boolean(),
});
export type FittingOfferList = z.infer<typeof fittingOfferListSchema>;
