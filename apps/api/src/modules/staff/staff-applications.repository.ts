import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, applicationStateHistory } from '../applications/applications.table.ts';
import { companies } from '../companies/companies.table.ts';
import { internshipDocuments, internships } from '../internships/internships.table.ts';
import { offers } from '../offers/offers.table.ts';
import { users } from '../users/users.table.ts';
import type { Page } from './staff.repository.ts';

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const words = (text: string | undefined) => (text ?? '').split(/\s+/).filter((w) => w !== '');
const contains = (column: SQL, word: string) =>
  sql`lower(f_unaccent(${column})) like lower(f_unaccent(${`%${likeEscape(word)}%`}))`;

export interface StaffApplicationSearch {
  idOferta?: number;
  idEmpresa?: number;
  estado?: number;
  texto?: string;
}

function applicationConditions(search: StaffApplicationSearch): SQL | undefined {
  return and(
    search.idOferta === undefined ? undefined : eq(applications.offerId, search.idOferta),
    search.idEmpresa === undefined ? undefined : eq(offers.companyId, search.idEmpresa),
    search.estado === undefined ? undefined : eq(applications.estado, search.estado),
    ...words(search.texto).map((w) =>
      or(
        contains(sql`${users.nombre} || ' ' || ${users.apellidos}`, w),
        contains(sql`${users.email}`, w),
        contains(sql`${offers.titulo}`, w),
      ),
    ),
  );
}

const applicationColumns = {
  id: applications.id,
  offerId: offers.id,
  oferta: offers.titulo,
  familia: offers.familia,
  companyId: companies.id,
  empresa: companies.nombreComercial,
  candidateId: users.id,
  nombre: users.nombre,
  apellidos: users.apellidos,
  email: users.email,
  estado: applications.estado,
  pendienteFirma: applications.pendienteFirma,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
};

const applicationsFrom = (db: Db) =>
  db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(offers, eq(offers.id, applications.offerId))
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .innerJoin(users, eq(users.id, applications.candidateId));

export function listApplications(db: Db, search: StaffApplicationSearch, page?: Page) {
  return applicationsFrom(db)
    .where(applicationConditions(search))
    .orderBy(desc(applications.updatedAt), desc(applications.id))
    .limit(page?.limit ?? 100_000)
    .offset(page?.offset ?? 0);
}

export type StaffApplicationDbRow = Awaited<ReturnType<typeof listApplications>>[number];

export async function countApplications(db: Db, search: StaffApplicationSearch) {
  const rows = await db
    .select({ n: count() })
    .from(applications)
    .innerJoin(offers, eq(offers.id, applications.offerId))
    .innerJoin(users, eq(users.id, applications.candidateId))
    .where(applicationConditions(search));
  return rows[0]?.n ?? 0;
}

export async function findApplication(db: Db, applicationId: number) {
  const rows = await applicationsFrom(db).where(eq(applications.id, applicationId));
  return rows[0];
}

export function applicationHistory(db: Db, applicationId: number) {
  return db
    .select({
      estado: applicationStateHistory.estado,
      fecha: applicationStateHistory.fecha,
      comentario: applicationStateHistory.comentario,
      autorNombre: users.nombre,
      autorApellidos: users.apellidos,
      autorRol: users.role,
    })
    .from(applicationStateHistory)
    .leftJoin(users, eq(users.id, applicationStateHistory.changedBy))
    .where(eq(applicationStateHistory.applicationId, applicationId))
    .orderBy(asc(applicationStateHistory.fecha), asc(applicationStateHistory.id));
}

export interface StaffInternshipSearch {
  idEmpresa?: number;
  estado?: 'pendiente' | 'en_curso' | 'finalizada' | 'cancelada';
  texto?: string;
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

export function listInternships(db: Db, search: StaffInternshipSearch, page?: Page) {
  return internshipsFrom(db)
    .where(internshipConditions(search))
    .orderBy(desc(internships.fechaInicio), desc(internships.id))
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
