import { signatureCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { currentUser } from '../../plugins/auth.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import { envelope } from '../../plugins/envelope.ts';
import { pendingDocuments } from './pending-documents.service.ts';
import { getDocumentPdf, getSigningLink, signDocument } from './signatures.service.ts';

/** Personal documents to sign (pre-enrolment, 108/109) with the built-in signature flow. */
export const signatureRoutes = (ctx: AppContext) => [
  route(calls.signingLink, async (request) =>
    envelope(await getSigningLink(ctx, currentUser(request).id, request.params.id)),
  ),
  route(calls.pending, async (request) =>
    envelope(await pendingDocuments(ctx, currentUser(request).id)),
  ),
  route(calls.pdf, async (request, reply) => {
    const pdf = await getDocumentPdf(ctx, currentUser(request).id, request.params.id);
    return sendPrivateFile(
      reply,
      {
        data: pdf.data,
        mime: 'application/pdf',
        nombre: `documento-${String(request.params.id)}.pdf`,
      },
      'inline',
    );
  }),
  route(calls.sign, async (request) =>
    envelope(
      await signDocument(ctx, currentUser(request).id, request.params.id, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        sha256: request.body.sha256,
      }),
    ),
  ),
];
