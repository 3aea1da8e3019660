import {
  educationActiveStates,
  educationPlaceStates,
  type StaffRequestListQuery,
} from '@portal/contracts';
import { aliasedTable, and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { candidates } from '../candidates/candidates.table.ts';
import { companies } from '../companies/companies.table.ts';
import { users } from '../users/users.table.ts';
import { pendingFirst, staffListFilter } from '../request-workflow/request-queries.ts';
import {
  educationCentres,
  educationInternshipRequests as requests,
  type EducationRequestRow,
} from './education-requests.table.ts';

const student = aliasedTable(users, 'student');
const decider = aliasedTable(users, 'decider');

export async function findCentre(db: Db, companyId: number) {
  const rows = await db
    .select()
    .from(educationCentres)
    .where(eq(educationCentres.companyId, companyId));
  return rows[0] ?? null;
}

/** The centre row locked: every place taken at this centre waits here (no over-booking). */
export async function lockCentre(db: Db, companyId: number) {
  const rows = await db
    .select()
    .from(educationCentres)
    .where(eq(educationCentres.companyId, companyId))
    .for('update');
  return rows[0] ?? null;
}

/** Places the centre holds (requests pending the office or approved). */
export async function countPlaces(db: Db, centreId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(requests)
    .where(
      and(eq(requests.centreId, centreId), inArray(requests.estado, [...educationPlaceStates])),
    );
  return row?.n ?? 0;
}

/** The student's candidate row locked (their count of live requests is checked under it). */
export async function lockStudent(db: Db, candidateId: number) {
  const rows = await db
    .select({ userId: candidates.userId, esEstudianteEducacion: candidates.esEstudianteEducacion })
    .from(candidates)
    .where(eq(candidates.userId, candidateId))
    .for('update');
  return rows[0] ?? null;
}

export async function countLiveForStudent(db: Db, candidateId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(requests)
    .where(
      and(
        eq(requests.candidateId, candidateId),
        inArray(requests.estado, [...educationActiveStates]),
      ),
    );
  return row?.n ?? 0;
}

export async function findStudentByDni(db: Db, dni: string) {
  const rows = await db
    .select({
      idAlumno: candidates.userId,
      nombre: users.nombre,
      apellidos: users.apellidos,
      esEstudianteEducacion: candidates.esEstudianteEducacion,
      estado: users.estado,
    })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(sql`upper(${candidates.dni}) = upper(${dni})`);
  return rows[0] ?? null;
}

export async function findStudent(db: Db, candidateId: number) {
  const rows = await db
    .select({ esEstudianteEducacion: candidates.esEstudianteEducacion })
    .from(candidates)
    .where(eq(candidates.userId, candidateId));
  return rows[0] ?? null;
}

export interface EducationRequestDetailRow {
  request: EducationRequestRow;
  nombre: string;
  apellidos: string;
  email: string;
  dni: string | null;
  centro: string;
  resueltaPor: string | null;
}

const columns = {
  request: requests,
  nombre: student.nombre,
  apellidos: student.apellidos,
  email: student.email,
  dni: candidates.dni,
  centro: companies.nombreComercial,
  resueltaPor: decider.email,
};

const baseQuery = (db: Db) =>
  db
    .select(columns)
    .from(requests)
    .innerJoin(student, eq(student.id, requests.candidateId))
    .innerJoin(candidates, eq(candidates.userId, requests.candidateId))
    .innerJoin(companies, eq(companies.id, requests.centreId))
    .leftJoin(decider, eq(decider.id, requests.decidedBy));

const stateOrder = sql`CASE ${requests.estado} WHEN 'pendiente_centro' THEN 0 WHEN 'pendiente_servicio' THEN 1 WHEN 'aprobada' THEN 2 ELSE 3 END`;

export const listForCentre = (db: Db, centreId: number): Promise<EducationRequestDetailRow[]> =>
  baseQuery(db)
    .where(eq(requests.centreId, centreId))
    .orderBy(stateOrder, desc(requests.createdAt), desc(requests.id));

export const listForStudent = (db: Db, candidateId: number): Promise<EducationRequestDetailRow[]> =>
  baseQuery(db)
    .where(eq(requests.candidateId, candidateId))
    .orderBy(stateOrder, desc(requests.createdAt), desc(requests.id));

export async function findForCentre(
  db: Db,
  centreId: number,
  id: number,
): Promise<EducationRequestDetailRow | null> {
  const rows: EducationRequestDetailRow[] = await baseQuery(db).where(
    and(eq(requests.id, id), eq(requests.centreId, centreId)),
  );
  return rows[0] ?? null;
}

export async function findById(db: Db, id: number): Promise<EducationRequestDetailRow | null> {
  const rows: EducationRequestDetailRow[] = await baseQuery(db).where(eq(requests.id, id));
  return rows[0] ?? null;
}

/** The back-office list: pending the office first (oldest first), then the rest, newest first. */
export const listForStaff = (
  db: Db,
  query: StaffRequestListQuery,
): Promise<EducationRequestDetailRow[]> =>
  baseQuery(db)
    .where(
      staffListFilter(query, {
        estado: requests.estado,
        tipo: requests.origen,
        texto: [
          companies.nombreComercial,
          sql`${student.nombre} || ' ' || ${student.apellidos}`,
          candidates.dni,
          student.email,
        ],
      }),
    )
    .orderBy(...pendingFirst('pendiente_servicio', requests, requests.createdAt));

export async function lockRequest(db: Db, id: number) {
  const rows = await db.select().from(requests).where(eq(requests.id, id)).for('update');
  return rows[0] ?? null;
}

export async function insertRequest(db: Db, values: typeof requests.$inferInsert) {
  const rows = await db.insert(requests).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function updateRequest(db: Db, id: number, values: Partial<EducationRequestRow>) {
  await db
    .update(requests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(requests.id, id));
}

/** Centres with their free places (limit minus places held), by name. */
export const listCentresWithPlaces = (db: Db) =>
  db
    .select({
      idCentro: educationCentres.companyId,
      nombre: companies.nombreComercial,
      idPais: companies.idPais,
      idLocalidad: companies.idLocalidad,
      localidad: companies.localidad,
      limite: educationCentres.limite,
      ocupadas: sql<number>`(
        SELECT count(*)::int FROM ${requests}
        WHERE ${requests.centreId} = ${educationCentres.companyId}
          AND ${requests.estado} IN ('pendiente_servicio', 'aprobada'))`,
    })
    .from(educationCentres)
    .innerJoin(companies, eq(companies.id, educationCentres.companyId))
    .where(and(eq(companies.bloqueada, false), eq(companies.validada, true)))
    .orderBy(sql`lower(${companies.nombreComercial})`);
