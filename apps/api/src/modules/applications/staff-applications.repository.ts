import type { StaffApplicationListQuery } from '@portal/contracts';
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listOrderBy, textOrder } from '../../lib/list-order.ts';
import { containsWord as contains, searchWords as words } from '../../lib/sql-search.ts';
import { applications, applicationStateHistory } from './applications.table.ts';
import { companies } from '../companies/companies.table.ts';
import { offers } from '../offers/offers.table.ts';
import { users } from '../users/users.table.ts';
import type { PageWindow } from '../../lib/page-window.ts';

export interface StaffApplicationSearch {
  idOferta?: number;
  idEmpresa?: number;
  estado?: number;
  texto?: string;
  /** The column the list is sorted by; the latest changed first when none. */
  orden?: StaffApplicationListQuery['orden'];
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

const applicationOrder = (orden: StaffApplicationSearch['orden']) =>
  listOrderBy(
    orden,
    {
      candidato: textOrder(sql`${users.nombre} || ' ' || ${users.apellidos}`),
      oferta: textOrder(offers.titulo),
      empresa: textOrder(companies.nombreComercial),
      cambio: applications.updatedAt,
    },
    [desc(applications.updatedAt), desc(applications.id)],
  );

export function listApplications(db: Db, search: StaffApplicationSearch, page?: PageWindow) {
  return applicationsFrom(db)
    .where(applicationConditions(search))
    .orderBy(...applicationOrder(search.orden))
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
