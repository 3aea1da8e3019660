import { and, eq, sql } from 'drizzle-orm';
import { normalizeDocumentId } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { taxIdKey } from '../../lib/tax-id-sql.ts';
import { candidates } from '../candidates/candidates.table.ts';
import { companies, companyUsers } from '../companies/companies.table.ts';
import { users, type UserRow } from '../users/users.table.ts';
import { companyAccountRequests } from './accounts.table.ts';

export type Recipient = Pick<UserRow, 'id' | 'email' | 'nombre' | 'estado'>;

const recipientColumns = {
  id: users.id,
  email: users.email,
  nombre: users.nombre,
  estado: users.estado,
};

/** The candidate signing in with this email or DNI/NIE (reset requests). */
export async function findCandidateByLogin(
  db: Db,
  usuario: string,
): Promise<Recipient | undefined> {
  const rows = await db
    .select(recipientColumns)
    .from(users)
    .leftJoin(candidates, eq(candidates.userId, users.id))
    .where(
      and(
        eq(users.role, 'alumno'),
        sql`(lower(${users.email}) = lower(${usuario}) or upper(${candidates.dni}) = upper(${usuario}))`,
      ),
    )
    .limit(1);
  return rows[0];
}

/**
 * Company users matching the reset request: by email (`nick`), by the company's CIF, or both.
 * Only users who belong to at least one company.
 */
export async function findCompanyUsersForReset(
  db: Db,
  by: { nick?: string | undefined; cif?: string | undefined },
): Promise<Recipient[]> {
  const conditions = [eq(users.role, 'empresa')];
  if (by.nick) {
    conditions.push(sql`lower(${users.email}) = lower(${by.nick})`);
  }
  if (by.cif) {
    conditions.push(sql`upper(${companies.cif}) = upper(${by.cif})`);
  }
  return db
    .selectDistinct(recipientColumns)
    .from(users)
    .innerJoin(companyUsers, eq(companyUsers.userId, users.id))
    .innerJoin(companies, eq(companies.id, companyUsers.companyId))
    .where(and(...conditions))
    .orderBy(users.id);
}

export async function findUserWithRole(db: Db, userId: number, role: UserRow['role']) {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, role)));
  return rows[0];
}

export async function emailTaken(db: Db, email: string, role: UserRow['role']): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.role, role)))
    .limit(1);
  return rows.length > 0;
}

export async function dniTaken(db: Db, dni: string): Promise<boolean> {
  const rows = await db
    .select({ id: candidates.userId })
    .from(candidates)
    .where(sql`upper(${candidates.dni}) = upper(${dni})`)
    .limit(1);
  return rows.length > 0;
}

export async function pendingRequestForEmail(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: companyAccountRequests.id })
    .from(companyAccountRequests)
    .where(
      and(
        sql`lower(${companyAccountRequests.email}) = lower(${email})`,
        eq(companyAccountRequests.estado, 'pendiente'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The address of the account is proven (a mailed link of it was opened). */
export async function confirmEmail(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ emailConfirmado: true }).where(eq(users.id, userId));
}

/**
 * New password and a new session version in one statement: every token signed before stops
 * working; failed attempts and a temporary lock are cleared. Answers the new version.
 */
export async function replacePassword(
  db: Db,
  userId: number,
  passwordHash: string,
): Promise<number> {
  const rows = await db
    .update(users)
    .set({
      passwordHash,
      sessionVersion: sql`${users.sessionVersion} + 1`,
      failedAttempts: 0,
      lockedUntil: null,
    })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion });
  return rows[0]?.sessionVersion ?? 0;
}

export async function findCompanyByCif(db: Db, cif: string) {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(taxIdKey(companies.cif), normalizeDocumentId(cif)))
    .limit(1);
  return rows[0];
}

/** A pending request, locked for the approval's transaction. */
export async function lockPendingRequest(db: Db, requestId: number) {
  const rows = await db
    .select()
    .from(companyAccountRequests)
    .where(
      and(eq(companyAccountRequests.id, requestId), eq(companyAccountRequests.estado, 'pendiente')),
    )
    .for('update');
  return rows[0];
}

export function listPendingRequests(db: Db) {
  return db
    .select()
    .from(companyAccountRequests)
    .where(eq(companyAccountRequests.estado, 'pendiente'))
    .orderBy(companyAccountRequests.createdAt, companyAccountRequests.id);
}
