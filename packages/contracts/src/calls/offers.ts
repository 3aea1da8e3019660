import { z } from 'zod';
import { offerRefParamsSchema } from '../portal/applications.ts';
import {
  offerListParamsSchema,
  offerListQuerySchema,
  offerListSchema,
} from '../portal/offer-search.ts';
import {
  fittingOfferListQuerySchema,
  fittingOfferListSchema,
  offerSheetSchema,
} from '../portal/offer-sheet.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall } from './define-call.ts';

const tags = ['Ofertas'];
const auth = 'alumno';

/** The candidate's offer lists, sheet, fit ranking and counters (candidate GETs). */
export const offerCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/Alumno/dameOfertasUsuario/:tipo',
    auth,
    summary: 'Offers of a family with filters, facets and text search',
    description: 'A family the candidate may not see (conPracticas / conEmpleo) → 403.',
    tags,
    params: offerListParamsSchema,
    query: offerListQuerySchema,
    response: offerListSchema,
    codes: [Codes.FORBIDDEN],
  }),
  sheet: defineCall({
    method: 'GET',
    path: '/api/Alumno/dameOferta/:id',
    auth,
    summary: 'Offer sheet (by id or urlAcceso) with my application and documents to sign',
    description: 'An offer the candidate may not see, and has not applied to, answers 4.',
    tags,
    params: offerRefParamsSchema,
    response: offerSheetSchema,
    codes: [Codes.OFFER_NOT_FOUND],
  }),
  fitting: defineCall({
    method: 'GET',
    path: '/api/Alumno/ofertasEncajanConUsuario',
    auth,
    summary: 'Offers that best fit my CV, each explained',
    tags,
    query: fittingOfferListQuerySchema,
    response: fittingOfferListSchema,
    codes: [],
  }),
  countEmployment: defineCall({
    method: 'GET',
    path: '/api/Alumno/dameNumOfertasEmpleoUsuario',
    auth,
    summary: 'Number of job offers I may see',
    tags,
    response: z.number().int(),
    codes: [],
  }),
  countInternships: defineCall({
    method: 'GET',
    path: '/api/Alumno/dameNumOfertasPracticasUsuario',
    auth,
    summary: 'Number of internship offers (student and graduate) I may see',
    tags,
    response: z.number().int(),
    codes: [],
  }),
};
