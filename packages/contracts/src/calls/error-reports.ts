import { z } from 'zod';
import { Codes } from '../status-codes/codes.ts';
import { errorReportBodySchema } from '../portal/error-reports.ts';
import { defineCall } from './define-call.ts';

const tags = ['Plataforma'];

/** The web client's "send error info" . */
export const errorReportCalls = {
  report: defineCall({
    method: 'POST',
    path: '/api/Publico/reportaError',
    // Public, but a valid token (when sent) identifies the user.
    auth: 'public',
    summary: 'Report a client error',
    tags,
    body: errorReportBodySchema,
    response: z.object({ idInforme: z.number().int() }),
    codes: [Codes.PAYLOAD_TOO_LARGE, Codes.TOO_MANY_REQUESTS],
  }),
};
