import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openPostgres } from './postgres.ts';

// A real PostgreSQL (TEST_DATABASE_URL, else the local server CI and this machine run): the
// embedded database cannot end a connection from outside.
const serverUrl = new URL(
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
);
const name = `portal_faults_${String(process.pid)}_${String(Date.now())}`;
const admin = new pg.Client({ connectionString: serverUrl.toString() });
await admin.connect();
await admin.query(`create database "${name}"`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;

afterAll(async () => {
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
});

describe('PostgreSQL connections ended by the server', () => {
  it('keeps the process and answers again when every idle pooled connection is terminated', async () => {
    const lost: Error[] = [];
    const database = openPostgres(url.toString(), 4, (error) => lost.push(error));
    try {
      // Four idle connections in the pool.
      await Promise.all([1, 2, 3, 4].map(() => database.db.execute('select pg_sleep(0.05)')));
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [name],
      );
      expect(ended.rowCount).toBeGreaterThan(0);
      // Each pooled connection hears of its end and leaves the pool.
      await vi.waitFor(() => {
        expect(lost).toHaveLength(ended.rowCount ?? 0);
      });
      expect(lost[0]?.message).toMatch(/terminating connection/);
      expect(await database.ping()).toBe(true);
    } finally {
      await database.close();
    }
  });
});
