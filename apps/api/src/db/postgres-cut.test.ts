import os from 'node:os';
import path from 'node:path';
import { accountCalls } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { parseEnv } from '../config/env.ts';
import { users } from '../modules/users/users.table.ts';
import { memoryMailer, TEST_JWT_SECRET } from '../test/test-app.ts';
import { openPostgres } from './postgres.ts';
import { dni } from './seed/ids.ts';

// A real PostgreSQL (TEST_DATABASE_URL, else the local server CI and this machine run): the
// embedded database cannot end a connection from outside.
const serverUrl = new URL(
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
);
const name = `portal_cut_${String(process.pid)}_${String(Date.now())}`;
const admin = new pg.Client({ connectionString: serverUrl.toString() });
await admin.connect();
await admin.query(`create database "${name}"`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
/** A session on the portal's database that is not the portal's: it takes locks and ends others. */
const operator = new pg.Client({ connectionString: url.toString() });
await operator.connect();

const lostIdle: Error[] = [];
const database = openPostgres(url.toString(), 4, (error) => lostIdle.push(error));
await database.migrate();
const { app } = await buildApp({
  env: parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), `portal-cut-${String(process.pid)}`),
    SHED_EVENT_LOOP_DELAY_MS: '0',
  }),
  database,
  jwtSecret: TEST_JWT_SECRET,
  mailer: memoryMailer(),
});

afterAll(async () => {
  await app.close();
  await database.close();
  await operator.end();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
});

const registration = (n: number) => ({
  nombre: 'Lucía',
  apellidos: 'Corte Conexión',
  dni: dni(n),
  email: `corte-${String(n)}@test.es`,
  telefono: '600123456',
  password: 'Segura123',
  confirmacion: 'Segura123',
  aceptaPoliticaPrivacidad: true,
});
const register = (n: number) =>
  app.inject({
    method: 'POST',
    url: accountCalls.registerCandidate.path,
    payload: registration(n),
  });
const privacyText = () => app.inject({ method: 'GET', url: '/api/Alumno/dameTextoRGPDactual' });

/** Portal sessions waiting for a lock: queries in flight. */
async function waitingOnLocks(): Promise<number> {
  const result = await admin.query<{ n: string }>(
    `select count(*) as n from pg_stat_activity
     where datname = $1 and wait_event_type = 'Lock' and pid <> $2`,
    [name, (operator as unknown as { processID: number }).processID],
  );
  return Number(result.rows[0]?.n ?? 0);
}

describe('PostgreSQL connections cut under load', () => {
  it('fails the requests in flight with 503 and the envelope, writes nothing half-done, and serves the next ones without a restart', async () => {
    // Requests that are mid-query when the connections go: held by a lock the operator takes on
    // the privacy texts, which registration reads after writing the user and the profile.
    await operator.query('begin');
    await operator.query('lock table privacy_texts in access exclusive mode');
    const inFlight = [register(9_100_001), privacyText(), privacyText()];
    await expect.poll(waitingOnLocks, { timeout: 10_000 }).toBe(3);

    const cut = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> $2',
      [name, (operator as unknown as { processID: number }).processID],
    );
    expect(cut.rowCount).toBeGreaterThanOrEqual(3);
    await operator.query('rollback');

    for (const res of await Promise.all(inFlight)) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({
        status: 500,
        datos: null,
        mensaje:
          'Se ha perdido la conexión con la base de datos. Vuelve a intentarlo en unos segundos.',
      });
    }
    // The registration cut after writing the user row left nothing behind.
    const half = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'corte-9100001@test.es'));
    expect(half).toEqual([]);

    // The pool opens new connections: the same calls succeed at once, in this process.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const again = await register(9_100_001);
    expect(again.json<{ status: number }>().status).toBe(0);
    const stored = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'corte-9100001@test.es'));
    expect(stored).toHaveLength(1);
  });
});
