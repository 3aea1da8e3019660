import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { accountCalls } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { parseEnv } from '../config/env.ts';
import { candidates } from '../modules/candidates/candidates.table.ts';
import { users } from '../modules/users/users.table.ts';
import { memoryMailer, TEST_JWT_SECRET } from '../test/test-app.ts';
import { openPglite } from './embedded.ts';
import { openPostgres } from './postgres.ts';
import { type Database } from './client.ts';
import { dni } from './seed/ids.ts';

/**
 * The backups of docs/operations.md, done as written: a portal filled through the API is backed
 * up (pg_dump, or a copy of the embedded database's folder while stopped), restored into a fresh
 * database or folder, and a portal started on it finds the data.
 */
const run = promisify(execFile);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
const env = parseEnv({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: work,
  SHED_EVENT_LOOP_DELAY_MS: '0',
});

const mailer = memoryMailer();

/** Starts a portal on `database` (migrations first, as server.ts does). */
async function startPortal(database: Database) {
  await database.migrate();
  return buildApp({ env, database, jwtSecret: TEST_JWT_SECRET, mailer });
}

const person = {
  nombre: 'Copia',
  apellidos: 'De Seguridad',
  dni: dni(9_200_001),
  email: 'copia@test.es',
  telefono: '600123456',
  password: 'Respaldo2024',
  confirmacion: 'Respaldo2024',
  aceptaPoliticaPrivacidad: true,
};

/** Registers the person through the API and confirms the address with the mailed link. */
async function fill(database: Database) {
  const { app, ctx } = await startPortal(database);
  const res = await app.inject({
    method: 'POST',
    url: accountCalls.registerCandidate.path,
    payload: person,
  });
  expect(res.json<{ status: number }>().status).toBe(0);
  // The call answered before its mail was delivered.
  await ctx.outbox.idle();
  const mail = mailer.sent.filter((m) => m.to === person.email).at(-1);
  const token = /confirmar-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  const confirmed = await app.inject({
    method: 'POST',
    url: accountCalls.confirmEmail.path,
    payload: { token },
  });
  expect(confirmed.json<{ status: number }>().status).toBe(0);
  await app.close();
}

/** Signs the person in on a portal started on `database` and finds their profile. */
async function readBack(database: Database) {
  const { app } = await startPortal(database);
  try {
    const res = await app.inject({
      method: 'POST',
      url: '/api/Alumno/logaUsuario',
      payload: { eUsuario: person.email, ePassword: person.password, eAmbito: 'PrivadoAlumno' },
    });
    expect(res.json<{ status: number }>().status).toBe(0);
    const rows = await database.db
      .select({ dni: candidates.dni, nombre: users.nombre })
      .from(users)
      .innerJoin(candidates, eq(candidates.userId, users.id))
      .where(eq(users.email, person.email));
    expect(rows).toEqual([{ dni: person.dni, nombre: person.nombre }]);
  } finally {
    await app.close();
  }
}

afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true });
});

/**
 * Each test migrates a database from nothing, starts the portal on it twice and, for PostgreSQL,
 * runs pg_dump and pg_restore: minutes on a busy two-core machine, not the suite's 30 s.
 */
const WHOLE_PORTAL_MS = 300_000;

describe('backup and restore', () => {
  it(
    'PostgreSQL: pg_dump, pg_restore into a fresh database, and the portal starts on it with the data',
    async () => {
      const server = new URL(
        process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
      );
      const admin = new pg.Client({ connectionString: server.toString() });
      await admin.connect();
      const suffix = `${String(process.pid)}_${String(Date.now())}`;
      const [source, restored] = [`portal_bk_src_${suffix}`, `portal_bk_dst_${suffix}`];
      const urlOf = (name: string) => {
        const url = new URL(server);
        url.pathname = `/${name}`;
        return url.toString();
      };
      await admin.query(`create database "${source}"`);
      await admin.query(`create database "${restored}"`);
      try {
        const original = openPostgres(urlOf(source), 2);
        await fill(original);
        await original.close();

        const dump = path.join(work, 'portal.dump');
        await run('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, urlOf(source)]);
        await admin.query(`drop database "${source}" with (force)`);
        await run('pg_restore', [
          '--no-owner',
          '--exit-on-error',
          `--dbname=${urlOf(restored)}`,
          dump,
        ]);

        const copy = openPostgres(urlOf(restored), 2);
        try {
          await readBack(copy);
        } finally {
          await copy.close();
        }
      } finally {
        await admin.query(`drop database if exists "${source}" with (force)`);
        await admin.query(`drop database if exists "${restored}" with (force)`);
        await admin.end();
      }
    },
    WHOLE_PORTAL_MS,
  );

  it(
    'embedded database: a copy of the stopped portal’s folder starts with the data',
    async () => {
      const folder = path.join(work, 'data', 'db');
      fs.mkdirSync(path.dirname(folder), { recursive: true });
      const original = await openPglite({ dataDir: folder });
      await fill(original);
      await original.close();

      const copyFolder = path.join(work, 'restored', 'db');
      fs.cpSync(folder, copyFolder, { recursive: true });
      fs.rmSync(folder, { recursive: true, force: true });

      const copy = await openPglite({ dataDir: copyFolder });
      try {
        await readBack(copy);
      } finally {
        await copy.close();
      }
    },
    WHOLE_PORTAL_MS,
  );
});
