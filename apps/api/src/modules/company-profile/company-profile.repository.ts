import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, companyUsers } from '../companies/companies.table.ts';
import { users } from '../users/users.table.ts';

export async function findCompany(db: Db, companyId: number) {
  const rows = await db.select().from(companies).where(eq(companies.id, companyId));
  return rows[0];
}

/** Whether another company (not `exceptId`) has this tax id, whatever its case. */
export async function cifTaken(db: Db, cif: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(sql`upper(${companies.cif})`, cif.toUpperCase()),
        exceptId === undefined ? undefined : ne(companies.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function updateCompany(
  db: Db,
  companyId: number,
  values: Partial<typeof companies.$inferInsert>,
) {
  const rows = await db
    .update(companies)
    .set(values)
    .where(eq(companies.id, companyId))
    .returning();
  return rows[0];
}

/** The signed-in user and their position and phone in this company. */
export async function findCompanyUser(db: Db, userId: number, companyId: number) {
  const rows = await db
    .select({
      id: users.id,
      nombre: users.nombre,
      apellidos: users.apellidos,
      email: users.email,
      passwordHash: users.passwordHash,
      cargo: companyUsers.cargo,
      telefono: companyUsers.telefono,
    })
    .from(users)
    .innerJoin(companyUsers, eq(companyUsers.userId, users.id))
    .where(and(eq(users.id, userId), eq(companyUsers.companyId, companyId)));
  return rows[0];
}

/** Whether another company user signs in with this email. */
export async function companyEmailTaken(db: Db, email: string, exceptUserId: number) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, email.toLowerCase()),
        eq(users.role, 'empresa'),
        ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function updateUser(
  tx: Db,
  userId: number,
  values: { nombre: string; apellidos: string; email: string },
) {
  await tx.update(users).set(values).where(eq(users.id, userId));
}

export async function updateMembership(
  tx: Db,
  userId: number,
  companyId: number,
  values: { cargo: string; telefono: string },
) {
  await tx
    .update(companyUsers)
    .set(values)
    .where(and(eq(companyUsers.userId, userId), eq(companyUsers.companyId, companyId)));
}

/** New password and a new session version in one statement (every older token stops working). */
export async function updatePassword(
  db: Db,
  userId: number,
  passwordHash: string,
): Promise<number> {
  const rows = await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion });
  return rows[0]?.sessionVersion ?? 0;
}
