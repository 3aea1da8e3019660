import { z } from 'zod';
import {
  billingAccountBodySchema,
  billingAccountDeleteBodySchema,
  billingAccountEditBodySchema,
  billingAccountSchema,
} from '../portal/billing-accounts.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall } from './define-call.ts';

const tags = ['Cuentas de facturación'];
const auth = 'empresa';

/** Billing (fiscal) accounts of the company. */
export const billingAccountCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/Empresa/dameCuentasFacturacion',
    auth,
    summary: "The company's billing accounts, oldest first",
    tags,
    response: z.array(billingAccountSchema),
    codes: [],
  }),
  add: defineCall({
    method: 'POST',
    path: '/api/Empresa/addCuentaFacturacion',
    auth,
    summary: 'Add a billing account (531)',
    description: 'A country that is not in the list is a field error (400).',
    tags,
    body: billingAccountBodySchema,
    response: billingAccountSchema,
    codes: [Codes.INVALID_INPUT, Codes.INVALID_TAX_ID, Codes.INVALID_BIC],
  }),
  edit: defineCall({
    method: 'POST',
    path: '/api/Empresa/editaCuentaFacturacion',
    auth,
    summary: 'Edit one of the billing accounts',
    description: 'An account of another company answers 404 and nothing is written.',
    tags,
    body: billingAccountEditBodySchema,
    response: billingAccountSchema,
    codes: [Codes.INVALID_INPUT, Codes.INVALID_TAX_ID, Codes.INVALID_BIC, Codes.NOT_FOUND],
  }),
  remove: defineCall({
    method: 'POST',
    path: '/api/Empresa/eliminaCuentaFacturacion',
    auth,
    summary: 'Delete one of the billing accounts',
    tags,
    body: billingAccountDeleteBodySchema,
    response: z.null(),
    codes: [Codes.NOT_FOUND],
  }),
};
