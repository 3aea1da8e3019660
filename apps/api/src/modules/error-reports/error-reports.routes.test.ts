import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { errorReports, users } from '../../db/schema.ts';
import { buildCandidate } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { isLocalUrl } from './error-reports.service.ts';

/** A stand-in chat webhook that records what it receives. */
const received: { text: string }[] = [];
const waiters: (() => void)[] = [];
const hook = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    received.push(JSON.parse(body) as { text: string });
    res.end('ok');
    waiters.shift()?.();
  });
});
hook.listen(0, '127.0.0.1');
await once(hook, 'listening');
const hookUrl = `http://127.0.0.1:${String((hook.address() as AddressInfo).port)}/hook`;
afterAll(() => {
  hook.close();
});
const nextDelivery = () => new Promise<void>((resolve) => waiters.push(resolve));

const t = await createTestApp();
const withHook = await createTestApp({ ERROR_WEBHOOK_URL: hookUrl });
const brokenHook = await createTestApp({ ERROR_WEBHOOK_URL: 'http://127.0.0.1:1/nadie' });

const url = '/api/Publico/reportaError';
let ip = 0;
const report = (app: typeof t, payload: unknown, headers: Record<string, string> = {}) => {
  ip += 1;
  return app.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    // The portal as its users reach it (inject's default host is localhost, never forwarded).
    headers: {
      'x-forwarded-for': `10.1.0.${String(ip)}`,
      host: 'portal.universidad.es',
      ...headers,
    },
  });
};
const lastRow = async (app: typeof t) =>
  (await app.ctx.db.select().from(errorReports).orderBy(desc(errorReports.id)).limit(1))[0];

describe('reportaError', () => {
  it('stores an anonymous report', async () => {
    const res = await report(t, {
      status: 500,
      url: 'https://portal.universidad.es/cv',
      mensaje: 'Fallo al guardar',
      detalle: { llamada: '/api/Alumno/dameCvUsuario', http: 502 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 0, datos: { idInforme: expect.any(Number) } });
    const row = await lastRow(t);
    expect(row).toMatchObject({
      id: res.json().datos.idInforme,
      userId: null,
      status: 500,
      url: 'https://portal.universidad.es/cv',
      detalle: {
        mensaje: 'Fallo al guardar',
        detalle: { llamada: '/api/Alumno/dameCvUsuario', http: 502 },
      },
    });
  });

  it('records the user when a valid token comes with it, and ignores a bad token', async () => {
    const student = await buildCandidate(t.ctx.db);
    const res = await report(
      t,
      { status: 12, url: 'https://portal.universidad.es/' },
      await t.authHeader(student.email),
    );
    expect(res.json().status).toBe(0);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, student.email));
    expect(await lastRow(t)).toMatchObject({
      userId: user?.id,
      status: 12,
      detalle: { mensaje: null, detalle: null },
    });
    const bad = await report(
      t,
      { status: 1, url: 'https://portal.universidad.es/' },
      { authorization: 'Bearer nope' },
    );
    expect(bad.json().status).toBe(0);
    expect((await lastRow(t))?.userId).toBeNull();
  });

  it('rejects malformed or oversized reports with field errors', async () => {
    const cases: [unknown, string][] = [
      [{ url: 'https://x.es' }, 'status'],
      [{ status: 1.5, url: 'https://x.es' }, 'status'],
      [{ status: 500 }, 'url'],
      [{ status: 500, url: `https://x.es/${'a'.repeat(2000)}` }, 'url'],
      [{ status: 500, url: 'https://x.es', mensaje: 'm'.repeat(2001) }, 'mensaje'],
      [{ status: 500, url: 'https://x.es', detalle: { texto: 'd'.repeat(9000) } }, 'detalle'],
    ];
    const before = (await lastRow(t))?.id;
    for (const [payload, campo] of cases) {
      const res = await report(t, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().datos.errores.map((e: { campo: string }) => e.campo)).toContain(campo);
    }
    const huge = await report(t, { status: 500, url: 'https://x.es', detalle: 'x'.repeat(20_000) });
    expect(huge.statusCode).toBe(413);
    expect((await lastRow(t))?.id).toBe(before);
  });

  it('forwards a short message to the webhook, never for localhost pages', async () => {
    const first = nextDelivery();
    expect(
      (
        await report(withHook, {
          status: 500,
          url: 'https://portal.universidad.es/eventos',
          mensaje: 'Fallo',
          detalle: { dni: '12345678Z' },
        })
      ).json().status,
    ).toBe(0);
    await first;
    const second = nextDelivery();
    expect(
      (await report(withHook, { status: 500, url: 'http://localhost:5173/eventos' })).json().status,
    ).toBe(0);
    expect(
      (await report(withHook, { status: 500, url: 'http://127.0.0.1:8080/cv' })).json().status,
    ).toBe(0);
    expect(
      (
        await report(withHook, { status: 24, url: 'https://portal.universidad.es/documentacion/1' })
      ).json().status,
    ).toBe(0);
    await second;
    expect(received).toHaveLength(2);
    expect(received[0]?.text).toContain(
      'error 500 en https://portal.universidad.es/eventos — Fallo',
    );
    expect(received[0]?.text).not.toContain('12345678Z');
    expect(received[1]?.text).toContain(
      'error 24 en https://portal.universidad.es/documentacion/1',
    );
    expect(
      await withHook.ctx.db
        .select()
        .from(errorReports)
        .where(eq(errorReports.url, 'http://localhost:5173/eventos')),
    ).toHaveLength(1);
  });

  it('never forwards the reports of a portal running on localhost, even of a relative url', async () => {
    const before = received.length;
    for (const host of ['localhost:3000', '127.0.0.1:8080']) {
      const res = await report(
        withHook,
        { status: 500, url: '/api/Alumno/dameCvUsuario' },
        { host },
      );
      expect(res.json().status).toBe(0);
    }
    // A later report from the real portal arrives alone: the local ones were never sent.
    const next = nextDelivery();
    await report(withHook, { status: 500, url: '/api/Alumno/dameEventos' });
    await next;
    expect(received.slice(before).map((m) => m.text)).toEqual([
      expect.stringContaining('error 500 en /api/Alumno/dameEventos'),
    ]);
    expect(isLocalUrl('/api/x', 'localhost:4173')).toBe(true);
    expect(isLocalUrl('/api/x', 'portal.universidad.es')).toBe(false);
  });

  it('answers success even when the webhook is unreachable', async () => {
    const res = await report(brokenHook, { status: 500, url: 'https://portal.universidad.es/' });
    expect(res.json().status).toBe(0);
    expect((await lastRow(brokenHook))?.url).toBe('https://portal.universidad.es/');
  });

  it('is rate-limited per client (30 a minute)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: { status: 500, url: 'https://x.es' },
        // A client of its own (the socket address: X-Forwarded-For is not believed by default).
        remoteAddress: '198.51.100.99',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('knows which pages are local', () => {
    for (const local of [
      'http://localhost/',
      'http://LOCALHOST:3000/x',
      'http://127.0.0.1:8080',
      'http://[::1]:8080/',
      'http://app.localhost/',
    ]) {
      expect(isLocalUrl(local)).toBe(true);
    }
    for (const remote of [
      'https://portal.universidad.es/',
      '/ruta-relativa',
      'https://localhost.example.com/',
    ]) {
      expect(isLocalUrl(remote)).toBe(false);
    }
  });
});
