import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { candidateLanguages } from '../candidates/candidates.table.ts';

// Languages -------------------------------------------------------------------------------------

export async function findLanguage(db: Db, candidateId: number, idIdioma: number) {
  const rows = await db
    .select()
    .from(candidateLanguages)
    .where(
      and(
        eq(candidateLanguages.candidateId, candidateId),
        eq(candidateLanguages.idIdioma, idIdioma),
      ),
    );
  return rows[0] ?? null;
}

/** Inserts a language; false when the candidate already has it (primary key). */
export async function insertLanguage(db: Db, values: typeof candidateLanguages.$inferInsert) {
  const rows = await db
    .insert(candidateLanguages)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: candidateLanguages.idIdioma });
  return rows.length > 0;
}

export async function updateLanguage(
  db: Db,
  candidateId: number,
  idIdioma: number,
  values: { idNivel: number; certificado: string | null },
) {
  const rows = await db
    .update(candidateLanguages)
    .set(values)
    .where(
      and(
        eq(candidateLanguages.candidateId, candidateId),
        eq(candidateLanguages.idIdioma, idIdioma),
      ),
    )
    .returning({ id: candidateLanguages.idIdioma });
  return rows.length > 0;
}

export async function deleteLanguage(db: Db, candidateId: number, idIdioma: number) {
  const rows = await db
    .delete(candidateLanguages)
    .where(
      and(
        eq(candidateLanguages.candidateId, candidateId),
        eq(candidateLanguages.idIdioma, idIdioma),
      ),
    )
    .returning({ id: candidateLanguages.idIdioma });
  return rows.length > 0;
}
