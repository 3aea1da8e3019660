import { canonicalDocumentId, Codes } from '@portal/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { candidates } from '../candidates/candidates.table.ts';
import { users, type UserRow } from '../users/users.table.ts';
import { ssoIdentities, ssoLinkTickets, ssoLoginAttempts } from './sso.table.ts';

export async function insertAttempt(db: Db, values: typeof ssoLoginAttempts.$inferInsert) {
  await db.insert(ssoLoginAttempts).values(values);
}

/** An attempt still waiting for its answer (not used, not expired). */
export async function findOpenAttempt(db: Db, stateHash: string) {
  const rows = await db
    .select()
    .from(ssoLoginAttempts)
    .where(
      and(
        eq(ssoLoginAttempts.stateHash, stateHash),
        isNull(ssoLoginAttempts.usedAt),
        gt(ssoLoginAttempts.expiresAt, sql`now()`),
      ),
    );
  return rows[0];
}

/** Spends an open attempt in one statement: a replayed or concurrent answer gets nothing. */
export async function consumeAttempt(db: Db, stateHash: string) {
  const rows = await db
    .update(ssoLoginAttempts)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(ssoLoginAttempts.stateHash, stateHash),
        isNull(ssoLoginAttempts.usedAt),
        gt(ssoLoginAttempts.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return rows[0];
}

export async function findIdentity(db: Db, issuer: string, subject: string) {
  const rows = await db
    .select()
    .from(ssoIdentities)
    .where(and(eq(ssoIdentities.issuer, issuer), eq(ssoIdentities.subject, subject)));
  return rows[0];
}

export async function findIdentityOfUser(db: Db, userId: number, issuer: string) {
  const rows = await db
    .select()
    .from(ssoIdentities)
    .where(and(eq(ssoIdentities.userId, userId), eq(ssoIdentities.issuer, issuer)));
  return rows[0];
}

export async function touchIdentity(db: Db, id: number) {
  await db
    .update(ssoIdentities)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(ssoIdentities.id, id));
}

export async function insertIdentity(db: Db, values: typeof ssoIdentities.$inferInsert) {
  await db.insert(ssoIdentities).values(values);
}

export async function findCandidateUser(db: Db, userId: number): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'alumno')));
  return rows[0];
}

export async function findCandidateByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(users.role, 'alumno')));
  return rows[0];
}

/** The candidate with this DNI/NIE in any spelling (compared as the record compares them). */
export async function findCandidateByDni(db: Db, dni: string): Promise<UserRow | undefined> {
  const rows = await db
    .select({ user: users })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(
      and(
        eq(sql`normaliza_dni(${candidates.dni})`, canonicalDocumentId(dni)),
        eq(users.role, 'alumno'),
      ),
    );
  return rows[0]?.user;
}

/**
 * A candidate account made at a first single sign-on: the user (role alumno) and the candidate
 * profile, verified by the single sign-on. Run it inside the caller's transaction.
 */
export async function insertSsoCandidate(
  db: Db,
  user: Pick<
    typeof users.$inferInsert,
    'email' | 'passwordHash' | 'nombre' | 'apellidos' | 'idioma'
  >,
  profile: Pick<
    typeof candidates.$inferInsert,
    'dni' | 'fechaNacimiento' | 'conPracticas' | 'conEmpleo'
  >,
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...user, role: 'alumno' })
    .returning();
  if (!row) {
    throw new AppError(Codes.SAVE_FAILED);
  }
  await db.insert(candidates).values({
    ...profile,
    userId: row.id,
    verificado: true,
    verificacionOrigen: 'sso',
    verificadoAt: new Date(),
  });
  return row;
}

export async function insertLinkTicket(db: Db, values: typeof ssoLinkTickets.$inferInsert) {
  await db.insert(ssoLinkTickets).values(values);
}

export async function findOpenLinkTicket(db: Db, tokenHash: string) {
  const rows = await db
    .select()
    .from(ssoLinkTickets)
    .where(
      and(
        eq(ssoLinkTickets.tokenHash, tokenHash),
        isNull(ssoLinkTickets.usedAt),
        gt(ssoLinkTickets.expiresAt, sql`now()`),
      ),
    );
  return rows[0];
}

export async function consumeLinkTicket(db: Db, id: number) {
  const rows = await db
    .update(ssoLinkTickets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(ssoLinkTickets.id, id),
        isNull(ssoLinkTickets.usedAt),
        gt(ssoLinkTickets.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return rows[0];
}
