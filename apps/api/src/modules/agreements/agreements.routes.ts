import { agreementCalls as calls, Codes } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { requestLanguage, sayCode } from '../../lib/language.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import { currentCompanyId, currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { agreementFile, uploadSignedAgreement } from './agreement-files.service.ts';
import { agreementProfile, listAgreements } from './agreements.service.ts';
import { createAgreement } from './create-agreement.service.ts';

/** Collaboration agreements of the company. */
export const agreementRoutes = (ctx: AppContext) => [
  route(calls.create, async (request) =>
    envelope(
      await createAgreement(
        ctx,
        currentCompanyId(request),
        currentUser(request).id,
        request.body,
        requestLanguage(request),
      ),
      sayCode(request, Codes.AGREEMENT_GENERATED),
    ),
  ),
  route(calls.list, async (request) =>
    envelope(await listAgreements(ctx, currentCompanyId(request))),
  ),
  route(calls.profile, async (request) =>
    envelope(await agreementProfile(ctx, currentCompanyId(request))),
  ),
  route(calls.download, async (request, reply) =>
    sendPrivateFile(
      reply,
      await agreementFile(ctx, currentCompanyId(request), request.params.id, 'generated'),
    ),
  ),
  route(calls.downloadAttachment, async (request, reply) =>
    sendPrivateFile(
      reply,
      await agreementFile(ctx, currentCompanyId(request), request.params.id, 'attachment'),
    ),
  ),
  route(calls.downloadSigned, async (request, reply) =>
    sendPrivateFile(
      reply,
      await agreementFile(ctx, currentCompanyId(request), request.params.id, 'signed'),
    ),
  ),
  route(calls.downloadCountersigned, async (request, reply) =>
    sendPrivateFile(
      reply,
      await agreementFile(ctx, currentCompanyId(request), request.params.id, 'countersigned'),
    ),
  ),
  route(
    calls.uploadSigned,
    async (request) =>
      envelope(
        await uploadSignedAgreement(
          ctx,
          currentCompanyId(request),
          currentUser(request).id,
          request.body,
        ),
        sayCode(request, Codes.DOCUMENTS_ATTACHED),
      ),
    { bodyLimit: 6 * 1024 * 1024 },
  ),
];
