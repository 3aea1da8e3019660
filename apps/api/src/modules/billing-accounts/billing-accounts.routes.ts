import { billingAccountCalls as calls, Codes } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { say, sayCode } from '../../lib/language.ts';
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
      sayCode(request, Codes.BILLING_ACCOUNT_ADDED),
    ),
  ),
  route(calls.edit, async (request) => {
    const { idCuenta, ...account } = request.body;
    return envelope(
      await editBillingAccount(ctx, currentCompanyId(request), idCuenta, account),
      say(request, {
        es: 'La cuenta de facturación se ha guardado correctamente.',
        en: 'The billing account has been saved.',
      }),
    );
  }),
  route(calls.remove, async (request) => {
    await deleteBillingAccount(ctx, currentCompanyId(request), request.body.idCuenta);
    return envelope(
      null,
      say(request, {
        es: 'La cuenta de facturación se ha eliminado.',
        en: 'The billing account has been deleted.',
      }),
    );
  }),
];
