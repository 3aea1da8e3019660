import { staffOutboxCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { listOutbox, outboxDetail, resendOutboxMessage } from './outbox.service.ts';
import { say } from '../../lib/language.ts';

/** The outgoing-mail page of the back-office (administrators). */
export const staffOutboxRoutes = (ctx: AppContext) => [
  route(calls.list, async (request) => envelope(await listOutbox(ctx, request.query))),
  route(calls.detail, async (request) => envelope(await outboxDetail(ctx, request.params.id))),
  route(calls.resend, async (request) =>
    envelope(
      await resendOutboxMessage(ctx, currentUser(request), request.body.idMensaje, request.id),
      say(request, { es: 'Mensaje reenviado.', en: 'Message sent again.' }),
    ),
  ),
];
