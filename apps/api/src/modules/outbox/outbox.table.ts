import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export type OutboxKind = 'mail' | 'webhook';
export type OutboxState = 'pendiente' | 'enviando' | 'enviado' | 'fallido';

export interface MailPayload {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/** What a delivered message keeps. */
export interface DeliveredPayload {
  subject?: string;
}

export interface WebhookPayload {
  url: string;
  body: unknown;
}

/**
 * Every mail and every call to another system, written in the transaction of the change that
 * causes it (so a change that rolls back sends nothing) and delivered by the outbox worker with
 * retries. A message being sent is leased (`claimed_by`, `claimed_until`): when its process dies,
 * another one takes it again once the lease has run out.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<OutboxKind>().notNull(),
    payload: jsonb('payload').$type<MailPayload | WebhookPayload | DeliveredPayload>().notNull(),
    /** Fixed when the message is written, so every retry carries the same Message-ID. */
    messageId: text('message_id').notNull().unique(),
    estado: text('estado').$type<OutboxState>().notNull().default('pendiente'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (t) => [
    index('outbox_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.estado} = 'pendiente'`),
    index('outbox_messages_state_idx').on(t.estado, t.createdAt),
  ],
);

export type OutboxRow = typeof outboxMessages.$inferSelect;
