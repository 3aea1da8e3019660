import {
  Codes,
  validationMessages,
  type BillingAccount,
  type BillingAccountBody,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { paisPorId } from '../domains/data/index.ts';
import { toAccountValues, toBillingAccount } from './billing-accounts.mapper.ts';
import * as repo from './billing-accounts.repository.ts';

/** dameCuentasFacturacion: the company's billing accounts, oldest first. */
export async function listBillingAccounts(
  ctx: AppContext,
  companyId: number,
): Promise<BillingAccount[]> {
  return (await repo.listAccounts(ctx.db, companyId)).map(toBillingAccount);
}

/** addCuentaFacturacion (531): the country must be one of the list. */
export async function addBillingAccount(
  ctx: AppContext,
  companyId: number,
  body: BillingAccountBody,
): Promise<BillingAccount> {
  if (!paisPorId(body.idPais)) {
    throw new AppError(Codes.INVALID_INPUT, {
      datos: { errores: [{ campo: 'idPais', ...validationMessages.malformed }] },
    });
  }
  return toBillingAccount(await repo.insertAccount(ctx.db, companyId, toAccountValues(body)));
}
