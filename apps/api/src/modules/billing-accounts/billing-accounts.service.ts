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

function checkCountry(body: BillingAccountBody): void {
  if (!paisPorId(body.idPais)) {
    throw new AppError(Codes.INVALID_INPUT, {
      datos: { errores: [{ campo: 'idPais', ...validationMessages.malformed }] },
    });
  }
}

/** addCuentaFacturacion (531): the country must be one of the list. */
export async function addBillingAccount(
  ctx: AppContext,
  companyId: number,
  body: BillingAccountBody,
): Promise<BillingAccount> {
  checkCountry(body);
  return toBillingAccount(await repo.insertAccount(ctx.db, companyId, toAccountValues(body)));
}

/**
 * editaCuentaFacturacion: only an account of the company; any other id answers 404 and writes
 * nothing (the id of another company's account is indistinguishable from an unknown one).
 */
export async function editBillingAccount(
  ctx: AppContext,
  companyId: number,
  accountId: number,
  body: BillingAccountBody,
): Promise<BillingAccount> {
  checkCountry(body);
  const row = await repo.updateAccount(ctx.db, companyId, accountId, toAccountValues(body));
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return toBillingAccount(row);
}

/** eliminaCuentaFacturacion: deletes one of the company's accounts (404 for any other id). */
export async function deleteBillingAccount(
  ctx: AppContext,
  companyId: number,
  accountId: number,
): Promise<void> {
  if (!(await repo.deleteAccount(ctx.db, companyId, accountId))) {
    throw new AppError(Codes.NOT_FOUND);
  }
}
