import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { applications } from '../applications/applications.table.ts';
import {
  candidateComputerSkills,
  candidateDocuments,
  candidateExperience,
  candidateInterestAreas,
  candidateLanguages,
  candidateOtherStudies,
  candidates,
  candidateSkills,
  candidateStudies,
} from '../candidates/candidates.table.ts';
import { offers } from '../offers/offers.table.ts';
import { users } from '../users/users.table.ts';

export type CandidateUpdate = Partial<Omit<typeof candidates.$inferInsert, 'userId'>>;

/** What a profile read selects: the candidate's row with the account's name and email. */
const profileColumns = {
  candidate: candidates,
  nombre: users.nombre,
  apellidos: users.apellidos,
  email: users.email,
};

/** The candidate's profile row with the account's name and email. */
export async function findProfile(db: Db, candidateId: number) {
  const rows = await db
    .select(profileColumns)
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(candidates.userId, candidateId));
  return rows[0] ?? null;
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

// One statement for the profile and the eight parts: read side by side they took nine pooled
// connections.
const cvQuery = preparedPerDatabase((db) => {
  const candidateId = candidates.userId;
  return db
    .select({
      ...profileColumns,
      studies: rowsOf(
        candidateStudies,
        eq(candidateStudies.candidateId, candidateId),
        desc(candidateStudies.enCurso),
        desc(candidateStudies.fechaInicio),
        asc(candidateStudies.id),
      ),
      otherStudies: rowsOf(
        candidateOtherStudies,
        eq(candidateOtherStudies.candidateId, candidateId),
        desc(candidateOtherStudies.fechaInicio),
        asc(candidateOtherStudies.id),
      ),
      languages: rowsOf(
        candidateLanguages,
        eq(candidateLanguages.candidateId, candidateId),
        asc(candidateLanguages.idIdioma),
      ),
      experience: rowsOf(
        candidateExperience,
        eq(candidateExperience.candidateId, candidateId),
        desc(candidateExperience.fechaInicio),
        desc(candidateExperience.id),
      ),
      skills: sql<
        string[]
      >`array(select ${candidateSkills.nombre} from ${candidateSkills} where ${eq(candidateSkills.candidateId, candidateId)} order by ${candidateSkills.posicion})`,
      computerSkills: sql<
        number[]
      >`array(select ${candidateComputerSkills.idPrograma} from ${candidateComputerSkills} where ${eq(candidateComputerSkills.candidateId, candidateId)} order by ${candidateComputerSkills.idPrograma})`,
      interestAreas: sql<
        number[]
      >`array(select ${candidateInterestAreas.idAreaFuncional} from ${candidateInterestAreas} where ${eq(candidateInterestAreas.candidateId, candidateId)} order by ${candidateInterestAreas.idAreaFuncional})`,
      documents: rowsOf(
        candidateDocuments,
        eq(candidateDocuments.candidateId, candidateId),
        desc(candidateDocuments.createdAt),
        desc(candidateDocuments.id),
      ),
    })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(candidates.userId, sql.placeholder('candidateId')))
    .prepare('cv_whole');
});

/** The profile (as findProfile) and every part of the CV, in one statement; null: no candidate. */
export async function findCv(db: Db, candidateId: number) {
  const [row] = await cvQuery(db).execute({ candidateId });
  if (!row) {
    return null;
  }
  const { candidate, nombre, apellidos, email, ...parts } = row;
  return { profile: { candidate, nombre, apellidos, email }, parts };
}

export type CvParts = NonNullable<Awaited<ReturnType<typeof findCv>>>['parts'];

/** A CV with nothing in it besides the profile. */
export const emptyCvParts = (): CvParts => ({
  studies: [],
  otherStudies: [],
  languages: [],
  experience: [],
  skills: [],
  computerSkills: [],
  interestAreas: [],
  documents: [],
});

/** Everything the CV shows besides the profile (nothing for an unknown candidate). */
export async function findCvParts(db: Db, candidateId: number): Promise<CvParts> {
  return (await findCv(db, candidateId))?.parts ?? emptyCvParts();
}

export async function updateProfile(db: Db, candidateId: number, values: CandidateUpdate) {
  await db.update(candidates).set(values).where(eq(candidates.userId, candidateId));
}

// Company access --------------------------------------------------------------------------------

/** An application to one of the company's offers (undefined for any other). */
export async function findCompanyApplication(db: Db, companyId: number, applicationId: number) {
  const rows = await db
    .select({
      candidateId: applications.candidateId,
      pendienteFirma: applications.pendienteFirma,
    })
    .from(applications)
    .innerJoin(offers, eq(offers.id, applications.offerId))
    .where(and(eq(applications.id, applicationId), eq(offers.companyId, companyId)));
  return rows[0] ?? null;
}
