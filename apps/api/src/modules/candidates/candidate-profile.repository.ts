import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  candidateDocuments,
  candidateLanguages,
  candidates,
  candidateStudies,
} from './candidates.table.ts';
import { internships } from '../internships/internships.table.ts';
import { users } from '../users/users.table.ts';

/** Everything the apply rules and the fit ranking read about a candidate (null: not a candidate). */
export async function loadCandidateProfile(db: Db, userId: number) {
  const rows = await db
    .select({ candidate: candidates, nombre: users.nombre, apellidos: users.apellidos })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(candidates.userId, userId));
  const found = rows[0];
  if (!found) {
    return null;
  }
  const [studies, languages, documents, ownInternships] = await Promise.all([
    db.select().from(candidateStudies).where(eq(candidateStudies.candidateId, userId)),
    db.select().from(candidateLanguages).where(eq(candidateLanguages.candidateId, userId)),
    db
      .selectDistinct({ idTipoDocumento: candidateDocuments.idTipoDocumento })
      .from(candidateDocuments)
      .where(eq(candidateDocuments.candidateId, userId)),
    db
      .select({
        id: internships.id,
        titulo: internships.titulo,
        fechaInicio: internships.fechaInicio,
        fechaFin: internships.fechaFin,
      })
      .from(internships)
      .where(
        and(
          eq(internships.candidateId, userId),
          inArray(internships.estado, ['pendiente', 'en_curso']),
        ),
      ),
  ]);
  return {
    ...found,
    // A degree the record says was left unfinished counts for nothing.
    studies: studies
      .filter((s) => s.estadoRegistro !== 'baja')
      .map((s) => ({
        idTitulacion: s.idTitulacion,
        enCurso: s.enCurso,
        creditos: Number(s.creditosSuperados),
      })),
    languages: languages.map((l) => ({ idIdioma: l.idIdioma, idNivel: l.idNivel })),
    documentTypes: new Set(documents.map((d) => d.idTipoDocumento)),
    internships: ownInternships,
  };
}

export type CandidateProfile = NonNullable<Awaited<ReturnType<typeof loadCandidateProfile>>>;
