import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';

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

describe('PGlite client (issue 18: parsers set once instead of per query)', () => {
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
