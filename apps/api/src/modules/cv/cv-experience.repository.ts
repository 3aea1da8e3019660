import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { candidateExperience } from '../candidates/candidates.table.ts';

// Experience ------------------------------------------------------------------------------------

export async function insertExperience(db: Db, values: typeof candidateExperience.$inferInsert) {
  const [row] = await db
    .insert(candidateExperience)
    .values(values)
    .returning({ id: candidateExperience.id });
  if (!row) {
    throw new Error('experience not inserted');
  }
  return row.id;
}

export async function findExperience(db: Db, candidateId: number, id: number) {
  const rows = await db
    .select()
    .from(candidateExperience)
    .where(and(eq(candidateExperience.id, id), eq(candidateExperience.candidateId, candidateId)));
  return rows[0] ?? null;
}

export async function updateExperience(
  db: Db,
  candidateId: number,
  id: number,
  values: Partial<typeof candidateExperience.$inferInsert>,
) {
  const rows = await db
    .update(candidateExperience)
    .set(values)
    .where(and(eq(candidateExperience.id, id), eq(candidateExperience.candidateId, candidateId)))
    .returning({ id: candidateExperience.id });
  return rows.length > 0;
}

export async function deleteExperience(db: Db, candidateId: number, id: number) {
  const rows = await db
    .delete(candidateExperience)
    .where(and(eq(candidateExperience.id, id), eq(candidateExperience.candidateId, candidateId)))
    .returning({ id: candidateExperience.id });
  return rows.length > 0;
}
