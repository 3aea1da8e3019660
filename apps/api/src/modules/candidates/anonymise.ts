import { randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { accountDeletionRequests } from '../account-deletion/account-deletion.table.ts';
import { applications, applicationStateHistory } from '../applications/applications.table.ts';
import { recordPeople } from '../academic-record/academic-record.table.ts';
import { candidates } from './candidates.table.ts';
import { internshipDocuments, internships } from '../internships/internships.table.ts';
import { users } from '../users/users.table.ts';
import { collectPersonRows, emailIs, emailLinkedTables, personLinks } from './person-data.ts';

/**
 * Tables whose rows about the person stay, without identity, for the statistics (applications and
 * internships per offer, company and state) and the record of the request itself.
 */
const KEPT = new Set(
  [users, candidates, applications, internships, accountDeletionRequests].map(
    (t) => getTableConfig(t).name,
  ),
);

/** What a file column of a row looks like (keys of the storage, removed after the commit). */
const FILE_KEY = /^(storageKey|fotoKey|.*StorageKey|.*FileKey)$/;

/** Every optional column of a table (or only those named in `only`) set to null. */
const nullableColumns = (table: PgTable, only?: readonly string[]) =>
  Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(
        ([property, column]) =>
          !column.notNull && !column.primary && (only === undefined || only.includes(property)),
      )
      .map(([property]) => [property, null]),
  );

/** Identity columns of a row found by email. */
const IDENTITY = ['email', 'nombre', 'apellidos', 'telefono'] as const;

export interface AnonymiseResult {
  /** Rows removed or emptied per table (for the audit row: counts, never content). */
  tablas: Record<string, number>;
  /** Storage keys of the files that belonged to the person. */
  files: string[];
}

/**
 * Removes everything that identifies a candidate, inside the caller's transaction: rows that only
 * exist for the person are deleted, references to them set to null, rows found by email deleted or
 * emptied; the account and profile stay as an empty, withdrawn shell so applications and
 * internships keep counting in the statistics without saying whose they were.
 */
export async function anonymiseCandidate(
  tx: Db,
  userId: number,
  email: string,
): Promise<AnonymiseResult> {
  const before = await collectPersonRows(tx, userId, email);
  const files = Object.values(before)
    .flat()
    .flatMap((row) =>
      Object.entries(row)
        .filter(([key, value]) => FILE_KEY.test(key) && typeof value === 'string')
        .map(([, value]) => value as string),
    );
  const tablas: Record<string, number> = {};
  const note = (name: string, rows: number) => {
    if (rows > 0) {
      tablas[name] = (tablas[name] ?? 0) + rows;
    }
  };

  // The record's copy of the person keeps only the DNI, marked so that imports pass
  // them over (before the links to the account are cut below).
  await tx
    .update(recordPeople)
    .set({
      nombre: '',
      apellidos: '',
      emailInstitucional: null,
      emailPersonal: null,
      fechaNacimiento: null,
      excluida: true,
      updatedAt: new Date(),
    })
    .where(eq(recordPeople.userId, userId));

  // Kept rows: what they say beyond the statistics goes.
  const appIds = (
    await tx
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.candidateId, userId))
  ).map((r) => r.id);
  if (appIds.length > 0) {
    const cleared = await tx
      .update(applicationStateHistory)
      .set({ comentario: null })
      .where(
        and(
          inArray(applicationStateHistory.applicationId, appIds),
          sql`${applicationStateHistory.comentario} is not null`,
        ),
      )
      .returning({ id: applicationStateHistory.id });
    note('application_state_history', cleared.length);
  }
  const internshipIds = (
    await tx
      .select({ id: internships.id })
      .from(internships)
      .where(eq(internships.candidateId, userId))
  ).map((r) => r.id);
  if (internshipIds.length > 0) {
    const removed = await tx
      .delete(internshipDocuments)
      .where(inArray(internshipDocuments.internshipId, internshipIds))
      .returning({ id: internshipDocuments.id });
    note('internship_documents', removed.length);
  }

  // Rows that exist for the person: deleted; references from other records: set to null.
  for (const link of personLinks) {
    if (KEPT.has(link.name)) {
      continue;
    }
    if (link.onDelete === 'set null') {
      const rows = await tx
        .update(link.table)
        .set({ [propertyOf(link.table, link.column.name)]: null })
        .where(eq(link.column, userId))
        .returning();
      note(link.name, rows.length);
    } else {
      const rows = await tx.delete(link.table).where(eq(link.column, userId)).returning();
      note(link.name, rows.length);
    }
  }
  // Rows that carry the person's email elsewhere (invitations, contact messages).
  for (const { table, name, column } of emailLinkedTables) {
    if (column.notNull) {
      const rows = await tx.delete(table).where(emailIs(column, email)).returning();
      note(name, rows.length);
    } else {
      const rows = await tx
        .update(table)
        .set(nullableColumns(table, IDENTITY))
        .where(emailIs(column, email))
        .returning();
      note(name, rows.length);
    }
  }

  // The profile: every optional field emptied.
  await tx
    .update(candidates)
    .set({ ...nullableColumns(candidates), verificado: false })
    .where(eq(candidates.userId, userId));
  // The account: no name, no address, no way in.
  await tx
    .update(users)
    .set({
      email: `anonimo-${String(userId)}@anonimizado.invalid`,
      nombre: 'Persona anonimizada',
      apellidos: '',
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      estado: 'baja',
      mensajeBloqueo: null,
      lastLoginAt: null,
      lockedUntil: null,
      failedAttempts: 0,
      sessionVersion: sql`${users.sessionVersion} + 1`,
    })
    .where(eq(users.id, userId));
  return { tablas, files };
}

function propertyOf(table: PgTable, columnName: string): string {
  const entry = Object.entries(getTableColumns(table)).find(([, c]) => c.name === columnName);
  if (!entry) {
    throw new Error(`column ${columnName} not found`);
  }
  return entry[0];
}
