import { z } from 'zod';
import { companyProcessItemSchema, companyProcessQuerySchema } from '../portal/company-offers.ts';
import { defineCall } from './define-call.ts';

/**
 * The company's offers (processes) with candidate counts, deadline, actions and the filters of
 * "my offers".
 */
export const companyProcessCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/Empresa/dameProcesosEmpleoYpracticas',
    auth: 'empresa',
    summary: "The company's offers with candidate counts and actions",
    tags: ['Ofertas de la empresa'],
    query: companyProcessQuerySchema,
    response: z.array(companyProcessItemSchema),
    codes: [],
  }),
};
