import { lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { errorReports } from './error-reports.table.ts';

export async function insertReport(
  db: Db,
  values: { userId: number | null; status: number; url: string; detalle: Record<string, unknown> },
): Promise<number> {
  const rows = await db.insert(errorReports).values(values).returning({ id: errorReports.id });
  const row = rows[0];
  if (!row) {
    throw new Error('error report not stored');
  }
  return row.id;
}

/** Keeps only the newest `keep` reports (ids grow with time): the oldest are dropped. */
export async function trimReports(db: Db, newestId: number, keep: number): Promise<void> {
  await db.delete(errorReports).where(lte(errorReports.id, newestId - keep));
}
