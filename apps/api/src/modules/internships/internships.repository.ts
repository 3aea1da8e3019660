import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../companies/companies.table.ts';
import { offers } from '../offers/offers.table.ts';
import { internshipDocuments, internships } from './internships.table.ts';

/** My internships (newest start first), optionally only the graduate or the student ones. */
export const listMine = (db: Db, candidateId: number, paraTitulados?: boolean) =>
  db
    .select({ internship: internships, empresa: companies.nombreComercial, oferta: offers.titulo })
    .from(internships)
    .innerJoin(companies, eq(companies.id, internships.companyId))
    .leftJoin(offers, eq(offers.id, internships.offerId))
    .where(
      and(
        eq(internships.candidateId, candidateId),
        paraTitulados === undefined ? undefined : eq(internships.paraTitulados, paraTitulados),
      ),
    )
    .orderBy(desc(internships.fechaInicio), desc(internships.id));

export const documentsOf = (db: Db, internshipIds: readonly number[]) =>
  internshipIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(internshipDocuments)
        .where(inArray(internshipDocuments.internshipId, [...internshipIds]))
        .orderBy(asc(internshipDocuments.id));

/** Requested documents not delivered yet, across my internships. */
export const requestedPending = (db: Db, candidateId: number) =>
  db
    .select({ document: internshipDocuments, practica: internships.titulo })
    .from(internshipDocuments)
    .innerJoin(internships, eq(internships.id, internshipDocuments.internshipId))
    .where(
      and(
        eq(internships.candidateId, candidateId),
        eq(internshipDocuments.solicitado, true),
        isNull(internshipDocuments.storageKey),
      ),
    )
    .orderBy(asc(internshipDocuments.fechaLimite), asc(internshipDocuments.id));

export async function findOwnInternship(db: Db, candidateId: number, id: number) {
  const rows = await db
    .select()
    .from(internships)
    .where(and(eq(internships.id, id), eq(internships.candidateId, candidateId)));
  return rows[0] ?? null;
}

/** One document of one of my internships, locked for the upload (null when not mine). */
export async function lockOwnDocument(db: Db, candidateId: number, id: number) {
  const rows = await db
    .select({ document: internshipDocuments })
    .from(internshipDocuments)
    .innerJoin(internships, eq(internships.id, internshipDocuments.internshipId))
    .where(and(eq(internshipDocuments.id, id), eq(internships.candidateId, candidateId)))
    .for('update', { of: internshipDocuments });
  return rows[0]?.document ?? null;
}

export async function findOwnDocument(db: Db, candidateId: number, id: number) {
  const rows = await db
    .select({ document: internshipDocuments })
    .from(internshipDocuments)
    .innerJoin(internships, eq(internships.id, internshipDocuments.internshipId))
    .where(and(eq(internshipDocuments.id, id), eq(internships.candidateId, candidateId)));
  return rows[0]?.document ?? null;
}

export interface StoredFile {
  nombreFichero: string;
  storageKey: string;
  extension: string;
  mime: string;
  bytes: number;
}

export async function deliver(db: Db, id: number, file: StoredFile) {
  const [row] = await db
    .update(internshipDocuments)
    .set({ ...file, entregadoAt: new Date() })
    .where(eq(internshipDocuments.id, id))
    .returning();
  return row;
}

export async function attach(db: Db, internshipId: number, nombre: string, file: StoredFile) {
  const [row] = await db
    .insert(internshipDocuments)
    .values({ internshipId, nombre, ...file, entregadoAt: new Date() })
    .returning();
  return row;
}
