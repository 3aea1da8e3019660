import { auditCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { requestLanguage as language } from '../../lib/language.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import { envelope } from '../../plugins/envelope.ts';
import { auditDetail, exportAudit, searchAudit } from './audit.service.ts';

/** The audit log page: any staff user reads it; nobody writes it from here. */
export const auditRoutes = (ctx: AppContext) => [
  route(calls.list, async (request) => envelope(await searchAudit(ctx, request.query))),
  route(calls.detail, async (request) => envelope(await auditDetail(ctx, request.params.id))),
  route(calls.exportList, async (request, reply) =>
    sendPrivateFile(reply, await exportAudit(ctx, request.query, language(request))),
  ),
];
