import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { candidateStudies, candidates } from '../candidates/candidates.table.ts';
import { companies, companyUsers } from '../companies/companies.table.ts';
import { users, type UserRow } from '../users/users.table.ts';

export async function findUserByLogin(
  db: Db,
  email: string,
  role: UserRow['role'],
): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.role, role)))
    .limit(1);
  return rows[0];
}

/** Counts a failed attempt; locks the account once `maxAttempts` is reached. Atomic. */
export async function recordFailedLogin(
  db: Db,
  userId: number,
  maxAttempts: number,
  lockMinutes: number,
): Promise<{ locked: boolean }> {
  const rows = await db
    .update(users)
    .set({
      failedAttempts: sql`CASE WHEN ${users.failedAttempts} + 1 >= ${maxAttempts} THEN 0 ELSE ${users.failedAttempts} + 1 END`,
      lockedUntil: sql`CASE WHEN ${users.failedAttempts} + 1 >= ${maxAttempts} THEN now() + make_interval(mins => ${lockMinutes}) ELSE ${users.lockedUntil} END`,
    })
    .where(eq(users.id, userId))
    .returning({ lockedUntil: users.lockedUntil });
  const lockedUntil = rows[0]?.lockedUntil;
  return { locked: lockedUntil !== null && lockedUntil !== undefined && lockedUntil > new Date() };
}

export async function recordSuccessfulLogin(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ failedAttempts: 0, lockedUntil: null, lastLoginAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function findCandidateProfile(db: Db, userId: number) {
  const rows = await db
    .select({
      conPracticas: candidates.conPracticas,
      conEmpleo: candidates.conEmpleo,
      primerAcceso: candidates.primerAcceso,
      nss: candidates.nss,
      esEstudianteEducacion: candidates.esEstudianteEducacion,
      esEstudianteDeInfantil: candidates.esEstudianteDeInfantil,
      estudiosEnCurso: sql<number>`(select count(*)::int from ${candidateStudies} where ${candidateStudies.candidateId} = ${candidates.userId} and ${candidateStudies.enCurso})`,
    })
    .from(candidates)
    .where(eq(candidates.userId, userId))
    .limit(1);
  return rows[0];
}

export async function markCandidateFirstAccessDone(db: Db, userId: number): Promise<void> {
  await db.update(candidates).set({ primerAcceso: false }).where(eq(candidates.userId, userId));
}

export function listUserCompanies(db: Db, userId: number) {
  return db
    .select({
      idEmpresa: companies.id,
      nombreComercial: companies.nombreComercial,
      cif: companies.cif,
      bloqueada: companies.bloqueada,
    })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.companyId))
    .where(eq(companyUsers.userId, userId))
    .orderBy(sql`lower(f_unaccent(${companies.nombreComercial}))`);
}
