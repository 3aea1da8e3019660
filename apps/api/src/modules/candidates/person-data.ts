import { eq, getTableColumns, inArray, is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { candidates } from './candidates.table.ts';
import { users } from '../users/users.table.ts';

/**
 * Every table about one person, found from the schema itself (so a table added later is covered
 * without touching this file): rows whose foreign key points at the user or the candidate profile
 * (level 1), rows pointing at those rows (levels 2 and 3), and rows that carry the person's email
 * in an `email` column (survey invitations, contact messages).
 */

interface Link {
  table: PgTable;
  name: string;
  column: PgColumn;
  parent: PgTable;
  parentColumn: PgColumn;
  onDelete: string | undefined;
}

const allTables: readonly PgTable[] = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => is(value, PgTable),
);

const nameOf = (table: PgTable) => getTableConfig(table).name;

const links: readonly Link[] = allTables.flatMap((table) =>
  getTableConfig(table).foreignKeys.flatMap((fk) => {
    const ref = fk.reference();
    const [column] = ref.columns;
    const [parentColumn] = ref.foreignColumns;
    return ref.columns.length === 1 && column && parentColumn
      ? [
          {
            table,
            name: nameOf(table),
            column,
            parent: ref.foreignTable,
            parentColumn,
            onDelete: fk.onDelete,
          },
        ]
      : [];
  }),
);

const personTables = new Set([nameOf(users), nameOf(candidates)]);

/** Level-1 links: straight at the person (user id or candidate profile). */
export const personLinks: readonly Link[] = links.filter((l) => personTables.has(nameOf(l.parent)));

/** Tables with an `email` column, other than the accounts themselves. */
const emailTables = allTables
  .filter((t) => !personTables.has(nameOf(t)))
  .flatMap((table) => {
    const column = getTableConfig(table).columns.find((c) => c.name === 'email');
    return column ? [{ table, name: nameOf(table), column }] : [];
  });

export type PersonRows = Record<string, Record<string, unknown>[]>;

const SECRET = /password|hash|token/i;

const redactRow = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET.test(key)));

const keyOf = (row: Record<string, unknown>) => JSON.stringify(row);

/** Rows of every table about the person (secrets left out), by table name. */
export async function collectPersonRows(
  db: Db,
  userId: number,
  email: string,
): Promise<PersonRows> {
  const found = new Map<string, Map<string, Record<string, unknown>>>();
  const add = (name: string, rows: Record<string, unknown>[]) => {
    const bucket = found.get(name) ?? new Map<string, Record<string, unknown>>();
    for (const row of rows) {
      bucket.set(keyOf(row), row);
    }
    if (bucket.size > 0) {
      found.set(name, bucket);
    }
    return rows;
  };
  add(nameOf(users), await db.select().from(users).where(eq(users.id, userId)));
  add(nameOf(candidates), await db.select().from(candidates).where(eq(candidates.userId, userId)));

  // Level 1, then rows pointing at what was found (two more levels).
  let frontier: { table: PgTable; rows: Record<string, unknown>[] }[] = [];
  for (const link of personLinks) {
    const rows = (await db.select().from(link.table).where(eq(link.column, userId))) as Record<
      string,
      unknown
    >[];
    add(link.name, rows);
    if (rows.length > 0) {
      frontier.push({ table: link.table, rows });
    }
  }
  for (let depth = 0; depth < 2 && frontier.length > 0; depth += 1) {
    const next: typeof frontier = [];
    for (const { table, rows } of frontier) {
      const propertyOf = columnProperties(table);
      for (const link of links.filter((l) => l.parent === table && !personTables.has(l.name))) {
        const property = propertyOf.get(link.parentColumn.name);
        const ids = [...new Set(rows.map((r) => (property ? r[property] : undefined)))].filter(
          (v): v is number | string => typeof v === 'number' || typeof v === 'string',
        );
        if (ids.length === 0) {
          continue;
        }
        const children = (await db
          .select()
          .from(link.table)
          .where(inArray(link.column, ids))) as Record<string, unknown>[];
        add(link.name, children);
        if (children.length > 0) {
          next.push({ table: link.table, rows: children });
        }
      }
    }
    frontier = next;
  }
  for (const { table, name, column } of emailTables) {
    add(name, await db.select().from(table).where(emailIs(column, email)));
  }
  return Object.fromEntries(
    [...found.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, rows]) => [name, [...rows.values()].map(redactRow)]),
  );
}

/** Column (database name) → property name of the rows Drizzle answers. */
function columnProperties(table: PgTable): Map<string, string> {
  return new Map(
    Object.entries(getTableColumns(table)).map(([property, column]) => [column.name, property]),
  );
}

export const emailIs = (column: PgColumn, email: string): SQL =>
  sql`lower(${column}) = lower(${email})`;

export const emailLinkedTables = emailTables;
export const foreignKeyLinks = links;
