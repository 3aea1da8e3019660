import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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

/** The candidate's profile row with the account's name and email. */
export async function findProfile(db: Db, candidateId: number) {
  const rows = await db
    .select({
      candidate: candidates,
      nombre: users.nombre,
      apellidos: users.apellidos,
      email: users.email,
    })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(candidates.userId, candidateId));
  return rows[0] ?? null;
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

/** Everything the CV shows besides the profile, read at once. */
export async function findCvParts(db: Db, candidateId: number) {
  const [
    studies,
    otherStudies,
    languages,
    experience,
    skills,
    computerSkills,
    interestAreas,
    documents,
  ] = await Promise.all([
    db
      .select()
      .from(candidateStudies)
      .where(eq(candidateStudies.candidateId, candidateId))
      .orderBy(
        desc(candidateStudies.enCurso),
        desc(candidateStudies.fechaInicio),
        asc(candidateStudies.id),
      ),
    db
      .select()
      .from(candidateOtherStudies)
      .where(eq(candidateOtherStudies.candidateId, candidateId))
      .orderBy(desc(candidateOtherStudies.fechaInicio), asc(candidateOtherStudies.id)),
    db
      .select()
      .from(candidateLanguages)
      .where(eq(candidateLanguages.candidateId, candidateId))
      .orderBy(asc(candidateLanguages.idIdioma)),
    db
      .select()
      .from(candidateExperience)
      .where(eq(candidateExperience.candidateId, candidateId))
      .orderBy(desc(candidateExperience.fechaInicio), desc(candidateExperience.id)),
    db
      .select({ nombre: candidateSkills.nombre })
      .from(candidateSkills)
      .where(eq(candidateSkills.candidateId, candidateId))
      .orderBy(asc(candidateSkills.posicion)),
    db
      .select({ id: candidateComputerSkills.idPrograma })
      .from(candidateComputerSkills)
      .where(eq(candidateComputerSkills.candidateId, candidateId))
      .orderBy(asc(candidateComputerSkills.idPrograma)),
    db
      .select({ id: candidateInterestAreas.idAreaFuncional })
      .from(candidateInterestAreas)
      .where(eq(candidateInterestAreas.candidateId, candidateId))
      .orderBy(asc(candidateInterestAreas.idAreaFuncional)),
    db
      .select()
      .from(candidateDocuments)
      .where(eq(candidateDocuments.candidateId, candidateId))
      .orderBy(desc(candidateDocuments.createdAt), desc(candidateDocuments.id)),
  ]);
  return {
    studies,
    otherStudies,
    languages,
    experience,
    skills: skills.map((s) => s.nombre),
    computerSkills: computerSkills.map((c) => c.id),
    interestAreas: interestAreas.map((a) => a.id),
    documents,
  };
}

export type CvParts = Awaited<ReturnType<typeof findCvParts>>;

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
