import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mayWrite } from './client.ts';
import { openPglite } from './embedded.ts';
import { openPostgres } from './postgres.ts';

const database = await openPglite();
afterAll(() => database.close());

const values = sql`select
  timestamp '2026-11-26 10:00:00' as ts,
  timestamptz '2026-11-26 10:00:00+00' as tstz,
  date '2026-11-26' as day,
  interval '1 day' as span,
  array[date '2026-11-26'] as days,
  array[timestamp '2026-11-26 10:00:00'] as stamps,
  42::int as n,
  '{"a":1}'::json as doc`;

describe('PGlite client (parsers set once instead of per query)', () => {
  it('keeps dates, times and intervals as PostgreSQL text, in and out of a transaction', async () => {
    const expected = {
      ts: '2026-11-26 10:00:00',
      tstz: expect.stringMatching(/^2026-11-26 10:00:00\+00/) as unknown,
      day: '2026-11-26',
      span: '1 day',
      days: '{2026-11-26}',
      stamps: '{"2026-11-26 10:00:00"}',
      n: 42,
      doc: { a: 1 },
    };
    const firstRow = (result: unknown) => (result as { rows: unknown[] }).rows[0];
    expect(firstRow(await database.db.execute(values))).toEqual(expected);
    const inside = await database.db.transaction(async (tx) => firstRow(await tx.execute(values)));
    expect(inside).toEqual(expected);
  });
});

describe('PGlite write version (state kept while nothing was written)', () => {
  const version = () => {
    const read = database.writeVersion;
    if (!read) {
      throw new Error('the embedded database has a write version');
    }
    return read();
  };

  it('tells plain reads from statements that may write', () => {
    expect(mayWrite('select 1')).toBe(false);
    expect(mayWrite('  SELECT "id" from "offers" where "id" = $1')).toBe(false);
    expect(mayWrite('insert into t values (1)')).toBe(true);
    expect(mayWrite('update t set a = 1')).toBe(true);
    expect(mayWrite('delete from t')).toBe(true);
    expect(mayWrite('with x as (delete from t returning *) select * from x')).toBe(true);
    expect(mayWrite('select * from t for update')).toBe(true);
    expect(mayWrite('select * from t for no key update')).toBe(true);
    expect(mayWrite("select nextval('s')")).toBe(true);
    expect(mayWrite("select pg_notify('c', 'x')")).toBe(true);
  });

  it('stays the same across reads and changes with every write and transaction', async () => {
    await database.db.execute(sql`create table if not exists write_probe (n int)`);
    const before = version();
    await database.db.execute(sql`select count(*) from write_probe`);
    expect(version()).toBe(before);
    await database.db.execute(sql`insert into write_probe values (1)`);
    const afterInsert = version();
    expect(afterInsert).toBeGreaterThan(before);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select count(*) from write_probe`);
    });
    expect(version()).toBeGreaterThan(afterInsert);
  });

  it('a read overlapping a write never sees the version it will end with', async () => {
    const start = version();
    // The client the driver calls (drizzle's own query objects only start when awaited).
    const client = (
      database.db as unknown as { $client: { query(text: string): Promise<unknown> } }
    ).$client;
    const write = client.query('insert into write_probe values (2)');
    // The write has started: a read that begins now keeps a version older than the write's end.
    const seenDuring = version();
    await write;
    expect(seenDuring).toBeGreaterThan(start);
    expect(version()).toBeGreaterThan(seenDuring);
  });

  it('is undefined on PostgreSQL, where other processes write', () => {
    expect(openPostgres('postgres://unused@127.0.0.1:1/none', 1).writeVersion).toBeUndefined();
  });
});
