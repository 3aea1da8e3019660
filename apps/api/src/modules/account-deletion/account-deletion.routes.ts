import { accountDeletionCalls as calls, Codes } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { requestLanguage as language, sayCode } from '../../lib/language.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import {
  exportDeletionRequests,
  listDeletionRequests,
  requestAccountDeletion,
} from './account-deletion.service.ts';

/** 'Solicitar baja': the candidate's request and the careers office's list and export. */
export const accountDeletionRoutes = (ctx: AppContext) => [
  route(calls.request, async (request) =>
    envelope(
      await requestAccountDeletion(ctx, currentUser(request).id),
      sayCode(request, Codes.WITHDRAWAL_REQUEST_RECEIVED),
    ),
  ),
  route(calls.staffList, async (request) =>
    envelope(await listDeletionRequests(ctx, request.query.estado)),
  ),
  route(calls.exportList, async (request, reply) =>
    sendPrivateFile(reply, await exportDeletionRequests(ctx, request.query, language(request))),
  ),
];
