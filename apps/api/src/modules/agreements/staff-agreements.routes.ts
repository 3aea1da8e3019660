import {
  type StaffAgreementDetail,
  staffAgreementCalls as calls,
  staffInvoiceCalls as invoiceCalls,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
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

/** The agreement's detail, its history's own reasons in the language of whoever asked. */
const detailFor = (request: FastifyRequest, detail: StaffAgreementDetail) =>
  envelope(withReasonsIn(detail, language(request)));

/** Agreements and invoices in the back-office. */
export const staffAgreementRoutes = (ctx: AppContext) => {
  // Each decision answers the agreement as it now stands.
  const decision = (
    call: typeof calls.sendToSecretariat,
    state: 'enviado_secretaria' | 'formalizado' | 'caducado',
  ) =>
    route(call, async (request) =>
      detailFor(
        request,
        await changeAgreementState(ctx, currentUser(request), request.body.idConvenio, state),
      ),
    );
  return [
    route(calls.list, async (request) => envelope(await listStaffAgreements(ctx, request.query))),
    route(calls.detail, async (request) =>
      detailFor(request, await staffAgreementDetail(ctx, request.params.id)),
    ),
    route(calls.markErroneous, async (request) =>
      detailFor(
        request,
        await changeAgreementState(
          ctx,
          currentUser(request),
          request.body.idConvenio,
          'erroneo',
          request.body.motivo,
        ),
      ),
    ),
    decision(calls.sendToSecretariat, 'enviado_secretaria'),
    decision(calls.formalise, 'formalizado'),
    decision(calls.expire, 'caducado'),
    route(
      calls.uploadCountersigned,
      async (request) =>
        detailFor(request, await uploadCountersigned(ctx, currentUser(request), request.body)),
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
};
