import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { companyUsers } from '../companies/companies.table.ts';
import { notifyUser, type UserNotice } from '../notifications/notifications.service.ts';

/**
 * Tells every user of a company about a change of one of its agreements or invoices: the
 * notifications are written with the change (pass its transaction); the emails are sent by the
 * returned function once the change is committed.
 */
export async function notifyCompany(
  ctx: AppContext,
  db: Db,
  companyId: number,
  notice: UserNotice,
): Promise<() => Promise<void>> {
  const members = await db
    .select({ userId: companyUsers.userId })
    .from(companyUsers)
    .where(eq(companyUsers.companyId, companyId));
  const sends: (() => Promise<void>)[] = [];
  for (const m of members) {
    sends.push(await notifyUser(ctx, m.userId, notice, db));
  }
  return async () => {
    for (const send of sends) {
      await send();
    }
  };
}
