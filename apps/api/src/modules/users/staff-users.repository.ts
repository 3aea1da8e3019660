import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountTokens } from '../accounts/accounts.table.ts';
import { users, type UserRow } from './users.table.ts';

export type StaffUserRow = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'nombre'
  | 'apellidos'
  | 'staffRole'
  | 'estado'
  | 'lastLoginAt'
  | 'createdAt'
  | 'sessionVersion'
> & { invitacionPendiente: boolean };

/** Invited and never set a password: an unused, unexpired set-password link exists and no login. */
const pendingInvitation = sql<boolean>`("users"."last_login_at" is null and exists (
  select 1 from "account_tokens" t where t.user_id = "users"."id"
  and t.purpose = 'set_password' and t.used_at is null))`;

const columns = {
  id: users.id,
  email: users.email,
  nombre: users.nombre,
  apellidos: users.apellidos,
  staffRole: users.staffRole,
  estado: users.estado,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  sessionVersion: users.sessionVersion,
  invitacionPendiente: pendingInvitation,
};

export async function listStaff(db: Db): Promise<StaffUserRow[]> {
  return db
    .select(columns)
    .from(users)
    .where(eq(users.role, 'gestor'))
    .orderBy(asc(users.staffRole), desc(sql`${users.estado} = 'activo'`), asc(users.email));
}

export async function findStaff(db: Db, id: number): Promise<StaffUserRow | undefined> {
  const rows = await db
    .select(columns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'gestor')))
    .limit(1);
  return rows[0];
}

export async function findStaffByEmail(db: Db, email: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'gestor'), sql`lower(${users.email}) = lower(${email})`))
    .limit(1);
  return rows[0];
}

/**
 * Locks every active administrator row (FOR UPDATE) and answers their ids: two administrators
 * demoting each other at once cannot both succeed, so the portal always keeps one.
 */
export async function lockActiveAdministrators(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, 'gestor'),
        eq(users.staffRole, 'administrador'),
        eq(users.estado, 'activo'),
      ),
    )
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

export async function insertStaff(
  db: Db,
  values: {
    email: string;
    nombre: string;
    apellidos: string;
    staffRole: 'administrador' | 'gestor';
    passwordHash: string;
  },
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ ...values, role: 'gestor' })
    .returning({ id: users.id });
  if (!row) {
    throw new Error('staff user not inserted');
  }
  return row.id;
}

export async function updateStaff(
  db: Db,
  id: number,
  set: Partial<Pick<UserRow, 'staffRole' | 'estado'>> & { endSessions?: boolean },
): Promise<void> {
  const { endSessions, ...values } = set;
  await db
    .update(users)
    .set({
      ...values,
      ...(endSessions ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {}),
    })
    .where(and(eq(users.id, id), eq(users.role, 'gestor')));
}

export async function hasUnusedInvitation(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, id),
        eq(accountTokens.purpose, 'set_password'),
        isNull(accountTokens.usedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
