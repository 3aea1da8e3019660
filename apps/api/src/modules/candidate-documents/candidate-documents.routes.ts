import { candidateDocumentCalls as calls, Codes } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { sayCode } from '../../lib/language.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import {
  addMyDocument,
  getMyDocumentFile,
  listMyDocuments,
} from './candidate-documents.service.ts';

/** The candidate's own documents (CV documents of the spec; the ones code 11 asks for). */
export const candidateDocumentRoutes = (ctx: AppContext) => [
  route(calls.list, async (request) =>
    envelope(await listMyDocuments(ctx, currentUser(request).id)),
  ),
  route(calls.add, async (request) =>
    envelope(
      await addMyDocument(ctx, currentUser(request).id, request.body),
      sayCode(request, Codes.DOCUMENTS_ATTACHED),
    ),
  ),
  route(calls.file, async (request, reply) => {
    const file = await getMyDocumentFile(ctx, currentUser(request).id, request.params.id);
    return sendPrivateFile(reply, file);
  }),
];
