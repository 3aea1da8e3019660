import { type Agreement, type AgreementProfile } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { toAgreement, toAgreementProfile } from './agreements.mapper.ts';
import * as repo from './agreements.repository.ts';
import { expireDue } from './agreement-expiry.service.ts';

/** dameConveniosEmpresa: the company's agreements, newest first. */
export async function listAgreements(ctx: AppContext, companyId: number): Promise<Agreement[]> {
  await expireDue(ctx, companyId);
  return (await repo.listAgreements(ctx.db, companyId)).map(toAgreement);
}

/** dameDatosConvenioEmpresa: what was last entered in the agreement form (null when nothing). */
export async function agreementProfile(
  ctx: AppContext,
  companyId: number,
): Promise<AgreementProfile | null> {
  const row = await repo.findProfile(ctx.db, companyId);
  return row ? toAgreementProfile(row) : null;
}
