import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** Rows of a raw statement (PGlite and node-postgres both answer `{ rows }`), values untyped. */
export async function queryRows(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Record<string, unknown>[] }).rows;
}
