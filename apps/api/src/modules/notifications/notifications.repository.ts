import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { readsTogether } from '../../db/reads-together.ts';
import { queryRows } from '../../db/sql-rows.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';
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

/** The subject and text of a mail in one language. */
export interface MailTexts {
  subject: string;
  text: string;
}

/**
 * Writes the notification and, in the same statement, the mail that tells it: the address and
 * the language (users.idioma, the interface of the user's last sign-in) are read from the user's
 * row as the notification is written. One round trip instead of three: each statement of a
 * write's transaction is a wake-up of the database, and on a busy machine the most expensive
 * part of a write. Returns the mail's outbox id.
 */
export async function createWithMail(
  db: Db,
  values: {
    userId: number;
    titulo: string;
    texto: string;
    tituloEn: string;
    textoEn: string;
    urlAcceso?: string | null;
    urlExterna?: string | null;
    importante?: boolean;
  },
  mail: { es: MailTexts; en: MailTexts; messageId: string },
): Promise<number | null> {
  const rows = await queryRows(
    db,
    sql`
    with notice as (
      insert into ${notifications}
        (user_id, titulo, texto, titulo_en, texto_en, url_acceso, url_externa, importante)
      values (${values.userId}, ${values.titulo}, ${values.texto}, ${values.tituloEn},
        ${values.textoEn}, ${values.urlAcceso ?? null}, ${values.urlExterna ?? null},
        ${values.importante ?? false})
      returning user_id
    )
    insert into ${outboxMessages} (kind, payload, message_id)
    select 'mail',
      jsonb_build_object(
        'to', recipient.email,
        'subject', case when recipient.idioma = 'en' then ${mail.en.subject}::text
          else ${mail.es.subject}::text end,
        'text', case when recipient.idioma = 'en' then ${mail.en.text}::text
          else ${mail.es.text}::text end),
      ${mail.messageId}
    from notice join ${users} recipient on recipient.id = notice.user_id
    returning id`,
  );
  const id = rows[0]?.id;
  return typeof id === 'number' ? id : null;
}
