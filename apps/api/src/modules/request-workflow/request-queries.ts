import type { StaffRequestListQuery } from '@portal/contracts';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { companyUsers } from '../companies/companies.table.ts';
import { likeContaining } from '../../lib/sql-search.ts';

/** `%` and `_` typed by the user are searched as themselves, not as wildcards. */
/** Where a kind of request keeps what the back-office filters read. */
export interface StaffListColumns {
  estado: AnyPgColumn;
  /** The column the `tipo` filter matches (origin or kind of change). */
  tipo: AnyPgColumn;
  /** What the free text is looked for in (any of them, case-insensitive). */
  texto: readonly (AnyPgColumn | SQL)[];
}

/** The back-office filters of a request list: state, kind and free text, all optional. */
export function staffListFilter(
  query: StaffRequestListQuery,
  columns: StaffListColumns,
): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (query.estado) {
    filters.push(sql`${columns.estado} = ${query.estado}`);
  }
  if (query.tipo) {
    filters.push(sql`${columns.tipo} = ${query.tipo}`);
  }
  if (query.texto) {
    const like = likeContaining(query.texto);
    filters.push(or(...columns.texto.map((column) => ilike(column, like))));
  }
  return and(...filters);
}

/** The columns the back-office order reads (the request table itself fits). */
export interface StaffOrderColumns {
  id: AnyPgColumn;
  estado: AnyPgColumn;
  createdAt: AnyPgColumn;
}

/**
 * The back-office order: the requests waiting for the office first, oldest first (the queue to
 * work through), then the rest by `newest`, newest first.
 */
export const pendingFirst = (waiting: string, c: StaffOrderColumns, newest: AnyPgColumn): SQL[] => [
  sql`CASE WHEN ${c.estado} = ${waiting} THEN 0 ELSE 1 END`,
  sql`CASE WHEN ${c.estado} = ${waiting} THEN ${c.createdAt} END ASC`,
  desc(newest),
  asc(c.id),
];

/** The users of a company, who are told of the decisions on its requests. */
export const companyUserIds = async (db: Db, companyId: number) =>
  (
    await db
      .select({ userId: companyUsers.userId })
      .from(companyUsers)
      .where(eq(companyUsers.companyId, companyId))
  ).map((r) => r.userId);
