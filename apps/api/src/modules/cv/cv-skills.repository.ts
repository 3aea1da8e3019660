import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  candidateComputerSkills,
  candidateInterestAreas,
  candidateSkills,
} from '../candidates/candidates.table.ts';

// Lists replaced as a whole ---------------------------------------------------------------------

export async function replaceSkills(db: Db, candidateId: number, names: string[]) {
  await db.delete(candidateSkills).where(eq(candidateSkills.candidateId, candidateId));
  if (names.length > 0) {
    await db
      .insert(candidateSkills)
      .values(names.map((nombre, posicion) => ({ candidateId, posicion, nombre })));
  }
}

export async function replaceComputerSkills(db: Db, candidateId: number, ids: number[]) {
  await db
    .delete(candidateComputerSkills)
    .where(eq(candidateComputerSkills.candidateId, candidateId));
  if (ids.length > 0) {
    await db
      .insert(candidateComputerSkills)
      .values(ids.map((idPrograma) => ({ candidateId, idPrograma })));
  }
}

export async function replaceInterestAreas(db: Db, candidateId: number, ids: number[]) {
  await db
    .delete(candidateInterestAreas)
    .where(eq(candidateInterestAreas.candidateId, candidateId));
  if (ids.length > 0) {
    await db
      .insert(candidateInterestAreas)
      .values(ids.map((idAreaFuncional) => ({ candidateId, idAreaFuncional })));
  }
}
