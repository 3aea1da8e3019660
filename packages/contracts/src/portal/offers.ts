import { z } from 'zod';

export const offerFamilies = ['practicas', 'practicastitulados', 'empleo'] as const;
export const offerFamilySchema = z.enum(offerFamilies);
/**
 * The offer family as a request names it: the spec also writes the graduate internships as
 * `practicas_titulados`, accepted as the same family. Answers always use the enum. (The
 * cast keeps the enum's types: the alias only renames.)
 */
export const offerFamilyInputSchema = z.preprocess(
  (value) => (value === 'practicas_titulados' ? 'practicastitulados' : value),
  offerFamilySchema,
) as unknown as typeof offerFamilySchema;
export type OfferFamily = z.infer<typeof offerFamilySchema>;

export { offerStates } from './offer-states.ts';

/** Spec Offer item (list entry). */
export const offerItemSchema = z.object({
  idOferta: z.number().int(),
  empresa: z.string(),
  titulo: z.string(),
  curricular: z.boolean().nullable(),
  paraTitulados: z.boolean(),
  idperfil: z.number().int(),
  /** The state's id (offerStates): what clients decide on; `estado` is its display name. */
  idEstado: z.number().int(),
  estado: z.string(),
  fecha: z.string(),
  provincia: z.string().nullable(),
  urlAcceso: z.string(),
  documentacionPendienteFirma: z.record(z.string(), z.string()),
});
export type OfferItem = z.infer<typeof offerItemSchema>;

/** Spec Process (company offer), as counted on the company home. */
export const companyProcessSchema = z.object({
  idOferta: z.number().int(),
  titulo: z.string(),
  idEstado: z.number().int(),
  Estado: z.string(),
  idPerfil: z.number().int(),
  paraTitulados: z.boolean(),
  familia: offerFamilySchema,
  fecha: z.string(),
  numCandidatos: z.number().int(),
  numCandidatosNoLeidos: z.number().int(),
});
export type CompanyProcess = z.infer<typeof companyProcessSchema>;
