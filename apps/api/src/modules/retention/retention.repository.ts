import { and, eq, exists, inArray, isNull, lt, not, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { accountDeletionRequests } from '../account-deletion/account-deletion.table.ts';
import { agreements } from '../agreements/agreements.table.ts';
import { applications } from '../applications/applications.table.ts';
import { auditLog } from '../audit/audit.table.ts';
import { candidateDocuments, candidates } from '../candidates/candidates.table.ts';
import {
  companyDocuments,
  documentationFiles,
} from '../company-documents/company-documents.table.ts';
import { contentFiles } from '../content-files/content-files.table.ts';
import { internshipDocuments } from '../internships/internships.table.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { signatureDocuments } from '../signatures/signatures.table.ts';
import { users } from '../users/users.table.ts';

/**
 * Accounts anonymised at their owner's request (an approved deletion request) longer ago than
 * `before`: the shell and what hangs from it (applications kept for statistics, the request
 * itself) are deleted. Returns how many accounts went.
 */
export async function deleteAnonymisedAccounts(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(users)
    .where(
      and(
        eq(users.estado, 'baja'),
        inArray(
          users.id,
          db
            .select({ id: accountDeletionRequests.candidateId })
            .from(accountDeletionRequests)
            .where(
              and(
                eq(accountDeletionRequests.estado, 'tramitada'),
                lt(accountDeletionRequests.processedAt, before),
              ),
            ),
        ),
      ),
    )
    .returning({ id: users.id });
  return rows.length;
}

/**
 * Candidate accounts created before `before` that were never verified, never signed in and never
 * applied to anything: someone registered and never came back. Returns how many were deleted.
 */
export async function deleteUnusedUnverifiedCandidates(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(users)
    .where(
      and(
        eq(users.role, 'alumno'),
        eq(users.estado, 'activo'),
        isNull(users.lastLoginAt),
        lt(users.createdAt, before),
        inArray(
          users.id,
          db
            .select({ id: candidates.userId })
            .from(candidates)
            .where(eq(candidates.verificado, false)),
        ),
        not(
          exists(
            db
              .select({ one: sql`1` })
              .from(applications)
              .where(eq(applications.candidateId, users.id)),
          ),
        ),
      ),
    )
    .returning({ id: users.id });
  return rows.length;
}

/** Audit rows written before `before`. Returns how many were deleted. */
export async function deleteAuditRows(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(auditLog)
    .where(lt(auditLog.createdAt, before))
    .returning({ id: auditLog.id });
  return rows.length;
}

/**
 * Every column that holds a file storage key. A new one must be added here, or the retention job
 * would take its files for unused ones (a test checks every `*_key` / `clave` column is listed).
 */
export const storageKeyColumns: readonly PgColumn[] = [
  candidates.fotoKey,
  candidateDocuments.storageKey,
  internshipDocuments.storageKey,
  companyDocuments.storageKey,
  documentationFiles.storageKey,
  signatureDocuments.storageKey,
  signatureDocuments.firmadoStorageKey,
  agreements.pdfKey,
  agreements.signedKey,
  agreements.countersignedKey,
  agreements.adjuntoKey,
  invoices.pdfKey,
  contentFiles.clave,
];

/** Of `keys`, those some record refers to. */
export async function referencedKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) {
    return new Set();
  }
  const found = new Set<string>();
  for (const column of storageKeyColumns) {
    const rows = await db
      .select({ key: sql<string>`${column}` })
      .from(column.table)
      .where(inArray(column, [...keys]));
    for (const row of rows) {
      found.add(row.key);
    }
  }
  return found;
}
