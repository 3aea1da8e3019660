import {
  outboxItemSchema,
  outboxListSchema,
  outboxQuerySchema,
  outboxRefParamsSchema,
  outboxResendBodySchema,
} from '../portal/outbox.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall } from './define-call.ts';

const tags = ['Gestión (servicio de empleo)'];
const auth = 'admin';

/**
 * Outgoing mail (and webhook calls): what is waiting and what failed, and sending one again.
 * Administrators only: recipients are personal data. Bodies are never shown (they may hold
 * one-time links).
 */
export const staffOutboxCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameCorreoSaliente',
    auth,
    summary: 'Outgoing messages by state: failed first, then waiting, then the rest; newest first',
    tags,
    query: outboxQuerySchema,
    response: outboxListSchema,
    codes: [],
  }),
  detail: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameCorreoSaliente/:id',
    auth,
    summary: 'One outgoing message: recipient, subject, state, attempts, last error',
    tags,
    params: outboxRefParamsSchema,
    response: outboxItemSchema,
    codes: [Codes.NOT_FOUND],
  }),
  resend: defineCall({
    method: 'POST',
    path: '/api/Gestion/reenviarCorreoSaliente',
    auth,
    summary: 'Send a waiting or failed message again now (its attempts are kept; audited)',
    description: '515 (409) when the message was already delivered or is being sent.',
    tags,
    body: outboxResendBodySchema,
    response: outboxItemSchema,
    codes: [Codes.NOT_FOUND, Codes.SERVER_MESSAGE],
  }),
};
