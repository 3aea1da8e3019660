import type { StaffDeletionStateFilter } from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { candidates } from '../candidates/candidates.table.ts';
import { users } from '../users/users.table.ts';
import {
  accountDeletionRequests,
  type AccountDeletionRequestRow,
} from './account-deletion.table.ts';

const pending = (candidateId: number) =>
  and(
    eq(accountDeletionRequests.candidateId, candidateId),
    eq(accountDeletionRequests.estado, 'pendiente'),
  );

/**
 * Stores a pending request; `null` when the candidate already has one (the partial unique index
 * makes this safe under concurrent calls).
 */
export async function insertPending(
  db: Db,
  candidateId: number,
): Promise<AccountDeletionRequestRow | null> {
  const rows = await db
    .insert(accountDeletionRequests)
    .values({ candidateId })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

export async function findPending(
  db: Db,
  candidateId: number,
): Promise<AccountDeletionRequestRow | null> {
  const rows = await db.select().from(accountDeletionRequests).where(pending(candidateId)).limit(1);
  return rows[0] ?? null;
}

export type DeletionRequestListRow = AccountDeletionRequestRow &
  Pick<typeof users.$inferSelect, 'nombre' | 'apellidos' | 'email'> & { dni: string | null };

/** The requests of a state (or every one) with the candidate's name, email and DNI, oldest first. */
export async function listRequests(
  db: Db,
  estado: StaffDeletionStateFilter,
): Promise<DeletionRequestListRow[]> {
  const rows = await db
    .select({
      request: accountDeletionRequests,
      nombre: users.nombre,
      apellidos: users.apellidos,
      email: users.email,
      dni: candidates.dni,
    })
    .from(accountDeletionRequests)
    .innerJoin(users, eq(users.id, accountDeletionRequests.candidateId))
    .leftJoin(candidates, eq(candidates.userId, accountDeletionRequests.candidateId))
    .where(estado === 'todas' ? undefined : eq(accountDeletionRequests.estado, estado))
    .orderBy(asc(accountDeletionRequests.createdAt), asc(accountDeletionRequests.id));
  return rows.map(({ request, ...person }) => ({ ...request, ...person }));
}

/** Name and email of a candidate, for the careers office's message. */
export async function findCandidateContact(
  db: Db,
  candidateId: number,
): Promise<Pick<typeof users.$inferSelect, 'nombre' | 'apellidos' | 'email'> | null> {
  const rows = await db
    .select({ nombre: users.nombre, apellidos: users.apellidos, email: users.email })
    .from(users)
    .where(eq(users.id, candidateId))
    .limit(1);
  return rows[0] ?? null;
}
