import { z } from 'zod';
import { offerFamilySchema, offerItemSchema, offerStates } from './offers.ts';

/** Spanish names of the offer states (idEstado → Estado / estado on the wire). */
export const offerStateNames: Readonly<Record<number, string>> = Object.freeze({
  [offerStates.PENDING]: 'Pendiente de validación',
  [offerStates.ACTIVE]: 'Activa',
  [offerStates.CLOSED]: 'Cerrada',
  [offerStates.REJECTED]: 'Rechazada',
});

/** `GET /api/Alumno/dameOfertasUsuario/:tipo` path parameter. */
export const offerListParamsSchema = z.object({ tipo: offerFamilySchema });
export type OfferListParams = z.infer<typeof offerListParamsSchema>;

/** Paging of the candidate's offer list (filters and search are added by a later issue). */
export const offerListQuerySchema = z.object({
  pagina: z.coerce.number().int().min(1).default(1),
  porPagina: z.coerce.number().int().min(1).max(50).default(10),
});
export type OfferListQuery = z.infer<typeof offerListQuerySchema>;

/** One page of offers, newest first, and how many match in total. */
export const offerListSchema = z.object({
  ofertas: z.array(offerItemSchema),
  total: z.number().int(),
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
