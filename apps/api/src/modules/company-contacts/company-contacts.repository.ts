import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyContacts } from './company-contacts.table.ts';

export type ContactValues = Omit<
  typeof companyContacts.$inferInsert,
  'id' | 'companyId' | 'createdAt' | 'updatedAt'
>;

export const listContacts = (db: Db, companyId: number) =>
  db
    .select()
    .from(companyContacts)
    .where(eq(companyContacts.companyId, companyId))
    .orderBy(asc(companyContacts.apellidos), asc(companyContacts.nombre), asc(companyContacts.id));

/** A contact of this company (undefined for another company's). */
export async function findContact(db: Db, companyId: number, contactId: number) {
  const rows = await db
    .select()
    .from(companyContacts)
    .where(and(eq(companyContacts.id, contactId), eq(companyContacts.companyId, companyId)));
  return rows[0];
}

export async function insertContact(db: Db, companyId: number, values: ContactValues) {
  const [row] = await db
    .insert(companyContacts)
    .values({ ...values, companyId })
    .returning();
  if (!row) {
    throw new Error('contact not inserted');
  }
  return row;
}

export async function updateContact(
  db: Db,
  companyId: number,
  contactId: number,
  values: ContactValues,
) {
  const rows = await db
    .update(companyContacts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(companyContacts.id, contactId), eq(companyContacts.companyId, companyId)))
    .returning();
  return rows[0];
}

/** Deletes the company's contact; false when it has no contact with that id. */
export async function deleteContact(db: Db, companyId: number, contactId: number) {
  const rows = await db
    .delete(companyContacts)
    .where(and(eq(companyContacts.id, contactId), eq(companyContacts.companyId, companyId)))
    .returning({ id: companyContacts.id });
  return rows.length > 0;
}
