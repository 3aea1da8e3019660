import { z } from 'zod';
import {
  invoiceIdParamsSchema,
  invoiceListQuerySchema,
  invoiceSchema,
} from '../portal/invoices.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall, fileResponse } from './define-call.ts';

const tags = ['Facturas'];
const auth = 'empresa';

/** The company's invoices (dameFacturasALTAI;). */
export const invoiceCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/Empresa/dameFacturasALTAI',
    auth,
    summary: "The company's invoices, newest first, filtered by year and state",
    tags,
    query: invoiceListQuerySchema,
    response: z.array(invoiceSchema),
    codes: [Codes.INVALID_INPUT],
  }),
  download: defineCall({
    method: 'GET',
    path: '/api/Empresa/descargaFactura/:id',
    auth,
    summary: 'The PDF of one of the company’s invoices (rendered once, then stored)',
    tags,
    params: invoiceIdParamsSchema,
    response: fileResponse('application/pdf'),
    codes: [Codes.NOT_FOUND],
  }),
};
