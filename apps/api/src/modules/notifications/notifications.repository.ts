import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { readsTogether } from '../../db/reads-together.ts';
import { users } from '../users/users.table.ts';
import { notifications } from './notifications.table.ts';

const listForUsersQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(notifications)
    .where(sql`${notifications.userId} = any(${sql.placeholder('userIds')}::integer[])`)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .prepare('notifications_of_users'),
);

/**
 * The user's notifications, newest first (read on every visit to the bell and the page), with
 * those of the other users who ask at the same moment, in one statement.
 */
export const listForUser = readsTogether(async (db: Db, userIds: readonly number[]) => {
  const rows = await listForUsersQuery(db).execute({ userIds: [...new Set(userIds)] });
  const byUser = new Map<number, typeof rows>();
  for (const row of rows) {
    const mine = byUser.get(row.userId);
    if (mine) {
      mine.push(row);
    } else {
      byUser.set(row.userId, [row]);
    }
  }
  return userIds.map((id) => byUser.get(id) ?? []);
});

/** Marks one of the user's notifications read; returns false when it is not theirs or absent. */
export async function markRead(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ leida: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function remove(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Closing the panel marks the notifications without a link as read. */
export async function markWithoutLinkRead(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ leida: true })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.leida, false),
        isNull(notifications.urlAcceso),
        isNull(notifications.urlExterna),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** «Marcar todas como leídas»: every unread notification of the user; how many changed. */
export async function markAllRead(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ leida: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.leida, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function removeAll(db: Db, userId: number): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(eq(notifications.userId, userId))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function create(
  db: Db,
  values: {
    userId: number;
    titulo: string;
    texto: string;
    tituloEn?: string | null;
    textoEn?: string | null;
    urlAcceso?: string | null;
    urlExterna?: string | null;
    importante?: boolean;
  },
) {
  const rows = await db.insert(notifications).values(values).returning();
  return rows[0];
}

/** Where and in which language to mail a user (their last interface language). */
export async function findRecipient(
  db: Db,
  userId: number,
): Promise<{ email: string; idioma: 'es' | 'en' } | null> {
  const rows = await db
    .select({ email: users.email, idioma: users.idioma })
    .from(users)
    .where(eq(users.id, userId));
  return rows[0] ?? null;
}
