import { asc, eq } from 'drizzle-orm';
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
