import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { guides } from './guides.table.ts';

/** Orientation guides, newest first. */
export const listGuides = (db: Db) =>
  db.select().from(guides).orderBy(desc(guides.publicadaAt), desc(guides.id));

export type GuideRow = Awaited<ReturnType<typeof listGuides>>[number];
