import type { StaffRequestListQuery } from '@portal/contracts';
import { aliasedTable, and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../companies/companies.table.ts';
import { internships, type InternshipRow } from '../internships/internships.table.ts';
import { users } from '../users/users.table.ts';
import { pendingFirst, staffListFilter } from '../request-workflow/request-queries.ts';
import {
  internshipChangeRequests,
  type InternshipChangeRequestRow,
} from './internship-requests.table.ts';

const student = aliasedTable(users, 'student');
const requester = aliasedTable(users, 'requester');
const decider = aliasedTable(users, 'decider');

/** The company's internships, current ones first, with the student's name and email. */
export const listCompanyInternships = (db: Db, companyId: number) =>
  db
    .select({
      internship: internships,
      nombre: student.nombre,
      apellidos: student.apellidos,
      email: student.email,
    })
    .from(internships)
    .innerJoin(student, eq(student.id, internships.candidateId))
    .where(eq(internships.companyId, companyId))
    .orderBy(
      sql`CASE ${internships.estado} WHEN 'en_curso' THEN 0 WHEN 'pendiente' THEN 1 ELSE 2 END`,
      desc(internships.fechaInicio),
      desc(internships.id),
    );

export const requestsOfInternships = (db: Db, internshipIds: readonly number[]) =>
  internshipIds.length === 0
    ? Promise.resolve([] as InternshipChangeRequestRow[])
    : db
        .select()
        .from(internshipChangeRequests)
        .where(inArray(internshipChangeRequests.internshipId, [...internshipIds]))
        .orderBy(desc(internshipChangeRequests.createdAt), desc(internshipChangeRequests.id));

/** One of the company's internships (null for another company's or an unknown id). */
export async function findCompanyInternship(db: Db, companyId: number, id: number) {
  const rows = await db
    .select()
    .from(internships)
    .where(and(eq(internships.id, id), eq(internships.companyId, companyId)));
  return rows[0] ?? null;
}

/** Stores a pending request; null when one of that kind is already pending (unique index). */
export async function insertRequest(
  db: Db,
  values: typeof internshipChangeRequests.$inferInsert,
): Promise<InternshipChangeRequestRow | null> {
  const rows = await db
    .insert(internshipChangeRequests)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

export interface StaffChangeRequestRow {
  request: InternshipChangeRequestRow;
  practica: string;
  fechaInicio: string;
  fechaFin: string;
  tutor: string | null;
  tutorEmail: string | null;
  empresa: string;
  alumnoNombre: string;
  alumnoApellidos: string;
  solicitante: string | null;
  resueltaPor: string | null;
}

const staffColumns = {
  request: internshipChangeRequests,
  practica: internships.titulo,
  fechaInicio: internships.fechaInicio,
  fechaFin: internships.fechaFin,
  tutor: internships.tutorEmpresaNombre,
  tutorEmail: internships.tutorEmpresaEmail,
  empresa: companies.nombreComercial,
  alumnoNombre: student.nombre,
  alumnoApellidos: student.apellidos,
  solicitante: requester.email,
  resueltaPor: decider.email,
};

const staffQuery = (db: Db) =>
  db
    .select(staffColumns)
    .from(internshipChangeRequests)
    .innerJoin(internships, eq(internships.id, internshipChangeRequests.internshipId))
    .innerJoin(companies, eq(companies.id, internshipChangeRequests.companyId))
    .innerJoin(student, eq(student.id, internships.candidateId))
    .leftJoin(requester, eq(requester.id, internshipChangeRequests.requestedBy))
    .leftJoin(decider, eq(decider.id, internshipChangeRequests.decidedBy));

/** The back-office list: pending first (oldest first), then decided (newest first). */
export const listForStaff = (
  db: Db,
  query: StaffRequestListQuery,
): Promise<StaffChangeRequestRow[]> =>
  staffQuery(db)
    .where(
      staffListFilter(query, {
        estado: internshipChangeRequests.estado,
        tipo: internshipChangeRequests.accion,
        texto: [
          companies.nombreComercial,
          internships.titulo,
          sql`${student.nombre} || ' ' || ${student.apellidos}`,
          internshipChangeRequests.descripcion,
        ],
      }),
    )
    .orderBy(
      ...pendingFirst('pendiente', internshipChangeRequests, internshipChangeRequests.decidedAt),
    );

export async function findForStaff(db: Db, id: number): Promise<StaffChangeRequestRow | null> {
  const rows: StaffChangeRequestRow[] = await staffQuery(db).where(
    eq(internshipChangeRequests.id, id),
  );
  return rows[0] ?? null;
}

/** The request row locked for the rest of the transaction. */
export async function lockRequest(db: Db, id: number) {
  const rows = await db
    .select()
    .from(internshipChangeRequests)
    .where(eq(internshipChangeRequests.id, id))
    .for('update');
  return rows[0] ?? null;
}

/** The internship of a request locked for the rest of the transaction. */
export async function lockInternship(db: Db, id: number) {
  const rows = await db.select().from(internships).where(eq(internships.id, id)).for('update');
  return rows[0] ?? null;
}

/** Applies an approved change to the internship. */
export async function updateInternship(
  db: Db,
  id: number,
  values: Partial<
    Pick<InternshipRow, 'fechaFin' | 'estado' | 'tutorEmpresaNombre' | 'tutorEmpresaEmail'>
  >,
) {
  await db.update(internships).set(values).where(eq(internships.id, id));
}

export async function decide(
  db: Db,
  id: number,
  values: Pick<InternshipChangeRequestRow, 'estado' | 'motivo' | 'decidedBy'>,
) {
  await db
    .update(internshipChangeRequests)
    .set({ ...values, decidedAt: new Date() })
    .where(eq(internshipChangeRequests.id, id));
}
