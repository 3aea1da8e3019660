import http from 'node:http';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/postgres.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import {
  approveCompanyRequest,
  askPasswordReset,
  changeApplicationState,
  messageIdOf,
  outboxRows,
  outboxRowsTo,
  smtpApp,
} from './outbox-test-kit.ts';
import { subjectOf } from './outbox.mapper.ts';
import { outboxMessages } from './outbox.table.ts';
import { Outbox, retryDelaySeconds } from './outbox.worker.ts';
import { outboxStats, purgeDeliveredMessages } from './outbox.repository.ts';

let inbox = await startSmtpInbox();
const database = await openTestDatabase();
const t = await smtpApp(database, inbox.url);
afterAll(async () => {
  await t.app.close();
  await database.drop();
  await inbox.close();
});

const mailsTo = (address: string) => inbox.mails.filter((m) => m.to.includes(address));
const unique = () => Math.random().toString(36).slice(2, 10);

describe('the mail outbox', () => {
  it('sends nothing for a change that rolls back', async () => {
    const to = `rollback-${unique()}@test.es`;
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await t.ctx.outbox.enqueueMail(tx, { to, subject: 'Nunca', text: 'No debe llegar.' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await t.ctx.outbox.poll();
    expect(await outboxRowsTo(t, [to])).toEqual([]);
    expect(mailsTo(to)).toEqual([]);
  });

  it('keeps the mails of a reset, an approval and a state change while the relay is down, then delivers each once with its Message-ID', async () => {
    const port = inbox.port;
    await inbox.close();
    const reset = await askPasswordReset(t);
    const approval = await approveCompanyRequest(t);
    const stateChange = await changeApplicationState(t);
    for (const done of [reset, approval, stateChange]) {
      expect(done.answer.status).toBe(0);
    }
    // The calls answered without waiting for their mails' first attempt: let it end.
    await t.ctx.outbox.idle();
    const addresses = [reset.email, approval.email, stateChange.email];
    const waiting = await outboxRowsTo(t, addresses);
    expect(waiting.map((row) => [row.estado, row.attempts])).toEqual([
      ['pendiente', 1],
      ['pendiente', 1],
      ['pendiente', 1],
    ]);
    for (const row of waiting) {
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      // The first retry comes within a minute.
      expect(row.nextAttemptAt.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    }

    inbox = await startSmtpInbox({ port });
    // The retry falls due (as it would after its 30 s), and the worker's next look sends it.
    await t.ctx.db.update(outboxMessages).set({ nextAttemptAt: sql`now()` });
    await t.ctx.outbox.poll();
    const mails = await Promise.all(addresses.map((address) => inbox.next(address)));
    expect(mails.map(messageIdOf)).toEqual(waiting.map((row) => row.messageId));
    await t.ctx.outbox.poll();
    for (const address of addresses) {
      expect(mailsTo(address)).toHaveLength(1);
    }
    const sent = await outboxRows(
      t,
      waiting.map((row) => row.id),
    );
    expect(sent.map((row) => [row.estado, row.attempts])).toEqual([
      ['enviado', 2],
      ['enviado', 2],
      ['enviado', 2],
    ]);
    // Delivered messages keep their subject only (no one-time links, no addresses).
    expect(sent.map((row) => Object.keys(row.payload))).toEqual([
      ['subject'],
      ['subject'],
      ['subject'],
    ]);
  });

  it('answers a call that mails while a relay that stopped answering still holds the mail', async () => {
    // A relay that takes the connection and then says nothing (no SMTP greeting).
    const sockets = new Set<Socket>();
    let connected: () => void = () => undefined;
    const reached = new Promise<void>((resolve) => {
      connected = resolve;
    });
    const silent = createServer((socket) => {
      sockets.add(socket);
      connected();
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const stalled = await smtpApp(
      database,
      `smtp://127.0.0.1:${String((silent.address() as AddressInfo).port)}`,
    );
    try {
      const { answer, email } = await changeApplicationState(stalled);
      expect(answer.status).toBe(0);
      // The answer came while the relay holds the mail without a word (waiting for it would have
      // lasted until the mailer's greeting timeout, and left the message waiting for a retry).
      await reached;
      const [row] = await outboxRowsTo(stalled, [email]);
      expect(row).toMatchObject({ estado: 'enviando', attempts: 1 });
      // The relay hangs up: the attempt ends and the message waits for its retry.
      for (const socket of sockets) {
        socket.destroy();
      }
      await stalled.ctx.outbox.idle();
      const [after] = await outboxRowsTo(stalled, [email]);
      expect(after).toMatchObject({ estado: 'pendiente', attempts: 1 });
    } finally {
      await stalled.app.close();
      silent.close();
    }
  });

  it('gives a mail the relay refuses for good (5xx) up at once, without retries', async () => {
    const to = `rechazado-${unique()}@test.es`;
    inbox.refuse(to);
    await t.ctx.outbox.sendMail({ to, subject: 'Rechazado', text: 'Buzón inexistente.' });
    const [row] = await outboxRowsTo(t, [to]);
    expect(row).toMatchObject({ estado: 'fallido', attempts: 1 });
    expect(row?.lastError).toMatch(/550|No such mailbox/);
    await t.ctx.db.update(outboxMessages).set({ nextAttemptAt: sql`now()` });
    await t.ctx.outbox.poll();
    expect((await outboxRowsTo(t, [to]))[0]).toMatchObject({ estado: 'fallido', attempts: 1 });
    expect(mailsTo(to)).toEqual([]);
  });

  it('answers a forgotten password the same for an unknown and a known address, relay down or not', async () => {
    const known = await askPasswordReset(t);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/solicitarReseteoPassword',
      payload: { usuario: `nadie-${unique()}@test.es` },
    });
    expect(unknown.json()).toEqual(known.answer);
    const port = inbox.port;
    await inbox.close();
    try {
      const knownDown = await askPasswordReset(t);
      const unknownDown = await t.app.inject({
        method: 'POST',
        url: '/api/Alumno/solicitarReseteoPassword',
        payload: { usuario: `nadie-${unique()}@test.es` },
      });
      expect(knownDown.answer).toEqual(known.answer);
      expect(unknownDown.json()).toEqual(known.answer);
    } finally {
      inbox = await startSmtpInbox({ port });
    }
  });

  it('retries a passing failure later, backing off to an hour, and gives up after two days', async () => {
    expect([1, 2, 3, 4, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 3600, 3600]);
    const to = `antiguo-${unique()}@test.es`;
    const busy = new Outbox({
      db: t.ctx.db,
      mailer: {
        send: () =>
          Promise.reject(Object.assign(new Error('421 try again later'), { responseCode: 421 })),
        close: () => undefined,
      },
      log: t.ctx.log,
      domain: 'portal.test',
      pollSeconds: 3600,
    });
    // Not due for the app's own worker: only `busy` takes them.
    const [young, old] = await t.ctx.db.transaction(async (tx) => {
      const ids = [
        await busy.enqueueMail(tx, { to, subject: 'Reciente', text: '.' }),
        await busy.enqueueMail(tx, { to, subject: 'Antiguo', text: '.' }),
      ];
      await tx
        .update(outboxMessages)
        .set({ nextAttemptAt: sql`now() + interval '1 hour'` })
        .where(inArray(outboxMessages.id, ids));
      await tx
        .update(outboxMessages)
        .set({ createdAt: sql`now() - interval '2 days 1 minute'` })
        .where(eq(outboxMessages.id, ids[1] ?? 0));
      return ids;
    });
    await busy.deliver([young ?? 0, old ?? 0]);
    await busy.close();
    const rows = await outboxRowsTo(t, [to]);
    expect(rows.map((row) => [subjectOf(row), row.estado, row.attempts])).toEqual([
      ['Reciente', 'pendiente', 1],
      ['Antiguo', 'fallido', 1],
    ]);
    expect(rows[0]?.lastError).toContain('421');
  });

  it('counts what waits and what failed, and purges delivered messages past the retention', async () => {
    const stats = await outboxStats(t.ctx.db);
    expect(stats.pending).toBeGreaterThanOrEqual(1);
    expect(stats.failed).toBeGreaterThanOrEqual(2);
    expect(stats.oldestPendingAt).toBeInstanceOf(Date);
    const to = `purga-${unique()}@test.es`;
    const old = await t.ctx.outbox.enqueueMail(t.ctx.db, { to, subject: 'Viejo', text: '.' });
    const recent = await t.ctx.outbox.enqueueMail(t.ctx.db, { to, subject: 'Nuevo', text: '.' });
    await t.ctx.outbox.deliver([old, recent]);
    await t.ctx.db
      .update(outboxMessages)
      .set({ sentAt: sql`now() - interval '31 days'` })
      .where(eq(outboxMessages.id, old));
    expect(await purgeDeliveredMessages(t.ctx.db, 30)).toBeGreaterThanOrEqual(1);
    expect((await outboxRows(t, [old, recent])).map((row) => subjectOf(row))).toEqual(['Nuevo']);
  });
});

describe('webhook calls through the outbox', () => {
  it('retries a webhook that answers 503 and sends it once with its key when it answers again', async () => {
    const calls: { key: string | undefined; body: string }[] = [];
    let answer = 503;
    const hook = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        calls.push({ key: req.headers['idempotency-key'] as string | undefined, body });
        res.statusCode = answer;
        res.end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${String((hook.address() as AddressInfo).port)}/chat`;
      const id = await t.ctx.outbox.enqueueWebhook(t.ctx.db, { url, body: { text: 'Fallo' } });
      await t.ctx.outbox.deliver([id]);
      const [waiting] = await outboxRows(t, [id]);
      expect(waiting).toMatchObject({ estado: 'pendiente', attempts: 1 });
      expect(waiting?.lastError).toContain('503');
      answer = 204;
      await t.ctx.db
        .update(outboxMessages)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(outboxMessages.id, id));
      await t.ctx.outbox.poll();
      await t.ctx.outbox.poll();
      expect((await outboxRows(t, [id]))[0]).toMatchObject({ estado: 'enviado', attempts: 2 });
      expect(calls).toEqual([
        { key: waiting?.messageId, body: '{"text":"Fallo"}' },
        { key: waiting?.messageId, body: '{"text":"Fallo"}' },
      ]);
    } finally {
      await new Promise((resolve) => hook.close(resolve));
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two processes on one PostgreSQL', () => {
  it('deliver each message once', async () => {
    const { connectionString } = database;
    if (!connectionString) {
      throw new Error('no PostgreSQL database');
    }
    const secondDatabase = openPostgres(connectionString, 3);
    const second = await smtpApp(secondDatabase, inbox.url);
    try {
      const addresses = Array.from(
        { length: 30 },
        (_, i) => `doble-${String(i)}-${unique()}@test.es`,
      );
      // Written by neither process's own call: only the workers' looks can send them.
      const ids = await t.ctx.db.transaction(async (tx) => {
        const written: number[] = [];
        for (const to of addresses) {
          written.push(
            await t.ctx.outbox.enqueueMail(tx, { to, subject: 'Una sola vez', text: '.' }),
          );
        }
        return written;
      });
      await Promise.all([
        t.ctx.outbox.poll(),
        second.ctx.outbox.poll(),
        t.ctx.outbox.poll(),
        second.ctx.outbox.poll(),
      ]);
      await Promise.all(addresses.map((address) => inbox.next(address)));
      await Promise.all([t.ctx.outbox.poll(), second.ctx.outbox.poll()]);
      for (const address of addresses) {
        expect(mailsTo(address)).toHaveLength(1);
      }
      const rows = await outboxRows(t, ids);
      expect(rows.every((row) => row.estado === 'enviado' && row.attempts === 1)).toBe(true);
    } finally {
      await second.app.close();
      await secondDatabase.close();
    }
  });
});
