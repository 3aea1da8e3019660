import type { StaffInternshipListQuery } from '@portal/contracts';
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listOrderBy, textOrder } from '../../lib/list-order.ts';
import { containsWord as contains, searchWords as words } from '../../lib/sql-search.ts';
import { companies } from '../companies/companies.table.ts';
import { users } from '../users/users.table.ts';
import type { PageWindow } from '../../lib/page-window.ts';
import { internshipDocuments, internships } from './internships.table.ts';

export interface StaffInternshipSearch {
  idEmpresa?: number;
  estado?: 'pendiente' | 'en_curso' | 'finalizada' | 'cancelada';
  texto?: string;
  /** The column the list is sorted by; the latest started first when none. */
  orden?: StaffInternshipListQuery['orden'];
}

function internshipConditions(search: StaffInternshipSearch): SQL | undefined {
  return and(
    search.idEmpresa === undefined ? undefined : eq(internships.companyId, search.idEmpresa),
    search.estado === undefined ? undefined : eq(internships.estado, search.estado),
    ...words(search.texto).map((w) =>
      or(
        contains(sql`${users.nombre} || ' ' || ${users.apellidos}`, w),
        contains(sql`${users.email}`, w),
        contains(sql`${internships.titulo}`, w),
        contains(sql`${companies.nombreComercial}`, w),
      ),
    ),
  );
}

const documentCount = sql<number>`(select count(*) from internship_documents d where d.internship_id = ${internships}."id")`;
const pendingDocumentCount = sql<number>`(select count(*) from internship_documents d where d.internship_id = ${internships}."id" and d.solicitado and d.entregado_at is null)`;

const internshipsFrom = (db: Db) =>
  db
    .select({
      id: internships.id,
      titulo: internships.titulo,
      companyId: companies.id,
      empresa: companies.nombreComercial,
      candidateId: users.id,
      nombre: users.nombre,
      apellidos: users.apellidos,
      email: users.email,
      estado: internships.estado,
      fechaInicio: internships.fechaInicio,
      fechaFin: internships.fechaFin,
      curricular: internships.curricular,
      tutorEmpresaNombre: internships.tutorEmpresaNombre,
      tutorEmpresaEmail: internships.tutorEmpresaEmail,
      tutorAcademicoNombre: internships.tutorAcademicoNombre,
      tutorAcademicoEmail: internships.tutorAcademicoEmail,
      applicationId: internships.applicationId,
      numDocumentos: documentCount.mapWith(Number),
      numDocumentosPendientes: pendingDocumentCount.mapWith(Number),
    })
    .from(internships)
    .innerJoin(companies, eq(companies.id, internships.companyId))
    .innerJoin(users, eq(users.id, internships.candidateId));

const internshipOrder = (orden: StaffInternshipSearch['orden']) =>
  listOrderBy(
    orden,
    {
      practica: textOrder(internships.titulo),
      candidato: textOrder(sql`${users.nombre} || ' ' || ${users.apellidos}`),
      empresa: textOrder(companies.nombreComercial),
      // The period: by its start, then by its end.
      periodo: [internships.fechaInicio, internships.fechaFin],
      documentos: documentCount,
    },
    [desc(internships.fechaInicio), desc(internships.id)],
  );

export function listInternships(db: Db, search: StaffInternshipSearch, page?: PageWindow) {
  return internshipsFrom(db)
    .where(internshipConditions(search))
    .orderBy(...internshipOrder(search.orden))
    .limit(page?.limit ?? 100_000)
    .offset(page?.offset ?? 0);
}

export type StaffInternshipDbRow = Awaited<ReturnType<typeof listInternships>>[number];

export async function countInternships(db: Db, search: StaffInternshipSearch) {
  const rows = await db
    .select({ n: count() })
    .from(internships)
    .innerJoin(companies, eq(companies.id, internships.companyId))
    .innerJoin(users, eq(users.id, internships.candidateId))
    .where(internshipConditions(search));
  return rows[0]?.n ?? 0;
}

export async function findInternship(db: Db, internshipId: number) {
  const rows = await internshipsFrom(db).where(eq(internships.id, internshipId));
  return rows[0];
}

export function internshipDocumentList(db: Db, internshipId: number) {
  return db
    .select()
    .from(internshipDocuments)
    .where(eq(internshipDocuments.internshipId, internshipId))
    .orderBy(asc(internshipDocuments.id));
}

/** One document of an internship with the internship's candidate (staff download). */
export async function findInternshipDocument(db: Db, id: number) {
  const [row] = await db
    .select({
      id: internshipDocuments.id,
      internshipId: internshipDocuments.internshipId,
      nombre: internshipDocuments.nombre,
      nombreFichero: internshipDocuments.nombreFichero,
      storageKey: internshipDocuments.storageKey,
      extension: internshipDocuments.extension,
      mime: internshipDocuments.mime,
      candidateId: internships.candidateId,
    })
    .from(internshipDocuments)
    .innerJoin(internships, eq(internships.id, internshipDocuments.internshipId))
    .where(eq(internshipDocuments.id, id));
  return row;
}
