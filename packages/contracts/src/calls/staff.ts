import { z } from 'zod';
import { offerRefParamsSchema } from '../portal/applications.ts';
import {
  staffCompanyItemSchema,
  staffOfferDecisionSchema,
  staffOfferListQuerySchema,
  staffOfferListSchema,
  staffOfferSheetSchema,
  staffRejectOfferBodySchema,
  staffValidateCompanyBodySchema,
  staffValidateOfferBodySchema,
} from '../portal/staff.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall } from './define-call.ts';

const tags = ['Gestión (servicio de empleo)'];
const auth = 'gestor';

const offerList = (path: `/api/${string}`, summary: string) =>
  defineCall({
    method: 'GET',
    path,
    auth,
    summary,
    tags,
    query: staffOfferListQuerySchema,
    response: staffOfferListSchema,
    codes: [],
  });

/**
 * The careers office's back-office, role gestor: offers waiting for validation,
 * every offer with filters, validate (→ 2, visible to candidates) or reject with a reason (→ 4),
 * the company notified either way; companies waiting for validation.
 */
export const staffCalls = {
  pendingOffers: offerList(
    '/api/Gestion/dameOfertasPendientes',
    'Offers waiting for validation, oldest first',
  ),
  offers: offerList('/api/Gestion/dameOfertas', 'Every offer, with filters'),
  offer: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameOferta/:id',
    auth,
    summary: 'The whole offer and its company, to review it',
    tags,
    params: offerRefParamsSchema,
    response: staffOfferSheetSchema,
    codes: [Codes.OFFER_NOT_FOUND],
  }),
  validateOffer: defineCall({
    method: 'POST',
    path: '/api/Gestion/validarOferta',
    auth,
    summary: 'Validate a pending offer: it goes live; the company is told',
    description:
      'Not pending, or its company not validated or blocked: 515 (HTTP 409); deadline passed: 92.',
    tags,
    body: staffValidateOfferBodySchema,
    response: staffOfferDecisionSchema,
    codes: [Codes.OFFER_NOT_FOUND, Codes.SERVER_MESSAGE, Codes.DEADLINE_PASSED],
  }),
  rejectOffer: defineCall({
    method: 'POST',
    path: '/api/Gestion/rechazarOferta',
    auth,
    summary: 'Reject a pending offer with the reason the company reads',
    description: 'An offer that is not pending answers 515 (HTTP 409).',
    tags,
    body: staffRejectOfferBodySchema,
    response: staffOfferDecisionSchema,
    codes: [Codes.OFFER_NOT_FOUND, Codes.SERVER_MESSAGE],
  }),
  pendingCompanies: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameEmpresasPendientes',
    auth,
    summary: 'Companies waiting for validation, oldest first',
    tags,
    response: z.array(staffCompanyItemSchema),
    codes: [],
  }),
  validateCompany: defineCall({
    method: 'POST',
    path: '/api/Gestion/validarEmpresa',
    auth,
    summary: 'Validate a company: it may publish; its users are told',
    tags,
    body: staffValidateCompanyBodySchema,
    response: z.null(),
    codes: [Codes.NOT_FOUND],
  }),
};
