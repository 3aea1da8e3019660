import { z } from 'zod';
import { offerFacetNames, type OfferFacetName } from './offer-facets.ts';
import {
  offerFamilyInputSchema,
  type offerFamilySchema,
  offerItemSchema,
  offerStates,
} from './offers.ts';

export { offerFacetNames, type OfferFacetName };

/** Spanish names of the offer states (idEstado → Estado / estado on the wire). */
export const offerStateNames: Readonly<Record<number, string>> = Object.freeze({
  [offerStates.PENDING]: 'Pendiente de validación',
  [offerStates.ACTIVE]: 'Activa',
  [offerStates.CLOSED]: 'Cerrada',
  [offerStates.REJECTED]: 'Rechazada',
});

/** `GET /api/Alumno/dameOfertasUsuario/:tipo` path parameter. */
export const offerListParamsSchema = z.object({ tipo: offerFamilyInputSchema });
export type OfferListParams = z.infer<typeof offerListParamsSchema>;

/** A list of ids in a query string: repeated (`a=1&a=2`) or comma-separated (`a=1,2`). */
export const idListSchema = z.preprocess(
  (value) =>
    (Array.isArray(value) ? (value as unknown[]) : [value])
      .flatMap((v): unknown[] => (typeof v === 'string' ? v.split(',') : [v]))
      .filter((v) => v !== '' && v !== undefined),
  z.array(z.coerce.number().int().positive()).max(100),
);

const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean(),
);

/** A day as YYYY-MM-DD or dd/mm/yyyy (normalised to YYYY-MM-DD). */
export const isoDaySchema = z
  .string()
  .trim()
  .transform((v) => {
    const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v);
    return m ? `${m[3] ?? ''}-${m[2] ?? ''}-${m[1] ?? ''}` : v;
  })
  .pipe(z.iso.date());

/**
 * Query of the candidate's offer lists (filters, wire names as the spec writes them):
 * - `titulo`: free text over title, description, requirements, company and degree names
 *   (Spanish stemming, accents ignored, typos tolerated); results are ranked and highlighted.
 * - `date`: published in the last N days; `fechainicio`: starting on or after that day.
 * - `provincia`, `titulaciones` and every facet: ids (repeated or comma-separated); an offer
 *   matches a facet when it has any of the given values; different filters combine with AND.
 * - `omitirInscritos`: leave out offers I have applied to; `paraIntermediacion` (or
 *   `filter=intermediacion`, as linked from the intermediation banner): placement-agency offers only.
 * - `facetas=false` skips the facet counts (e.g. "load more" pages).
 */
export const offerListQuerySchema = z.object({
  pagina: z.coerce.number().int().min(1).default(1),
  porPagina: z.coerce.number().int().min(1).max(50).default(10),
  titulo: z.string().trim().max(200).optional(),
  date: z.coerce.number().int().min(1).max(366).optional(),
  fechainicio: isoDaySchema.optional(),
  provincia: idListSchema.optional(),
  omitirInscritos: flag.optional(),
  paraIntermediacion: flag.optional(),
  filter: z.enum(['intermediacion']).optional(),
  facetas: flag.default(true),
  contrato: idListSchema.optional(),
  salario: idListSchema.optional(),
  titulaciones: idListSchema.optional(),
  areasTitulaciones: idListSchema.optional(),
  areaFuncional: idListSchema.optional(),
  tituloPrograma: idListSchema.optional(),
  nivelesTitulaciones: idListSchema.optional(),
  tiposFormacion: idListSchema.optional(),
});
export type OfferListQuery = z.infer<typeof offerListQuerySchema>;

/** One value of a facet and how many offers have it under the other active filters. */
export const facetValueSchema = z.object({
  id: z.number().int(),
  descripcion: z.string(),
  total: z.number().int(),
});
export type FacetValue = z.infer<typeof facetValueSchema>;

export const offerFacetsSchema = z.object(
  Object.fromEntries(offerFacetNames.map((n) => [n, z.array(facetValueSchema)])) as Record<
    OfferFacetName,
    z.ZodArray<typeof facetValueSchema>
  >,
);
export type OfferFacets = z.infer<typeof offerFacetsSchema>;

/** My application on an offer, as shown on list items and sheets (null when I have none). */
export const myApplicationSummarySchema = z.object({
  idCandidatura: z.number().int(),
  idEstado: z.number().int(),
  estado: z.string(),
  /** Accept/reject a pre-enrolment is offered (state 16, or 1 with documents to sign). */
  preinscripcion: z.boolean(),
  puedeRetirarse: z.boolean(),
});
export type MyApplicationSummary = z.infer<typeof myApplicationSummarySchema>;

/**
 * A candidate's list entry: offer item plus my application and, when searching, the
 * title and a description snippet with the matched words in `<mark>` (the rest HTML-escaped).
 */
export const candidateOfferItemSchema = offerItemSchema.extend({
  candidatura: myApplicationSummarySchema.nullable(),
  resaltado: z.object({ titulo: z.string(), descripcion: z.string() }).nullable(),
});
export type CandidateOfferItem = z.infer<typeof candidateOfferItemSchema>;

/** One page of offers (newest first, or best match first when searching) and the facets. */
export const offerListSchema = z.object({
  ofertas: z.array(candidateOfferItemSchema),
  total: z.number().int(),
  pagina: z.number().int(),
  porPagina: z.number().int(),
  facetas: offerFacetsSchema.nullable(),
});
export type OfferList = z.infer<typeof offerListSchema>;

/** Profile of an offer family: idPerfil 1 employment, 2 internships; graduates' internships. */
export function offerProfileOf(familia: z.infer<typeof offerFamilySchema>): {
  idPerfil: 1 | 2;
  paraTitulados: boolean;
} {
  return {
    idPerfil: familia === 'empleo' ? 1 : 2,
    paraTitulados: familia === 'practicastitulados',
  };
}
