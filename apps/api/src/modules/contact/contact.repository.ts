import { desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { contactMessages, type ContactMessageRow } from './contact.table.ts';

export type InboxState = 'pendientes' | 'atendidos' | 'todos';

export type NewContactMessage = Pick<
  ContactMessageRow,
  'nombre' | 'email' | 'perfil' | 'asunto' | 'mensaje' | 'ip'
>;

export async function insert(db: Db, values: NewContactMessage): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  if (!row) {
    throw new Error('contact message not stored');
  }
  return row;
}

const stateFilter = (state: InboxState): SQL | undefined =>
  state === 'pendientes'
    ? isNull(contactMessages.handledAt)
    : state === 'atendidos'
      ? isNotNull(contactMessages.handledAt)
      : undefined;

const inboxColumns = {
  message: contactMessages,
  handlerNombre: users.nombre,
  handlerApellidos: users.apellidos,
};

/** The inbox, newest first, with the name of whoever handled each message. */
export const listInbox = (db: Db, state: InboxState) =>
  db
    .select(inboxColumns)
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handledBy))
    .where(stateFilter(state))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));

export type InboxRow = Awaited<ReturnType<typeof listInbox>>[number];

export async function findInboxRow(db: Db, id: number): Promise<InboxRow | null> {
  const [row] = await db
    .select(inboxColumns)
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, id));
  return row ?? null;
}

/** Marks a message handled by `userId` now, or pending again (`userId` null). */
export async function setHandled(db: Db, id: number, userId: number | null): Promise<boolean> {
  const rows = await db
    .update(contactMessages)
    .set(
      userId === null
        ? { handledAt: null, handledBy: null }
        : { handledAt: new Date(), handledBy: userId },
    )
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}
