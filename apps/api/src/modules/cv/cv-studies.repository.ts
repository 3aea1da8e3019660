import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { candidateOtherStudies, candidateStudies } from '../candidates/candidates.table.ts';

// Studies ---------------------------------------------------------------------------------------

export async function findStudy(db: Db, candidateId: number, id: number) {
  const rows = await db
    .select()
    .from(candidateStudies)
    .where(and(eq(candidateStudies.id, id), eq(candidateStudies.candidateId, candidateId)));
  return rows[0] ?? null;
}

export async function findOtherStudy(db: Db, candidateId: number, id: number) {
  const rows = await db
    .select()
    .from(candidateOtherStudies)
    .where(
      and(eq(candidateOtherStudies.id, id), eq(candidateOtherStudies.candidateId, candidateId)),
    );
  return rows[0] ?? null;
}

/** The candidate's studies locked for a deletion (both tables), so two deletions cannot race. */
export async function lockStudies(db: Db, candidateId: number) {
  const [university, other] = await Promise.all([
    db
      .select({ id: candidateStudies.id, origen: candidateStudies.origen })
      .from(candidateStudies)
      .where(eq(candidateStudies.candidateId, candidateId))
      .for('update'),
    db
      .select({ id: candidateOtherStudies.id })
      .from(candidateOtherStudies)
      .where(eq(candidateOtherStudies.candidateId, candidateId))
      .for('update'),
  ]);
  return { university, other };
}

export async function insertUniversityStudy(
  db: Db,
  values: typeof candidateStudies.$inferInsert,
): Promise<number> {
  const [row] = await db
    .insert(candidateStudies)
    .values(values)
    .returning({ id: candidateStudies.id });
  if (!row) {
    throw new Error('study not inserted');
  }
  return row.id;
}

export async function insertOtherStudy(
  db: Db,
  values: typeof candidateOtherStudies.$inferInsert,
): Promise<number> {
  const [row] = await db
    .insert(candidateOtherStudies)
    .values(values)
    .returning({ id: candidateOtherStudies.id });
  if (!row) {
    throw new Error('study not inserted');
  }
  return row.id;
}

export async function updateUniversityStudy(
  db: Db,
  candidateId: number,
  id: number,
  values: Partial<typeof candidateStudies.$inferInsert>,
) {
  await db
    .update(candidateStudies)
    .set(values)
    .where(and(eq(candidateStudies.id, id), eq(candidateStudies.candidateId, candidateId)));
}

export async function updateOtherStudy(
  db: Db,
  candidateId: number,
  id: number,
  values: Partial<typeof candidateOtherStudies.$inferInsert>,
) {
  await db
    .update(candidateOtherStudies)
    .set(values)
    .where(
      and(eq(candidateOtherStudies.id, id), eq(candidateOtherStudies.candidateId, candidateId)),
    );
}

export async function deleteStudies(db: Db, candidateId: number, ids: number[]) {
  await db
    .delete(candidateStudies)
    .where(and(eq(candidateStudies.candidateId, candidateId), inArray(candidateStudies.id, ids)));
  await db
    .delete(candidateOtherStudies)
    .where(
      and(
        eq(candidateOtherStudies.candidateId, candidateId),
        inArray(candidateOtherStudies.id, ids),
      ),
    );
}

export async function countStudies(db: Db, candidateId: number) {
  const [university, other] = await Promise.all([
    db
      .select({ n: count() })
      .from(candidateStudies)
      .where(eq(candidateStudies.candidateId, candidateId)),
    db
      .select({ n: count() })
      .from(candidateOtherStudies)
      .where(eq(candidateOtherStudies.candidateId, candidateId)),
  ]);
  return (university[0]?.n ?? 0) + (other[0]?.n ?? 0);
}
