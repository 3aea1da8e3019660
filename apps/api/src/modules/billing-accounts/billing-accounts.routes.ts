import { billingAccountCalls as calls, Codes, statusMessage } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { requestLanguage } from '../../lib/language.ts';
import { currentCompanyId } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import {
  addBillingAccount,
  deleteBillingAccount,
  editBillingAccount,
  listBillingAccounts,
} from './billing-accounts.service.ts';

/** Billing (fiscal) accounts of the company. */
export const billingAccountRoutes = (ctx: AppContext) => [
  route(calls.list, async (request) =>
    envelope(await listBillingAccounts(ctx, currentCompanyId(request))),
  ),
  route(calls.add, async (request) =>
    envelope(
      await addBillingAccount(ctx, currentCompanyId(request), request.body),
      statusMessage(Codes.BILLING_ACCOUNT_ADDED, requestLanguage(request)).cuerpo,
    ),
  ),
  route(calls.edit, async (request) => {
    const { idCuenta, ...account } = request.body;
    return envelope(
      await editBillingAccount(ctx, currentCompanyId(request), idCuenta, account),
      'La cuenta de facturación se ha guardado correctamente.',
    );
  }),
  route(calls.remove, async (request) => {
    await deleteBillingAccount(ctx, currentCompanyId(request), request.body.idCuenta);
    return envelope(null, 'La cuenta de facturación se ha eliminado.');
  }),
];
