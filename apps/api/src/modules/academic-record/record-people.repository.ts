import { canonicalDocumentId } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { candidates } from '../candidates/candidates.table.ts';
import { recordPeople, type RecordPersonRow } from './academic-record.table.ts';

export type VerificationOrigin = 'registro' | 'sso' | 'manual';

/** The record's person with this DNI/NIE (any spelling of it), if the record has one. */
export async function findRecordPersonByDni(
  db: Db,
  dni: string,
): Promise<RecordPersonRow | undefined> {
  const [row] = await db
    .select()
    .from(recordPeople)
    .where(eq(recordPeople.dni, canonicalDocumentId(dni)));
  return row;
}

/** The record's person whose institutional email this is, if any. */
export async function findRecordPersonByEmail(
  db: Db,
  email: string,
): Promise<RecordPersonRow | undefined> {
  const [row] = await db
    .select()
    .from(recordPeople)
    .where(sql`lower(${recordPeople.emailInstitucional}) = ${email.trim().toLowerCase()}`);
  return row;
}

/** Links the record's person to the candidate account it describes. */
export async function linkRecordPerson(db: Db, dni: string, userId: number): Promise<void> {
  await db
    .update(recordPeople)
    .set({ userId, updatedAt: new Date() })
    .where(eq(recordPeople.dni, canonicalDocumentId(dni)));
}

/** Marks a candidate verified (a no-op when already verified: the first origin is kept). */
export async function markVerified(
  db: Db,
  userId: number,
  origin: VerificationOrigin,
): Promise<void> {
  await db
    .update(candidates)
    .set({ verificado: true, verificacionOrigen: origin, verificadoAt: new Date() })
    .where(and(eq(candidates.userId, userId), eq(candidates.verificado, false)));
}
