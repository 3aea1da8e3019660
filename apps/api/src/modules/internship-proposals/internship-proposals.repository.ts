import type { StaffRequestListQuery } from '@portal/contracts';
import { aliasedTable, and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { candidates } from '../candidates/candidates.table.ts';
import { companies, companyUsers } from '../companies/companies.table.ts';
import { companyContacts } from '../company-contacts/company-contacts.table.ts';
import { users } from '../users/users.table.ts';
import { pendingFirst, staffListFilter } from '../request-workflow/request-queries.ts';
import {
  internshipProposals as proposals,
  type InternshipProposalRow,
} from './internship-proposals.table.ts';

const student = aliasedTable(users, 'student');
const decider = aliasedTable(users, 'decider');

/** The registered company with that tax id (case-insensitive), if any. */
export async function findCompanyByCif(db: Db, cif: string) {
  const rows = await db
    .select({ id: companies.id, nombreComercial: companies.nombreComercial })
    .from(companies)
    .where(sql`upper(${companies.cif}) = upper(${cif})`);
  return rows[0] ?? null;
}

/** The company an email belongs to (one of its users or management contacts), if any. */
export async function findCompanyByEmail(db: Db, email: string) {
  const byUser = await db
    .select({ nombreComercial: companies.nombreComercial })
    .from(users)
    .innerJoin(companyUsers, eq(companyUsers.userId, users.id))
    .innerJoin(companies, eq(companies.id, companyUsers.companyId))
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.role, 'empresa')))
    .limit(1);
  if (byUser[0]) {
    return byUser[0];
  }
  const byContact = await db
    .select({ nombreComercial: companies.nombreComercial })
    .from(companyContacts)
    .innerJoin(companies, eq(companies.id, companyContacts.companyId))
    .where(sql`lower(${companyContacts.email}) = lower(${email})`)
    .limit(1);
  return byContact[0] ?? null;
}

export async function findCandidateByDni(db: Db, dni: string) {
  const rows = await db
    .select({ id: candidates.userId, estado: users.estado })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(sql`upper(${candidates.dni}) = upper(${dni})`);
  return rows[0] ?? null;
}

export async function findCompany(db: Db, companyId: number) {
  const rows = await db
    .select({ cif: companies.cif, nombreComercial: companies.nombreComercial })
    .from(companies)
    .where(eq(companies.id, companyId));
  return rows[0] ?? null;
}

/** Stores a pending proposal; null when the student has one pending for that tax id. */
export async function insertProposal(db: Db, values: typeof proposals.$inferInsert) {
  const rows = await db.insert(proposals).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export interface ProposalDetailRow {
  proposal: InternshipProposalRow;
  nombre: string;
  apellidos: string;
  email: string;
  resueltaPor: string | null;
}

const columns = {
  proposal: proposals,
  nombre: student.nombre,
  apellidos: student.apellidos,
  email: student.email,
  resueltaPor: decider.email,
};

const baseQuery = (db: Db) =>
  db
    .select(columns)
    .from(proposals)
    .innerJoin(student, eq(student.id, proposals.candidateId))
    .leftJoin(decider, eq(decider.id, proposals.decidedBy));

export const listForCandidate = (db: Db, candidateId: number): Promise<ProposalDetailRow[]> =>
  baseQuery(db)
    .where(eq(proposals.candidateId, candidateId))
    .orderBy(desc(proposals.createdAt), desc(proposals.id));

export const listForCompany = (db: Db, companyId: number): Promise<ProposalDetailRow[]> =>
  baseQuery(db)
    .where(and(eq(proposals.companyId, companyId), eq(proposals.origen, 'empresa')))
    .orderBy(desc(proposals.createdAt), desc(proposals.id));

export async function findById(db: Db, id: number): Promise<ProposalDetailRow | null> {
  const rows: ProposalDetailRow[] = await baseQuery(db).where(eq(proposals.id, id));
  return rows[0] ?? null;
}

/** The back-office list: pending first (oldest first), then decided (newest first). */
export const listForStaff = (db: Db, query: StaffRequestListQuery): Promise<ProposalDetailRow[]> =>
  baseQuery(db)
    .where(
      staffListFilter(query, {
        estado: proposals.estado,
        tipo: proposals.origen,
        texto: [
          proposals.nombreEmpresa,
          proposals.cifEmpresa,
          sql`${student.nombre} || ' ' || ${student.apellidos}`,
          student.email,
        ],
      }),
    )
    .orderBy(...pendingFirst('pendiente', proposals, proposals.decidedAt));

export async function lockProposal(db: Db, id: number) {
  const rows = await db.select().from(proposals).where(eq(proposals.id, id)).for('update');
  return rows[0] ?? null;
}

export async function decide(
  db: Db,
  id: number,
  values: Pick<InternshipProposalRow, 'estado' | 'motivo' | 'decidedBy'>,
) {
  await db
    .update(proposals)
    .set({ ...values, decidedAt: new Date() })
    .where(eq(proposals.id, id));
}
