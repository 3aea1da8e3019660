import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { billingAccounts } from './billing-accounts.table.ts';

export type BillingAccountValues = Omit<
  typeof billingAccounts.$inferInsert,
  'id' | 'companyId' | 'createdAt'
>;

export const listAccounts = (db: Db, companyId: number) =>
  db
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.companyId, companyId))
    .orderBy(asc(billingAccounts.id));

export async function insertAccount(db: Db, companyId: number, values: BillingAccountValues) {
  const [row] = await db
    .insert(billingAccounts)
    .values({ ...values, companyId })
    .returning();
  if (!row) {
    throw new Error('billing account not inserted');
  }
  return row;
}

/** Rows of this company only: another company's id matches nothing. */
const ownAccount = (companyId: number, accountId: number) =>
  and(eq(billingAccounts.id, accountId), eq(billingAccounts.companyId, companyId));

export async function updateAccount(
  db: Db,
  companyId: number,
  accountId: number,
  values: BillingAccountValues,
) {
  const rows = await db
    .update(billingAccounts)
    .set(values)
    .where(ownAccount(companyId, accountId))
    .returning();
  return rows[0];
}

/** Deletes the company's account; false when it has no account with that id. */
export async function deleteAccount(db: Db, companyId: number, accountId: number) {
  const rows = await db
    .delete(billingAccounts)
    .where(ownAccount(companyId, accountId))
    .returning({ id: billingAccounts.id });
  return rows.length > 0;
}
