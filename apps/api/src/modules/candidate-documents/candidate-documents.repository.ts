import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { candidateDocuments } from '../candidates/candidates.table.ts';

export const listMine = (db: Db, candidateId: number) =>
  db
    .select()
    .from(candidateDocuments)
    .where(eq(candidateDocuments.candidateId, candidateId))
    .orderBy(desc(candidateDocuments.createdAt), desc(candidateDocuments.id));

export async function findOwn(db: Db, candidateId: number, id: number) {
  const rows = await db
    .select()
    .from(candidateDocuments)
    .where(and(eq(candidateDocuments.id, id), eq(candidateDocuments.candidateId, candidateId)));
  return rows[0] ?? null;
}

export async function insert(db: Db, values: typeof candidateDocuments.$inferInsert) {
  const [row] = await db.insert(candidateDocuments).values(values).returning();
  if (!row) {
    throw new Error('document not inserted');
  }
  return row;
}
