import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../companies/companies.table.ts';
import { internshipDocuments, internships } from '../internships/internships.table.ts';
import { programmes } from '../programmes/programmes.table.ts';
import { users } from '../users/users.table.ts';
import { companyDocuments, documentationFiles } from './company-documents.table.ts';
import { likeContaining } from '../../lib/sql-search.ts';

export type DocumentationFileValues = Omit<
  typeof documentationFiles.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;
type Section = (typeof documentationFiles.$inferSelect)['seccion'];
type Audience = (typeof documentationFiles.$inferSelect)['colectivo'];

const fileColumns = {
  file: documentationFiles,
  programa: programmes.titulo,
};

/**
 * Files of one section a company may see: for everyone, plus those of the audience asked for (a
 * company without the /estudiantes or /titulados suffix sees all of them).
 */
export function listSectionFiles(
  db: Db,
  seccion: Section,
  colectivo?: 'estudiantes' | 'titulados',
) {
  const audience: SQL | undefined = colectivo
    ? inArray(documentationFiles.colectivo, ['todos', colectivo])
    : undefined;
  return db
    .select(fileColumns)
    .from(documentationFiles)
    .leftJoin(programmes, eq(programmes.id, documentationFiles.programmeId))
    .where(and(eq(documentationFiles.seccion, seccion), audience))
    .orderBy(
      asc(documentationFiles.programmeId),
      asc(documentationFiles.orden),
      asc(documentationFiles.titulo),
      asc(documentationFiles.id),
    );
}

/** Every file, for the back-office, with its filters. */
export function listAllFiles(
  db: Db,
  filters: { seccion?: Section; colectivo?: Audience; idPrograma?: number; texto?: string },
) {
  const conditions: (SQL | undefined)[] = [
    filters.seccion ? eq(documentationFiles.seccion, filters.seccion) : undefined,
    filters.colectivo ? eq(documentationFiles.colectivo, filters.colectivo) : undefined,
    filters.idPrograma ? eq(documentationFiles.programmeId, filters.idPrograma) : undefined,
    filters.texto
      ? or(
          ilike(documentationFiles.titulo, likeContaining(filters.texto)),
          ilike(documentationFiles.nombreFichero, likeContaining(filters.texto)),
        )
      : undefined,
  ];
  return db
    .select(fileColumns)
    .from(documentationFiles)
    .leftJoin(programmes, eq(programmes.id, documentationFiles.programmeId))
    .where(and(...conditions))
    .orderBy(
      asc(documentationFiles.seccion),
      asc(documentationFiles.orden),
      asc(documentationFiles.titulo),
      asc(documentationFiles.id),
    );
}

export const findFile = async (db: Db, id: number) =>
  (
    await db
      .select(fileColumns)
      .from(documentationFiles)
      .leftJoin(programmes, eq(programmes.id, documentationFiles.programmeId))
      .where(eq(documentationFiles.id, id))
  )[0];

export const lockFile = async (db: Db, id: number) =>
  (
    await db.select().from(documentationFiles).where(eq(documentationFiles.id, id)).for('update')
  )[0];

export const findProgramme = async (db: Db, id: number) =>
  (await db.select({ id: programmes.id }).from(programmes).where(eq(programmes.id, id)))[0];

export async function insertFile(db: Db, values: DocumentationFileValues) {
  const [row] = await db.insert(documentationFiles).values(values).returning();
  if (!row) {
    throw new Error('documentation file not inserted');
  }
  return row;
}

export async function updateFile(db: Db, id: number, values: Partial<DocumentationFileValues>) {
  const [row] = await db
    .update(documentationFiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(documentationFiles.id, id))
    .returning();
  return row;
}

export const deleteFile = async (db: Db, id: number) =>
  (await db.delete(documentationFiles).where(eq(documentationFiles.id, id)).returning())[0];

// ---- The company's own documents ----

export const listOwnDocuments = (db: Db, companyId: number) =>
  db
    .select()
    .from(companyDocuments)
    .where(eq(companyDocuments.companyId, companyId))
    .orderBy(desc(companyDocuments.createdAt), desc(companyDocuments.id));

export const findOwnDocument = async (db: Db, companyId: number, id: number) =>
  (
    await db
      .select()
      .from(companyDocuments)
      .where(and(eq(companyDocuments.id, id), eq(companyDocuments.companyId, companyId)))
  )[0];

export async function insertOwnDocument(db: Db, values: typeof companyDocuments.$inferInsert) {
  const [row] = await db.insert(companyDocuments).values(values).returning();
  if (!row) {
    throw new Error('company document not inserted');
  }
  return row;
}

export const deleteOwnDocument = async (db: Db, companyId: number, id: number) =>
  (
    await db
      .delete(companyDocuments)
      .where(and(eq(companyDocuments.id, id), eq(companyDocuments.companyId, companyId)))
      .returning()
  )[0];

export function listCompanyDocumentsForStaff(db: Db, companyId?: number) {
  return db
    .select({ doc: companyDocuments, empresa: companies.nombreComercial })
    .from(companyDocuments)
    .innerJoin(companies, eq(companies.id, companyDocuments.companyId))
    .where(companyId ? eq(companyDocuments.companyId, companyId) : undefined)
    .orderBy(desc(companyDocuments.createdAt), desc(companyDocuments.id));
}

export const findCompanyDocument = async (db: Db, id: number) =>
  (await db.select().from(companyDocuments).where(eq(companyDocuments.id, id)))[0];

// ---- Documents of the company's internships (read from the internships tables) ----

const alumno = sql<string>`trim(${users.nombre} || ' ' || ${users.apellidos})`;

/** The company's internships with at least one document, with the counts. */
export function internshipsWithDocuments(db: Db, companyId: number) {
  return db
    .select({
      id: internships.id,
      titulo: internships.titulo,
      alumno,
      fechaInicio: internships.fechaInicio,
      fechaFin: internships.fechaFin,
      estado: internships.estado,
      documentos: sql<number>`count(${internshipDocuments.id})::int`,
      entregados: sql<number>`count(${internshipDocuments.storageKey})::int`,
    })
    .from(internships)
    .innerJoin(internshipDocuments, eq(internshipDocuments.internshipId, internships.id))
    .innerJoin(users, eq(users.id, internships.candidateId))
    .where(eq(internships.companyId, companyId))
    .groupBy(internships.id, users.nombre, users.apellidos)
    .orderBy(desc(internships.fechaInicio), desc(internships.id));
}

export const findOwnInternship = async (db: Db, companyId: number, id: number) =>
  (
    await db
      .select({ id: internships.id })
      .from(internships)
      .where(and(eq(internships.id, id), eq(internships.companyId, companyId)))
  )[0];

export function internshipDocumentsOf(db: Db, companyId: number, internshipId?: number) {
  return db
    .select({
      doc: internshipDocuments,
      practica: internships.titulo,
      alumno,
    })
    .from(internshipDocuments)
    .innerJoin(internships, eq(internships.id, internshipDocuments.internshipId))
    .innerJoin(users, eq(users.id, internships.candidateId))
    .where(
      and(
        eq(internships.companyId, companyId),
        internshipId ? eq(internships.id, internshipId) : undefined,
      ),
    )
    .orderBy(desc(internships.fechaInicio), asc(internshipDocuments.id));
}

export const findOwnInternshipDocument = async (db: Db, companyId: number, id: number) =>
  (
    await db
      .select({ doc: internshipDocuments })
      .from(internshipDocuments)
      .innerJoin(internships, eq(internships.id, internshipDocuments.internshipId))
      .where(and(eq(internshipDocuments.id, id), eq(internships.companyId, companyId)))
  )[0]?.doc;
