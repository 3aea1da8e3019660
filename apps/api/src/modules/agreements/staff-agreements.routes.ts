import { staffAgreementCalls as calls, staffInvoiceCalls as invoiceCalls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { requestLanguage as language } from '../../lib/language.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { changeInvoiceState, createInvoice } from '../invoices/staff-invoice-issue.service.ts';
import {
  exportInvoices,
  listStaffInvoices,
  staffInvoiceFile,
} from '../invoices/staff-invoices.service.ts';
import {
  changeAgreementState,
  staffAgreementFile,
  uploadCountersigned,
} from './staff-agreement-decisions.service.ts';
import {
  companyOptions,
  listStaffAgreements,
  staffAgreementDetail,
} from './staff-agreements.service.ts';
import { exportAgreements } from './staff-agreements-export.ts';
import { withReasonsIn } from './agreement-reasons.ts';

const pdfUploadLimit = { bodyLimit: 6 * 1024 * 1024 };

/** Agreements and invoices in the back-office. */
export const staffAgreementRoutes = (ctx: AppContext) => [
  route(calls.list, async (request) => envelope(await listStaffAgreements(ctx, request.query))),
  route(calls.detail, async (request) =>
    envelope(withReasonsIn(await staffAgreementDetail(ctx, request.params.id), language(request))),
  ),
  route(calls.markErroneous, async (request) =>
    envelope(
      withReasonsIn(
        await changeAgreementState(
          ctx,
          currentUser(request),
          request.body.idConvenio,
          'erroneo',
          request.body.motivo,
        ),
        language(request),
      ),
    ),
  ),
  route(calls.sendToSecretariat, async (request) =>
    envelope(
      withReasonsIn(
        await changeAgreementState(
          ctx,
          currentUser(request),
          request.body.idConvenio,
          'enviado_secretaria',
        ),
        language(request),
      ),
    ),
  ),
  route(calls.formalise, async (request) =>
    envelope(
      withReasonsIn(
        await changeAgreementState(
          ctx,
          currentUser(request),
          request.body.idConvenio,
          'formalizado',
        ),
        language(request),
      ),
    ),
  ),
  route(calls.expire, async (request) =>
    envelope(
      withReasonsIn(
        await changeAgreementState(ctx, currentUser(request), request.body.idConvenio, 'caducado'),
        language(request),
      ),
    ),
  ),
  route(
    calls.uploadCountersigned,
    async (request) =>
      envelope(
        withReasonsIn(
          await uploadCountersigned(ctx, currentUser(request), request.body),
          language(request),
        ),
      ),
    pdfUploadLimit,
  ),
  route(calls.download, async (request, reply) =>
    sendPrivateFile(reply, await staffAgreementFile(ctx, request.params.id, 'generated')),
  ),
  route(calls.downloadSigned, async (request, reply) =>
    sendPrivateFile(reply, await staffAgreementFile(ctx, request.params.id, 'signed')),
  ),
  route(calls.downloadCountersigned, async (request, reply) =>
    sendPrivateFile(reply, await staffAgreementFile(ctx, request.params.id, 'countersigned')),
  ),
  route(calls.downloadAttachment, async (request, reply) =>
    sendPrivateFile(reply, await staffAgreementFile(ctx, request.params.id, 'attachment')),
  ),
  route(calls.export, async (request, reply) =>
    sendPrivateFile(reply, await exportAgreements(ctx, request.query, language(request))),
  ),
  route(calls.companies, async () => envelope(await companyOptions(ctx))),
  route(invoiceCalls.list, async (request) =>
    envelope(await listStaffInvoices(ctx, request.query)),
  ),
  route(
    invoiceCalls.create,
    async (request) => envelope(await createInvoice(ctx, currentUser(request), request.body)),
    pdfUploadLimit,
  ),
  route(invoiceCalls.changeState, async (request) =>
    envelope(
      await changeInvoiceState(
        ctx,
        currentUser(request),
        request.body.idFactura,
        request.body.estado,
      ),
    ),
  ),
  route(invoiceCalls.download, async (request, reply) =>
    sendPrivateFile(reply, await staffInvoiceFile(ctx, request.params.id)),
  ),
  route(invoiceCalls.export, async (request, reply) =>
    sendPrivateFile(reply, await exportInvoices(ctx, request.query, language(request))),
  ),
];
