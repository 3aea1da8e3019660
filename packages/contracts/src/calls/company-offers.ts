import { z } from 'zod';
import { offerActionBodySchema, offerRefParamsSchema } from '../portal/applications.ts';
import { offerFormSchema, offerFormValuesSchema } from '../portal/company-offer-form.ts';
import {
  companyOfferSheetSchema,
  offerClosedSchema,
  offerDeletedSchema,
  offerProgrammeOptionSchema,
  offerSavedSchema,
} from '../portal/company-offers.ts';
import { offerSheetSchema } from '../portal/offer-sheet.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall } from './define-call.ts';

const tags = ['Ofertas de la empresa'];
const auth = 'empresa';

/** The checks of a saved form: publishing company (9), field errors (400), programme (58). */
const formCodes = [
  Codes.COMPANY_NOT_VALIDATED,
  Codes.INVALID_INPUT,
  Codes.DEDICATION_MISMATCH,
  Codes.ADHESION_REQUIRED,
];
/** An offer that is no longer pending (515, HTTP 409) or has expired (92). */
const notEditableCodes = [Codes.SERVER_MESSAGE, Codes.DEADLINE_PASSED];

/** A pending copy of one of the company's offers (brand flag off: 403). */
const copyCall = (path: `/api/${string}`, summary: string, flag: string) =>
  defineCall({
    method: 'POST',
    path,
    auth,
    summary,
    description: `A new offer pending validation (506); refused with 403 when the brand flag ${flag} is off.`,
    tags,
    body: offerActionBodySchema,
    response: offerSavedSchema,
    codes: [Codes.FORBIDDEN, Codes.OFFER_NOT_FOUND, Codes.COMPANY_NOT_VALIDATED],
  });

/**
 * The company's offers (company calls items 1–4): create, edit while pending,
 * close, delete, duplicate, copy to the opposite profile, and the sheets. The company always comes
 * from the token; an offer of another company answers 404 (code 4).
 */
export const companyOfferCalls = {
  add: defineCall({
    method: 'POST',
    path: '/api/Empresa/addOferta',
    auth,
    summary: 'Create an offer (506), pending validation',
    tags,
    body: offerFormSchema,
    response: offerSavedSchema,
    codes: formCodes,
  }),
  editable: defineCall({
    method: 'GET',
    path: '/api/Empresa/dameOfertaEditable/:id',
    auth,
    summary: 'An offer in the form shape, while it may be edited',
    tags,
    params: offerRefParamsSchema,
    response: offerFormValuesSchema,
    codes: [Codes.OFFER_NOT_FOUND, ...notEditableCodes],
  }),
  edit: defineCall({
    method: 'POST',
    path: '/api/Empresa/editaOferta/:id',
    auth,
    summary: 'Save an offer while pending and not expired (512)',
    tags,
    params: offerRefParamsSchema,
    body: offerFormSchema,
    response: offerSavedSchema,
    codes: [Codes.OFFER_NOT_FOUND, ...notEditableCodes, ...formCodes],
  }),
  close: defineCall({
    method: 'POST',
    path: '/api/Empresa/cerrarOferta',
    auth,
    summary: 'Close an offer (511); its open applications are closed',
    description:
      'Only an active offer closes: a pending, closed or rejected one answers 515 (HTTP 409).',
    tags,
    body: offerActionBodySchema,
    response: offerClosedSchema,
    codes: [Codes.OFFER_NOT_FOUND, Codes.SERVER_MESSAGE],
  }),
  remove: defineCall({
    method: 'POST',
    path: '/api/Empresa/deleteOferta',
    auth,
    summary: 'Delete an offer (516)',
    description: 'Refused with 403 when the brand flag canBorrarOferta is off.',
    tags,
    body: offerActionBodySchema,
    response: offerDeletedSchema,
    codes: [Codes.FORBIDDEN, Codes.OFFER_NOT_FOUND],
  }),
  duplicate: copyCall('/api/Empresa/copiarOferta', 'Duplicate an offer', 'canDuplicarOferta'),
  copyToOppositeProfile: copyCall(
    '/api/Empresa/copiarOfertaPerfilContrario',
    'Copy an offer to the opposite profile',
    'canCopiarOfertaPerfilContrario',
  ),
  sheet: defineCall({
    method: 'GET',
    path: '/api/Empresa/dameDatosProceso/:id',
    auth,
    summary: "The company's sheet of one of its offers",
    tags,
    params: offerRefParamsSchema,
    response: companyOfferSheetSchema,
    codes: [Codes.OFFER_NOT_FOUND],
  }),
  programmes: defineCall({
    method: 'GET',
    path: '/api/Empresa/programasDeLaEmpresa',
    auth,
    summary: 'The active programmes my company joined, which its internship offers may belong to',
    tags,
    response: z.array(offerProgrammeOptionSchema),
    codes: [],
  }),
  asStudent: defineCall({
    method: 'GET',
    path: '/api/Empresa/dameDatosProcesoComoAlumno/:id',
    auth,
    summary: 'One of the company offers exactly as a candidate sees it',
    tags,
    params: offerRefParamsSchema,
    response: offerSheetSchema,
    codes: [Codes.OFFER_NOT_FOUND],
  }),
};
