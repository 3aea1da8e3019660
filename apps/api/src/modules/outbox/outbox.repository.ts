import type { OutboxQuery } from '@portal/contracts';
import { and, asc, count, desc, eq, inArray, lte, min, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listOrderBy, textOrder } from '../../lib/list-order.ts';
import {
  outboxMessages as t,
  type MailPayload,
  type OutboxKind,
  type OutboxRow,
  type OutboxState,
  type WebhookPayload,
} from './outbox.table.ts';

/** After this long without success a message is given up (fallido). */
export const GIVE_UP_AFTER = sql`interval '2 days'`;

export async function insertMessage(
  db: Db,
  message: { kind: OutboxKind; payload: MailPayload | WebhookPayload; messageId: string },
): Promise<number> {
  const [row] = await db.insert(t).values(message).returning({ id: t.id });
  if (!row) {
    throw new Error('outbox insert returned no row');
  }
  return row.id;
}

/** Waiting and due, or being sent by a process whose lease ran out (it died mid-send). */
const due = () =>
  or(
    and(eq(t.estado, 'pendiente'), lte(t.nextAttemptAt, sql`now()`)),
    and(eq(t.estado, 'enviando'), lte(t.claimedUntil, sql`now()`)),
  );

/** A cheap look before claiming: a claim is a write, and most polls find nothing. */
export async function hasDue(db: Db): Promise<boolean> {
  const rows = await db.select({ id: t.id }).from(t).where(due()).limit(1);
  return rows.length > 0;
}

const claimSet = (owner: string, leaseSeconds: number) => ({
  estado: 'enviando' as const,
  claimedBy: owner,
  claimedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
  attempts: sql`${t.attempts} + 1`,
});

/**
 * Takes up to `limit` due messages for this process in one statement. Rows another process has
 * locked are skipped, and a row it has just claimed no longer matches when re-checked, so two
 * processes never take the same message.
 */
export function claimDue(
  db: Db,
  params: { owner: string; leaseSeconds: number; limit: number },
): Promise<OutboxRow[]> {
  const ids = db
    .select({ id: t.id })
    .from(t)
    .where(due())
    .orderBy(asc(t.nextAttemptAt))
    .limit(params.limit)
    .for('update', { skipLocked: true });
  return db
    .update(t)
    .set(claimSet(params.owner, params.leaseSeconds))
    .where(inArray(t.id, ids))
    .returning();
}

/** Takes the given messages if they are still waiting (the nudge right after a commit). */
export function claimIds(
  db: Db,
  params: { ids: number[]; owner: string; leaseSeconds: number },
): Promise<OutboxRow[]> {
  const ids = db
    .select({ id: t.id })
    .from(t)
    .where(and(inArray(t.id, params.ids), eq(t.estado, 'pendiente')))
    .for('update', { skipLocked: true });
  return db
    .update(t)
    .set(claimSet(params.owner, params.leaseSeconds))
    .where(inArray(t.id, ids))
    .returning();
}

/** Only the process holding the claim records the outcome. */
const held = (id: number, owner: string) =>
  and(eq(t.id, id), eq(t.claimedBy, owner), eq(t.estado, 'enviando'));

export async function markSent(db: Db, id: number, owner: string): Promise<void> {
  await db
    .update(t)
    .set({
      estado: 'enviado',
      sentAt: sql`now()`,
      // Only the subject is kept once delivered: bodies hold one-time links (password, survey),
      // and a person's address must go with their account when it is erased.
      payload: sql`jsonb_strip_nulls(jsonb_build_object('subject', ${t.payload} -> 'subject'))`,
      lastError: null,
      claimedBy: null,
      claimedUntil: null,
    })
    .where(held(id, owner));
}

/** A refusal that will not change by trying again (an SMTP 5xx): failed at once. */
export async function markFailed(db: Db, id: number, owner: string, error: string) {
  await db
    .update(t)
    .set({ estado: 'fallido', lastError: error, claimedBy: null, claimedUntil: null })
    .where(held(id, owner));
}

/** A failure that may pass: try again after `retrySeconds`, or give up once it is 2 days old. */
export async function markRetry(
  db: Db,
  id: number,
  owner: string,
  params: { error: string; retrySeconds: number },
) {
  await db
    .update(t)
    .set({
      estado: sql`case when ${t.createdAt} <= now() - ${GIVE_UP_AFTER} then 'fallido' else 'pendiente' end`,
      nextAttemptAt: sql`now() + make_interval(secs => ${params.retrySeconds})`,
      lastError: params.error,
      claimedBy: null,
      claimedUntil: null,
    })
    .where(held(id, owner));
}

/** For the metrics: what waits, what failed, and how long the oldest waiting one has waited. */
export async function outboxStats(
  db: Db,
): Promise<{ pending: number; failed: number; oldestPendingAt: Date | null }> {
  const rows = await db
    .select({ estado: t.estado, n: count(), oldest: min(t.createdAt) })
    .from(t)
    .where(inArray(t.estado, ['pendiente', 'enviando', 'fallido']))
    .groupBy(t.estado);
  const waiting = rows.filter((r) => r.estado !== 'fallido');
  const oldest = waiting
    .map((r) => r.oldest)
    .filter((d): d is Date => d !== null)
    .map((d) => new Date(d));
  return {
    pending: waiting.reduce((sum, r) => sum + r.n, 0),
    failed: rows.find((r) => r.estado === 'fallido')?.n ?? 0,
    oldestPendingAt: oldest.length ? new Date(Math.min(...oldest.map((d) => d.getTime()))) : null,
  };
}

/** Deletes delivered messages sent more than `olderThanDays` days ago; answers how many. */
export async function purgeDeliveredMessages(db: Db, olderThanDays: number): Promise<number> {
  const rows = await db
    .delete(t)
    .where(
      and(
        eq(t.estado, 'enviado'),
        lte(t.sentAt, sql`now() - make_interval(days => ${olderThanDays})`),
      ),
    )
    .returning({ id: t.id });
  return rows.length;
}

/**
 * What the list shows as the recipient: the mail's address or the webhook's host; none once
 * delivered (the payload keeps only the subject).
 */
const recipient = sql`coalesce(${t.payload} ->> 'to', substring(${t.payload} ->> 'url' from '://([^/]+)'))`;

/** The back-office list: the column `orden` chose, then failed and waiting first, newest first. */
export async function listMessages(
  db: Db,
  params: {
    estado: OutboxState | undefined;
    orden?: OutboxQuery['orden'];
    limit: number;
    offset: number;
  },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const where = params.estado ? eq(t.estado, params.estado) : undefined;
  const state = sql`case ${t.estado} when 'fallido' then 0 when 'pendiente' then 1 when 'enviando' then 2 else 3 end`;
  const order = listOrderBy(
    params.orden,
    {
      destinatario: textOrder(recipient),
      asunto: textOrder(sql`${t.payload} ->> 'subject'`),
      intentos: t.attempts,
      fecha: t.createdAt,
    },
    [state, desc(t.createdAt), desc(t.id)],
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(...order)
      .limit(params.limit)
      .offset(params.offset),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findMessage(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(t).where(eq(t.id, id));
  return row;
}

/** Locks one message for a change made in the caller's transaction. */
export async function findMessageForUpdate(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(t).where(eq(t.id, id)).for('update');
  return row;
}

/** Waiting again from now; its attempts are kept. */
export async function requeue(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(t)
    .set({ estado: 'pendiente', nextAttemptAt: sql`now()`, claimedBy: null, claimedUntil: null })
    .where(eq(t.id, id))
    .returning();
  return row;
}
