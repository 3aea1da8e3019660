import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  candidateDocuments,
  candidateLanguages,
  candidates,
  candidateStudies,
} from './candidates.table.ts';
import { internships } from '../internships/internships.table.ts';
import { users } from '../users/users.table.ts';

// One statement: an application's rules, a signature and the fit ranking read all of it together.
const candidateProfileQuery = preparedPerDatabase((db) =>
  db
    .select({
      candidate: candidates,
      nombre: users.nombre,
      apellidos: users.apellidos,
      studies: rowsOf(candidateStudies, eq(candidateStudies.candidateId, candidates.userId)),
      languages: rowsOf(candidateLanguages, eq(candidateLanguages.candidateId, candidates.userId)),
      documentTypes: sql<
        number[]
      >`array(select distinct ${candidateDocuments.idTipoDocumento} from ${candidateDocuments} where ${eq(candidateDocuments.candidateId, candidates.userId)})`,
      internships: rowsOf(
        internships,
        and(
          eq(internships.candidateId, candidates.userId),
          inArray(internships.estado, ['pendiente', 'en_curso']),
        ),
      ),
    })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(candidates.userId, sql.placeholder('userId')))
    .prepare('candidate_profile'),
);

/** Everything the apply rules and the fit ranking read about a candidate (null: not a candidate). */
export async function loadCandidateProfile(db: Db, userId: number) {
  const [found] = await candidateProfileQuery(db).execute({ userId });
  if (!found) {
    return null;
  }
  return {
    candidate: found.candidate,
    nombre: found.nombre,
    apellidos: found.apellidos,
    // A degree the record says was left unfinished counts for nothing.
    studies: found.studies
      .filter((s) => s.estadoRegistro !== 'baja')
      .map((s) => ({
        idTitulacion: s.idTitulacion,
        enCurso: s.enCurso,
        creditos: Number(s.creditosSuperados),
      })),
    languages: found.languages.map((l) => ({ idIdioma: l.idIdioma, idNivel: l.idNivel })),
    documentTypes: new Set(found.documentTypes),
    internships: found.internships.map((i) => ({
      id: i.id,
      titulo: i.titulo,
      fechaInicio: i.fechaInicio,
      fechaFin: i.fechaFin,
    })),
  };
}

export type CandidateProfile = NonNullable<Awaited<ReturnType<typeof loadCandidateProfile>>>;
