import type { CompanyProcess } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { toCompanyProcess } from './company-processes.mapper.ts';
import * as repo from './company-processes.repository.ts';

/** A company only ever sees its own offers: the id comes from the token, never from the client. */
export async function listCompanyProcesses(
  ctx: AppContext,
  companyId: number,
): Promise<CompanyProcess[]> {
  return (await repo.listProcesses(ctx.db, { companyId })).map(toCompanyProcess);
}
