import { contactCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route, type BoundRoute } from '../../lib/calls.ts';
import { requestLanguage as language } from '../../lib/language.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import {
  exportContactInbox,
  listContactInbox,
  markContactHandled,
  sendContactMessage,
} from './contact.service.ts';

/** The public contact form (throttled per client address) and the careers office's inbox. */
export const contactRoutes = (ctx: AppContext): BoundRoute[] => [
  route(
    calls.send,
    async (request) => envelope(await sendContactMessage(ctx, request.body, request.ip)),
    { rateLimit: { max: ctx.env.CONTACT_RATE_PER_HOUR, timeWindow: '1 hour' } },
  ),
  route(calls.inbox, async (request) =>
    envelope(await listContactInbox(ctx, request.query.estado)),
  ),
  route(calls.markHandled, async (request) =>
    envelope(
      await markContactHandled(ctx, currentUser(request), request.params.id, request.body.atendido),
    ),
  ),
  route(calls.exportInbox, async (request, reply) =>
    sendPrivateFile(
      reply,
      await exportContactInbox(ctx, request.query.estado, request.query.formato, language(request)),
    ),
  ),
];
