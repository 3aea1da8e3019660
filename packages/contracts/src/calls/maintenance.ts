import { godModeBodySchema, godModeSchema } from '../portal/maintenance.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall } from './define-call.ts';

/** `/gma2019`: the server checks the operator's maintenance key. */
export const maintenanceCalls = {
  godMode: defineCall({
    method: 'POST',
    path: '/api/Publico/activarModoDios',
    auth: 'public',
    summary: 'Enter god mode with the maintenance key',
    tags: ['Mantenimiento'],
    body: godModeBodySchema,
    response: godModeSchema,
    codes: [Codes.FORBIDDEN, Codes.TOO_MANY_REQUESTS],
  }),
};
