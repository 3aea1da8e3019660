import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
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
