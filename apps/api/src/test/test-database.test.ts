import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/sql-rows.ts';
import { openTestDatabase } from './test-database.ts';

const sequences =
  "select sequencename, last_value::text from pg_sequences where schemaname = 'public' order by 1";

const rows = (database: Awaited<ReturnType<typeof openTestDatabase>>, text: string) =>
  queryRows(database.db, sql.raw(text));

describe('a test database handed to the next test file', () => {
  it('is the same database, with every row a file wrote gone and the template rows and sequences back', async () => {
    const first = await openTestDatabase();
    const [template] = await rows(first, 'select count(*)::int as n from content_pages');
    const before = await rows(first, sequences);
    // A mark outside the reset tables, to tell the same database from a new copy.
    await first.db.execute('create schema reuse_mark');
    await first.db.execute('delete from content_pages');
    await first.db.execute(
      "insert into users (email, password_hash, nombre, apellidos, role) values ('reset@test.es', 'x', 'Reset', 'Prueba', 'alumno')",
    );
    expect(await rows(first, sequences)).not.toEqual(before);
    await first.drop();

    const second = await openTestDatabase();
    try {
      const [mark] = await rows(second, "select to_regnamespace('reuse_mark') is not null as kept");
      expect(mark?.kept).toBe(true);
      expect(await rows(second, "select 1 from users where email = 'reset@test.es'")).toEqual([]);
      const [pages] = await rows(second, 'select count(*)::int as n from content_pages');
      expect(pages?.n).toBe(template?.n);
      expect(Number(template?.n)).toBeGreaterThan(0);
      const after = await rows(second, sequences);
      expect(after).toEqual(before);
      expect(before.length).toBeGreaterThan(0);
      await second.db.execute('drop schema reuse_mark');
    } finally {
      await second.drop();
    }
  });

  it('refuses statements once closed, so a stray job cannot write into the next file', async () => {
    const database = await openTestDatabase();
    await database.drop();
    await expect(database.db.execute('select 1')).rejects.toThrow();
  });
});
