import type { StaffCompanyListQuery } from '@portal/contracts';
import { and, asc, count, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { listOrderBy, textOrder } from '../../lib/list-order.ts';
import { taxIdKey } from '../../lib/tax-id-sql.ts';
import { companyAccountRequests } from '../accounts/accounts.table.ts';
import { companies, companyUsers } from './companies.table.ts';
import { queryRows } from '../../db/sql-rows.ts';
import { users } from '../users/users.table.ts';
import type { PageWindow } from '../../lib/page-window.ts';
import { containsWord, likeContaining, searchWords } from '../../lib/sql-search.ts';

export interface StaffCompanySearch {
  texto?: string;
  estado?: 'pendiente' | 'validada' | 'bloqueada' | 'duplicada';
  /** The column the list is sorted by; waiting first, then by name, when none. */
  orden?: StaffCompanyListQuery['orden'];
}

/** The tax id as compared for duplicates: upper case, letters and digits only. */
export const taxKey = (cif: string) => cif.toUpperCase().replace(/[^A-Z0-9]/g, '');
const taxKeySql = (column: SQL | typeof companies.cif) =>
  sql`regexp_replace(upper(${column}), '[^A-Z0-9]', '', 'g')`;

// Aliased subqueries: Drizzle leaves columns unqualified in a query without joins.
const duplicated = sql<boolean>`exists (select 1 from companies d where d.id <> ${companies}."id" and regexp_replace(upper(d.cif), '[^A-Z0-9]', '', 'g') = regexp_replace(upper(${companies}."cif"), '[^A-Z0-9]', '', 'g'))`;
const userCount = sql<number>`(select count(*) from company_users cu where cu.company_id = ${companies}."id")`;
const offerCount = sql<number>`(select count(*) from offers o where o.company_id = ${companies}."id" and o.eliminada_at is null)`;
const pendingOfferCount = sql<number>`(select count(*) from offers o where o.company_id = ${companies}."id" and o.estado = 1 and o.eliminada_at is null)`;

function conditions(search: StaffCompanySearch): SQL | undefined {
  const state = {
    pendiente: and(eq(companies.validada, false), eq(companies.bloqueada, false)),
    validada: and(eq(companies.validada, true), eq(companies.bloqueada, false)),
    bloqueada: eq(companies.bloqueada, true),
    duplicada: duplicated,
  };
  return and(
    search.estado === undefined ? undefined : state[search.estado],
    ...searchWords(search.texto).map((w) =>
      or(
        containsWord(companies.nombreComercial, w),
        containsWord(companies.razonSocial, w),
        sql`${taxKeySql(companies.cif)} like ${likeContaining(taxKey(w))}`,
      ),
    ),
  );
}

const rowColumns = {
  id: companies.id,
  cif: companies.cif,
  nombreComercial: companies.nombreComercial,
  razonSocial: companies.razonSocial,
  descripcion: companies.descripcion,
  web: companies.web,
  email: companies.email,
  telefono: companies.telefono,
  direccion: companies.direccion,
  cp: companies.cp,
  validada: companies.validada,
  bloqueada: companies.bloqueada,
  mensajeBloqueo: companies.mensajeBloqueo,
  createdAt: companies.createdAt,
  numUsuarios: userCount.mapWith(Number),
  numOfertas: offerCount.mapWith(Number),
  numOfertasPendientes: pendingOfferCount.mapWith(Number),
  duplicada: duplicated.mapWith(Boolean),
};

export function listCompanies(db: Db, search: StaffCompanySearch, page?: PageWindow) {
  const query = db
    .select(rowColumns)
    .from(companies)
    .where(conditions(search))
    .orderBy(
      ...listOrderBy(
        search.orden,
        {
          nombre: textOrder(companies.nombreComercial),
          cif: textOrder(companies.cif),
          alta: companies.createdAt,
          usuarios: userCount,
          ofertas: offerCount,
        },
        // Waiting first (oldest first), then the rest by name.
        [
          asc(companies.validada),
          sql`case when ${companies.validada} then null else ${companies.createdAt} end asc`,
          asc(sql`lower(f_unaccent(${companies.nombreComercial}))`),
          asc(companies.id),
        ],
      ),
    );
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export type StaffCompanyDbRow = Awaited<ReturnType<typeof listCompanies>>[number];

export async function countCompanies(db: Db, search: StaffCompanySearch): Promise<number> {
  const rows = await db.select({ n: count() }).from(companies).where(conditions(search));
  return rows[0]?.n ?? 0;
}

export async function findCompany(db: Db, companyId: number, lock = false) {
  const query = db.select(rowColumns).from(companies).where(eq(companies.id, companyId));
  const rows = await (lock ? query.for('update') : query);
  return rows[0];
}

export function companyUserList(db: Db, companyId: number) {
  return db
    .select({
      id: users.id,
      email: users.email,
      nombre: users.nombre,
      apellidos: users.apellidos,
      cargo: companyUsers.cargo,
      telefono: companyUsers.telefono,
      lastLoginAt: users.lastLoginAt,
    })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(eq(companyUsers.companyId, companyId))
    .orderBy(asc(users.apellidos), asc(users.nombre), asc(users.id));
}

/** Other companies with the same tax id (ignoring case, spaces and dashes). */
export function duplicatesOf(db: Db, companyId: number, cif: string) {
  return db
    .select({ id: companies.id, cif: companies.cif, nombreComercial: companies.nombreComercial })
    .from(companies)
    .where(and(ne(companies.id, companyId), eq(taxKeySql(companies.cif), taxKey(cif))))
    .orderBy(asc(companies.id));
}

export async function cifTakenByOther(db: Db, companyId: number, cif: string) {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(ne(companies.id, companyId), sql`upper(${companies.cif}) = upper(${cif})`))
    .limit(1);
  return rows.length > 0;
}

export async function updateCompany(
  tx: Db,
  companyId: number,
  values: Partial<typeof companies.$inferInsert>,
) {
  await tx.update(companies).set(values).where(eq(companies.id, companyId));
}

/**
 * Ends every session of these users (a token signed before carries an older session version) —
 * blocking a company, removing a user from it.
 */
export async function endSessions(tx: Db, userIds: readonly number[]) {
  for (const id of userIds) {
    await tx
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, id));
  }
}

export async function memberIds(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: companyUsers.userId })
    .from(companyUsers)
    .where(eq(companyUsers.companyId, companyId));
  return rows.map((r) => r.id);
}

export async function findCompanyUserByEmail(db: Db, email: string) {
  const rows = await db
    .select({ id: users.id, nombre: users.nombre })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.role, 'empresa')))
    .limit(1);
  return rows[0];
}

export async function isMember(db: Db, userId: number, companyId: number) {
  const rows = await db
    .select({ id: companyUsers.userId })
    .from(companyUsers)
    .where(and(eq(companyUsers.userId, userId), eq(companyUsers.companyId, companyId)));
  return rows.length > 0;
}

export async function removeMember(tx: Db, userId: number, companyId: number) {
  const rows = await tx
    .delete(companyUsers)
    .where(and(eq(companyUsers.userId, userId), eq(companyUsers.companyId, companyId)))
    .returning({ id: companyUsers.userId });
  return rows.length > 0;
}

/**
 * Every (table, column) with a foreign key to companies, read from the catalogue: a merge moves
 * the rows of tables added later too.
 */
export async function companyReferences(tx: Db): Promise<{ tabla: string; columna: string }[]> {
  const rows = await queryRows(
    tx,
    sql`
    select cl.relname as tabla, a.attname as columna
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
    where c.contype = 'f' and c.confrelid = 'companies'::regclass
    order by cl.relname, a.attname`,
  );
  return rows.map((r) => ({
    tabla: String(r.tabla),
    columna: String(r.columna),
  }));
}

/** company_users: the duplicate's users join the kept company (once), keeping position and phone. */
export async function moveMemberships(tx: Db, keepId: number, dupId: number): Promise<number> {
  const moved = await queryRows(
    tx,
    sql`
    insert into company_users (user_id, company_id, cargo, telefono)
    select user_id, ${keepId}, cargo, telefono from company_users where company_id = ${dupId}
    on conflict (user_id, company_id) do nothing
    returning user_id`,
  );
  await tx.delete(companyUsers).where(eq(companyUsers.companyId, dupId));
  return moved.length;
}

export async function moveReferences(
  tx: Db,
  ref: { tabla: string; columna: string },
  keepId: number,
  dupId: number,
): Promise<number> {
  const moved = await queryRows(
    tx,
    sql`update ${sql.identifier(ref.tabla)} set ${sql.identifier(ref.columna)} = ${keepId} where ${sql.identifier(ref.columna)} = ${dupId} returning 1 as moved`,
  );
  return moved.length;
}

export async function deleteCompany(tx: Db, companyId: number) {
  await tx.delete(companies).where(eq(companies.id, companyId));
}

/**
 * Pending requests, oldest first, each with the company that already has its tax id (compared
 * normalised), if any: approval joins the user to that company instead of creating one.
 */
export function pendingAccountRequests(db: Db) {
  const existing = alias(companies, 'existing_company');
  return db
    .select({
      request: companyAccountRequests,
      existing: { id: existing.id, nombreComercial: existing.nombreComercial, cif: existing.cif },
    })
    .from(companyAccountRequests)
    .leftJoin(existing, eq(taxIdKey(existing.cif), taxIdKey(companyAccountRequests.cif)))
    .where(eq(companyAccountRequests.estado, 'pendiente'))
    .orderBy(asc(companyAccountRequests.createdAt), asc(companyAccountRequests.id));
}

export async function rejectAccountRequest(tx: Db, requestId: number) {
  const rows = await tx
    .update(companyAccountRequests)
    .set({ estado: 'rechazada', resolvedAt: new Date() })
    .where(
      and(eq(companyAccountRequests.id, requestId), eq(companyAccountRequests.estado, 'pendiente')),
    )
    .returning();
  return rows[0];
}
