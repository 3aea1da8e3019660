import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { billingAccounts } from '../billing-accounts/billing-accounts.table.ts';
import { companies } from '../companies/companies.table.ts';
import { companyContacts } from '../company-contacts/company-contacts.table.ts';
import { agreementEvents, agreements, companyAgreementProfiles } from './agreements.table.ts';

export type AgreementValues = Omit<
  typeof agreements.$inferInsert,
  'id' | 'companyId' | 'createdAt' | 'updatedAt'
>;
export type AgreementProfileValues = Omit<
  typeof companyAgreementProfiles.$inferInsert,
  'companyId' | 'updatedAt'
>;

export const findCompany = async (db: Db, companyId: number) =>
  (await db.select().from(companies).where(eq(companies.id, companyId)))[0];

/** A management contact of this company only (another company's id matches nothing). */
export const findOwnContact = async (db: Db, companyId: number, contactId: number) =>
  (
    await db
      .select()
      .from(companyContacts)
      .where(and(eq(companyContacts.id, contactId), eq(companyContacts.companyId, companyId)))
  )[0];

export const findOwnBillingAccount = async (db: Db, companyId: number, accountId: number) =>
  (
    await db
      .select()
      .from(billingAccounts)
      .where(and(eq(billingAccounts.id, accountId), eq(billingAccounts.companyId, companyId)))
  )[0];

export const listAgreements = (db: Db, companyId: number) =>
  db
    .select()
    .from(agreements)
    .where(eq(agreements.companyId, companyId))
    .orderBy(desc(agreements.createdAt), desc(agreements.id));

export const findOwnAgreement = async (db: Db, companyId: number, agreementId: number) =>
  (
    await db
      .select()
      .from(agreements)
      .where(and(eq(agreements.id, agreementId), eq(agreements.companyId, companyId)))
  )[0];

/** Locks the row for a state change (PostgreSQL; PGlite has one connection anyway). */
export const lockOwnAgreement = async (db: Db, companyId: number, agreementId: number) =>
  (
    await db
      .select()
      .from(agreements)
      .where(and(eq(agreements.id, agreementId), eq(agreements.companyId, companyId)))
      .for('update')
  )[0];

export async function insertAgreement(db: Db, companyId: number, values: AgreementValues) {
  const [row] = await db
    .insert(agreements)
    .values({ ...values, companyId })
    .returning();
  if (!row) {
    throw new Error('agreement not inserted');
  }
  return row;
}

export async function updateAgreement(
  db: Db,
  agreementId: number,
  values: Partial<AgreementValues>,
) {
  const [row] = await db
    .update(agreements)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(agreements.id, agreementId))
    .returning();
  if (!row) {
    throw new Error('agreement not updated');
  }
  return row;
}

export const insertEvent = (db: Db, event: typeof agreementEvents.$inferInsert) =>
  db.insert(agreementEvents).values(event);

export const eventsOf = (db: Db, agreementId: number) =>
  db
    .select()
    .from(agreementEvents)
    .where(eq(agreementEvents.agreementId, agreementId))
    .orderBy(agreementEvents.id);

export const findProfile = async (db: Db, companyId: number) =>
  (
    await db
      .select()
      .from(companyAgreementProfiles)
      .where(eq(companyAgreementProfiles.companyId, companyId))
  )[0];

export const saveProfile = (db: Db, companyId: number, values: AgreementProfileValues) =>
  db
    .insert(companyAgreementProfiles)
    .values({ ...values, companyId })
    .onConflictDoUpdate({
      target: companyAgreementProfiles.companyId,
      set: { ...values, updatedAt: new Date() },
    });

/** Records the rendered PDF unless another request did first; answers the key that is stored. */
export async function setPdfOnce(db: Db, agreementId: number, key: string, sha: string) {
  const [row] = await db
    .update(agreements)
    .set({ pdfKey: key, pdfSha256: sha })
    .where(and(eq(agreements.id, agreementId), isNull(agreements.pdfKey)))
    .returning({ pdfKey: agreements.pdfKey });
  if (row) {
    return row.pdfKey;
  }
  return (
    (
      await db
        .select({ pdfKey: agreements.pdfKey })
        .from(agreements)
        .where(eq(agreements.id, agreementId))
    )[0]?.pdfKey ?? null
  );
}
