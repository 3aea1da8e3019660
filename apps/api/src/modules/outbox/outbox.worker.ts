import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { MailMessage, Mailer } from '../../lib/mailer.ts';
import * as repo from './outbox.repository.ts';
import type { MailPayload, OutboxRow, WebhookPayload } from './outbox.table.ts';

const LEASE_SECONDS = 300;
const BATCH = 20;
const FIRST_RETRY_SECONDS = 30;
const MAX_RETRY_SECONDS = 3600;
const WEBHOOK_TIMEOUT_MS = 10_000;

/** 30 s after the first failure, then doubling, never more than an hour. */
export const retryDelaySeconds = (attempts: number) =>
  Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_SECONDS);

class WebhookRefused extends Error {
  constructor(readonly status: number) {
    super(`webhook answered HTTP ${String(status)}`);
  }
}

/**
 * Whether trying again cannot help: an SMTP 5xx reply (unknown mailbox, refused message) or an
 * HTTP 4xx other than timeout and rate limit. Connection errors, timeouts and 4xx SMTP replies
 * pass with time.
 */
export function isPermanent(error: unknown): boolean {
  if (error instanceof WebhookRefused) {
    return (
      error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429
    );
  }
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

const describe = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export interface OutboxOptions {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The domain of the Message-IDs (the sender's). */
  domain: string;
  pollSeconds: number;
}

/**
 * Delivers the outbox. Messages are written with the change that causes them
 * (`enqueueMail(tx, …)`); after the commit the caller starts `deliver(ids)`, which sends them at
 * once, and a timer picks up what other processes wrote, retries that are due and messages whose
 * process died while sending them. A message is claimed before it is sent, so it reaches the relay
 * once even with several processes on one database.
 *
 * A request that wrote a message answers without waiting for its delivery (`sendInBackground`): a
 * relay that is slow or stops answering mid-conversation would otherwise hold every request that
 * mails (and the turns they take among the requests at work) until its timeouts. Closing waits
 * for the deliveries under way, and what is left keeps its lease or stays pending.
 */
/** How long closing waits for the sends under way. */
const CLOSE_WAIT_MS = 5000;

export class Outbox {
  private readonly owner = `${os.hostname()}:${String(process.pid)}:${randomUUID().slice(0, 8)}`;
  private readonly inFlight = new Map<number, Promise<void>>();
  /** Deliveries started by `deliver`, claims included (what `close` and `idle` wait for). */
  private readonly deliveries = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private closed = false;

  constructor(private readonly options: OutboxOptions) {}

  /** A Message-ID of the sender's domain, for a message written by a statement of its own. */
  newMessageId = () => `<${randomUUID()}@${this.options.domain}>`;

  /** Writes a mail with `db` (the change's transaction); send it with `deliver` after commit. */
  enqueueMail(db: Db, message: MailPayload): Promise<number> {
    return repo.insertMessage(db, {
      kind: 'mail',
      payload: message,
      messageId: this.newMessageId(),
    });
  }

  /** Writes a JSON POST to another system, delivered like a mail. */
  enqueueWebhook(db: Db, call: WebhookPayload): Promise<number> {
    return repo.insertMessage(db, {
      kind: 'webhook',
      payload: call,
      messageId: this.newMessageId(),
    });
  }

  /** Writes a mail on its own (no change to join) and sends it now. */
  async sendMail(message: MailPayload): Promise<void> {
    await this.deliver([await this.enqueueMail(this.options.db, message)]);
  }

  /**
   * Sends the given messages now, after the commit that wrote them; the promise ends with the
   * attempt (also when this process's timer took one first). Never rejects: a failure is recorded
   * on the message and retried. A request does not wait for it (see the class).
   */
  deliver(ids: readonly number[]): Promise<void> {
    const job = (async () => {
      for (let start = 0; start < ids.length && !this.closed; start += BATCH) {
        await this.deliverBatch(ids.slice(start, start + BATCH));
      }
    })().catch((error: unknown) => {
      this.options.log.error({ err: error }, 'outbox: delivery stopped; the timer will retry');
    });
    this.deliveries.add(job);
    void job.finally(() => this.deliveries.delete(job));
    return job;
  }

  /**
   * Resolves once no delivery started by `deliver`, and no send, is under way (tests read the mail
   * then). The timer's look for due messages is not waited for.
   */
  async idle(): Promise<void> {
    while (this.deliveries.size > 0 || this.inFlight.size > 0) {
      await Promise.all([...this.deliveries, ...this.inFlight.values()]);
    }
  }

  private async deliverBatch(ids: number[]): Promise<void> {
    let claimed: OutboxRow[] = [];
    try {
      claimed = await repo.claimIds(this.options.db, {
        ids,
        owner: this.owner,
        leaseSeconds: LEASE_SECONDS,
      });
    } catch (error) {
      this.options.log.error({ err: error }, 'outbox: claim failed; the timer will retry');
    }
    const mine = new Set(claimed.map((row) => row.id));
    const elsewhere = ids.filter((id) => !mine.has(id)).map((id) => this.inFlight.get(id));
    await Promise.all([...claimed.map((row) => this.send(row)), ...elsewhere]);
  }

  /** One pass: claims and sends every due message. */
  poll(): Promise<void> {
    this.polling ??= this.pollOnce().finally(() => {
      this.polling = undefined;
    });
    return this.polling;
  }

  private async pollOnce(): Promise<void> {
    try {
      for (let round = 0; round < 50 && !this.closed; round += 1) {
        if (!(await repo.hasDue(this.options.db))) {
          return;
        }
        const rows = await repo.claimDue(this.options.db, {
          owner: this.owner,
          leaseSeconds: LEASE_SECONDS,
          limit: BATCH,
        });
        if (rows.length === 0) {
          return;
        }
        await Promise.all(rows.map((row) => this.send(row)));
      }
    } catch (error) {
      this.options.log.error({ err: error }, 'outbox: poll failed');
    }
  }

  start(): void {
    this.timer = setInterval(() => void this.poll(), this.options.pollSeconds * 1000);
    this.timer.unref();
    void this.poll();
  }

  /**
   * Stops the timer and waits for the sends under way, at most `CLOSE_WAIT_MS`: a send that has
   * not finished by then (a relay or database that stopped answering) keeps its claim, and its
   * lease hands it to another process, or to this one after a restart, with the same Message-ID.
   */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, CLOSE_WAIT_MS);
      timer.unref();
    });
    const drained = (async () => {
      await this.polling;
      await Promise.all([...this.deliveries, ...this.inFlight.values()]);
    })();
    await Promise.race([drained, bound]);
    clearTimeout(timer);
  }

  private send(row: OutboxRow): Promise<void> {
    const job = this.attempt(row).finally(() => this.inFlight.delete(row.id));
    this.inFlight.set(row.id, job);
    return job;
  }

  private async attempt(row: OutboxRow): Promise<void> {
    const { db, log } = this.options;
    try {
      await this.transmit(row);
    } catch (error) {
      const permanent = isPermanent(error);
      log.warn(
        { err: error, outboxId: row.id, attempts: row.attempts, permanent },
        'outbox: delivery failed',
      );
      try {
        await (permanent
          ? repo.markFailed(db, row.id, this.owner, describe(error))
          : repo.markRetry(db, row.id, this.owner, {
              error: describe(error),
              retrySeconds: retryDelaySeconds(row.attempts),
            }));
      } catch (recordError) {
        log.error({ err: recordError, outboxId: row.id }, 'outbox: outcome not recorded');
      }
      return;
    }
    try {
      await repo.markSent(db, row.id, this.owner);
    } catch (error) {
      // Sent but not recorded: when the lease runs out it is sent again (at least once).
      log.error({ err: error, outboxId: row.id }, 'outbox: delivery not recorded');
    }
  }

  private async transmit(row: OutboxRow): Promise<void> {
    if (row.kind === 'mail') {
      const mail = row.payload as MailPayload;
      const message: MailMessage = { ...mail, messageId: row.messageId };
      await this.options.mailer.send(message);
      return;
    }
    const call = row.payload as WebhookPayload;
    const res = await fetch(call.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': row.messageId },
      body: JSON.stringify(call.body),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    if (!res.ok) {
      throw new WebhookRefused(res.status);
    }
  }
}
