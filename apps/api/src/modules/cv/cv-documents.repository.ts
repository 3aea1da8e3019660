import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { candidateDocuments } from '../candidates/candidates.table.ts';

// Documents -------------------------------------------------------------------------------------

export async function findDocument(db: Db, candidateId: number, id: number) {
  const rows = await db
    .select()
    .from(candidateDocuments)
    .where(and(eq(candidateDocuments.id, id), eq(candidateDocuments.candidateId, candidateId)));
  return rows[0] ?? null;
}

export async function insertDocument(db: Db, values: typeof candidateDocuments.$inferInsert) {
  const [row] = await db.insert(candidateDocuments).values(values).returning();
  if (!row) {
    throw new Error('document not inserted');
  }
  return row;
}

export async function deleteDocument(db: Db, candidateId: number, id: number) {
  const rows = await db
    .delete(candidateDocuments)
    .where(and(eq(candidateDocuments.id, id), eq(candidateDocuments.candidateId, candidateId)))
    .returning();
  return rows[0] ?? null;
}
