import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { programmeAdhesions, programmeCompanyAdhesions, programmes } from './programmes.table.ts';

/** A programme by id or by slug (urlAcceso). */
export async function findProgramme(db: Db, ref: { id: number } | { slug: string }) {
  const rows = await db
    .select()
    .from(programmes)
    .where('id' in ref ? eq(programmes.id, ref.id) : eq(programmes.slug, ref.slug));
  return rows[0] ?? null;
}

/** The active programmes, the latest starting first. */
export async function listActiveProgrammes(db: Db) {
  return db
    .select()
    .from(programmes)
    .where(eq(programmes.activo, true))
    .orderBy(desc(programmes.fechaInicio), programmes.titulo);
}

export async function findAdhesion(db: Db, programmeId: number, candidateId: number) {
  const rows = await db
    .select()
    .from(programmeAdhesions)
    .where(
      and(
        eq(programmeAdhesions.programmeId, programmeId),
        eq(programmeAdhesions.candidateId, candidateId),
      ),
    );
  return rows[0] ?? null;
}

/** Records an adhesion; false when it already existed (the primary key decides, no race). */
export async function addAdhesion(db: Db, programmeId: number, candidateId: number) {
  const rows = await db
    .insert(programmeAdhesions)
    .values({ programmeId, candidateId })
    .onConflictDoNothing()
    .returning({ programmeId: programmeAdhesions.programmeId });
  return rows.length > 0;
}

export async function findCompanyAdhesion(db: Db, programmeId: number, companyId: number) {
  const rows = await db
    .select()
    .from(programmeCompanyAdhesions)
    .where(
      and(
        eq(programmeCompanyAdhesions.programmeId, programmeId),
        eq(programmeCompanyAdhesions.companyId, companyId),
      ),
    );
  return rows[0] ?? null;
}

/** Records a company's adhesion; false when the company had asked already (the primary key decides). */
export async function addCompanyAdhesion(
  db: Db,
  values: { programmeId: number; companyId: number; solicitadaPor: number },
) {
  const rows = await db
    .insert(programmeCompanyAdhesions)
    .values(values)
    .onConflictDoNothing()
    .returning({ programmeId: programmeCompanyAdhesions.programmeId });
  return rows.length > 0;
}
