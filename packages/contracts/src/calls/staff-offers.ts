import {
  staffCloseOfferBodySchema,
  staffEditOfferBodySchema,
  staffOfferClosedSchema,
  staffOfferExportQuerySchema,
  staffRequestOfferChangesBodySchema,
} from '../portal/staff-offers.ts';
import { staffOfferSheetSchema } from '../portal/staff.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall, fileResponse } from './define-call.ts';

const auth = 'gestor';
const tags = ['Gestión: ofertas'];

/**
 * Offers in the back-office beyond validate/reject (staff.ts, kept as they were): edit a pending
 * offer, ask its company for changes, close it, export. Applicants: staffApplicationCalls.list
 * with idOferta.
 */
export const staffOfferCalls = {
  edit: defineCall({
    method: 'POST',
    path: '/api/Gestion/editaOferta',
    auth,
    summary: 'Correct a pending offer before validating it',
    description: 'Not pending → 515 (HTTP 409).',
    tags,
    body: staffEditOfferBodySchema,
    response: staffOfferSheetSchema,
    codes: [Codes.INVALID_INPUT, Codes.OFFER_NOT_FOUND, Codes.SERVER_MESSAGE],
  }),
  requestChanges: defineCall({
    method: 'POST',
    path: '/api/Gestion/pedirCambiosOferta',
    auth,
    summary: 'Ask the company for changes to a pending offer (notification and mail)',
    description: 'The offer stays pending (1). Not pending → 515 (HTTP 409).',
    tags,
    body: staffRequestOfferChangesBodySchema,
    response: staffOfferSheetSchema,
    codes: [Codes.INVALID_INPUT, Codes.OFFER_NOT_FOUND, Codes.SERVER_MESSAGE],
  }),
  close: defineCall({
    method: 'POST',
    path: '/api/Gestion/cerrarOferta',
    auth,
    summary: 'Close a pending or active offer; its open applications end (9)',
    description: 'Closed or rejected → 515 (HTTP 409).',
    tags,
    body: staffCloseOfferBodySchema,
    response: staffOfferClosedSchema,
    codes: [Codes.INVALID_INPUT, Codes.OFFER_NOT_FOUND, Codes.SERVER_MESSAGE],
  }),
  export: defineCall({
    method: 'GET',
    path: '/api/Gestion/exportaOfertas',
    auth,
    summary: 'The filtered offers as XLSX or CSV',
    tags,
    query: staffOfferExportQuerySchema,
    response: fileResponse(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'text/csv',
    ),
    codes: [Codes.INVALID_INPUT],
  }),
};
