import { and, asc, eq, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications } from '../applications/applications.table.ts';
import { offers } from '../offers/offers.table.ts';
import { signatureDocuments, type SignatureDocumentRow } from './signatures.table.ts';

export const documentsOfApplication = (db: Db, applicationId: number) =>
  db
    .select()
    .from(signatureDocuments)
    .where(eq(signatureDocuments.applicationId, applicationId))
    .orderBy(asc(signatureDocuments.id));

/** One of the candidate's documents (null when absent or someone else's). */
export async function findOwnDocument(db: Db, candidateId: number, id: number) {
  const rows = await db
    .select()
    .from(signatureDocuments)
    .where(and(eq(signatureDocuments.id, id), eq(signatureDocuments.candidateId, candidateId)));
  return rows[0] ?? null;
}

/** Locks a document row while it is being signed (two confirmations cannot both sign it). */
export async function lockDocument(tx: Db, candidateId: number, id: number) {
  const rows = await tx
    .select()
    .from(signatureDocuments)
    .where(and(eq(signatureDocuments.id, id), eq(signatureDocuments.candidateId, candidateId)))
    .for('update');
  return rows[0] ?? null;
}

/** Every unsigned document of the candidate, with the offer it belongs to. */
export const pendingOfCandidate = (db: Db, candidateId: number) =>
  db
    .select({ document: signatureDocuments, offerId: offers.id, oferta: offers.titulo })
    .from(signatureDocuments)
    .leftJoin(applications, eq(applications.id, signatureDocuments.applicationId))
    .leftJoin(offers, eq(offers.id, applications.offerId))
    .where(
      and(eq(signatureDocuments.candidateId, candidateId), isNull(signatureDocuments.firmadoAt)),
    )
    .orderBy(asc(signatureDocuments.id));

export async function insertDocuments(
  tx: Db,
  rows: {
    candidateId: number;
    applicationId: number;
    tipo: string;
    nombre: string;
    texto: string;
  }[],
) {
  if (rows.length === 0) {
    return;
  }
  await tx.insert(signatureDocuments).values(rows).onConflictDoNothing();
}

export async function saveRendered(tx: Db, id: number, storageKey: string, sha256: string) {
  await tx
    .update(signatureDocuments)
    .set({ storageKey, sha256 })
    .where(and(eq(signatureDocuments.id, id), isNull(signatureDocuments.storageKey)));
}

export async function markSigned(
  tx: Db,
  id: number,
  values: Pick<
    SignatureDocumentRow,
    | 'firmadoAt'
    | 'firmanteNombre'
    | 'firmanteDni'
    | 'firmanteIp'
    | 'firmanteUserAgent'
    | 'firmadoSha256'
    | 'firmadoStorageKey'
  >,
) {
  await tx.update(signatureDocuments).set(values).where(eq(signatureDocuments.id, id));
}

export async function countUnsigned(db: Db, applicationId: number): Promise<number> {
  const rows = await db
    .select({ id: signatureDocuments.id })
    .from(signatureDocuments)
    .where(
      and(
        eq(signatureDocuments.applicationId, applicationId),
        isNull(signatureDocuments.firmadoAt),
      ),
    );
  return rows.length;
}

/**
 * The unsigned documents of the application in `applicationId` (a column of the outer query), as a
 * JSON array of `{ id, nombre }`, oldest first: read in the same statement as the application.
 */
export const unsignedDocumentsJson = (applicationId: AnyColumn) =>
  sql<
    { id: number; nombre: string }[]
  >`coalesce((select json_agg(json_build_object('id', ${signatureDocuments.id}, 'nombre', ${signatureDocuments.nombre}) order by ${signatureDocuments.id}) from ${signatureDocuments} where ${signatureDocuments.applicationId} = ${applicationId} and ${signatureDocuments.firmadoAt} is null), '[]'::json)`;
