import { Codes, internshipCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { sayCode } from '../../lib/language.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import {
  attachInternshipFile,
  deliverRequestedDocument,
  getInternshipFile,
  listMyInternships,
  listRequestedDocuments,
} from './internships.service.ts';

/** My internships and their documents (/mis-practicas candidate calls). */
export const internshipRoutes = (ctx: AppContext) => [
  route(calls.list, async (request) =>
    envelope(await listMyInternships(ctx, currentUser(request).id, request.query.tipo)),
  ),
  route(calls.requestedDocuments, async (request) =>
    envelope(await listRequestedDocuments(ctx, currentUser(request).id)),
  ),
  route(calls.deliverDocument, async (request) => {
    const { idDocumento, ...upload } = request.body;
    const document = await deliverRequestedDocument(
      ctx,
      currentUser(request).id,
      idDocumento,
      upload,
    );
    return envelope(document, sayCode(request, Codes.DOCUMENTS_ATTACHED));
  }),
  route(calls.attachFile, async (request) => {
    const { idPractica, ...upload } = request.body;
    const document = await attachInternshipFile(ctx, currentUser(request).id, idPractica, upload);
    return envelope(document, sayCode(request, Codes.DOCUMENTS_ATTACHED));
  }),
  route(calls.file, async (request, reply) => {
    const file = await getInternshipFile(ctx, currentUser(request).id, request.params.id);
    return sendPrivateFile(reply, file);
  }),
];
