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
      verificado: candidates.verificado,
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
      mensajeBloqueo: companies.mensajeBloqueo,
    })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.companyId))
    .where(eq(companyUsers.userId, userId))
    .orderBy(sql`lower(f_unaccent(${companies.nombreComercial}))`);
}
