import { offerStates } from '@portal/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, companyUsers } from './companies.table.ts';

/** Everyone who acts for the company (each gets the notification). */
export async function companyUserIds(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: companyUsers.userId })
    .from(companyUsers)
    .where(eq(companyUsers.companyId, companyId));
  return rows.map((r) => r.id);
}

// Written with an alias: Drizzle leaves columns unqualified in a query without joins.
const pendingOffers = sql<number>`(select count(*) from offers o where o.company_id = ${companies}."id" and o.estado = ${offerStates.PENDING} and o.eliminada_at is null)`;

/** Companies waiting for validation, oldest first, with their offers waiting too. */
export function listPendingCompanies(db: Db) {
  return db
    .select({
      id: companies.id,
      cif: companies.cif,
      nombreComercial: companies.nombreComercial,
      razonSocial: companies.razonSocial,
      email: companies.email,
      telefono: companies.telefono,
      createdAt: companies.createdAt,
      validada: companies.validada,
      bloqueada: companies.bloqueada,
      numOfertasPendientes: pendingOffers.mapWith(Number),
    })
    .from(companies)
    .where(eq(companies.validada, false))
    .orderBy(asc(companies.createdAt), asc(companies.id));
}

export type PendingCompanyRow = Awaited<ReturnType<typeof listPendingCompanies>>[number];

/** Validates a company still waiting; undefined when it was already validated or is unknown. */
export async function validateCompany(tx: Db, companyId: number) {
  const rows = await tx
    .update(companies)
    .set({ validada: true })
    .where(and(eq(companies.id, companyId), ne(companies.validada, true)))
    .returning({ id: companies.id, nombreComercial: companies.nombreComercial });
  return rows[0];
}
