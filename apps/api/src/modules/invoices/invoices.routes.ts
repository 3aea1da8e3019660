import { invoiceCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import { currentCompanyId } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { invoiceFile, listInvoices } from './invoices.service.ts';

/** The company's invoices and their PDFs. */
export const invoiceRoutes = (ctx: AppContext) => [
  route(calls.list, async (request) =>
    envelope(await listInvoices(ctx, currentCompanyId(request), request.query)),
  ),
  route(calls.download, async (request, reply) =>
    sendPrivateFile(reply, await invoiceFile(ctx, currentCompanyId(request), request.params.id)),
  ),
];
