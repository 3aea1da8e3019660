import { getTableColumns, getTableName, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The rows of `table` that match `where`, in `orderBy` order, as one column of an outer select:
 * `json_agg` of the rows decoded back into the rows Drizzle's own select gives (camelCase keys,
 * each value through its column's decoder: dates, timestamps, numerics as a select returns them).
 *
 * Why: a screen that needs a parent row and several child tables read them in one statement
 * instead of one statement each. Every statement is a round trip that waits its turn on a busy
 * server and, run side by side, takes a pooled connection of its own: a CV read took nine.
 */
export function rowsOf<T extends PgTable>(
  table: T,
  where: SQL | undefined,
  ...orderBy: SQL[]
): SQL<T['$inferSelect'][]> {
  const filter = where === undefined ? sql`` : sql` where ${where}`;
  const order = orderBy.length === 0 ? sql`` : sql` order by ${sql.join(orderBy, sql`, `)}`;
  return sql`coalesce((select json_agg(${rowObject(table)}${order}) from ${table}${filter}), '[]'::json)`.mapWith(
    rowDecoder(table),
  ) as SQL<T['$inferSelect'][]>;
}

/** PostgreSQL passes at most 100 arguments to a function: a name and a value per column. */
const MAX_COLUMNS = 50;

/**
 * `json_build_object` of every column by its name (written into the statement, not bound). A
 * numeric goes as text: as a JSON number it would lose its written scale («0.0» would read back
 * as «0»).
 */
function rowObject(table: PgTable): SQL {
  const columns = Object.values(getTableColumns(table));
  if (columns.length > MAX_COLUMNS) {
    throw new Error(
      `rowsOf: ${getTableName(table)} has ${String(columns.length)} columns, json_build_object takes ${String(MAX_COLUMNS)}`,
    );
  }
  const fields = columns.map((column) => {
    const name = sql.raw(`'${column.name.replaceAll("'", "''")}'`);
    return column.getSQLType().startsWith('numeric')
      ? sql`${name}, ${column}::text`
      : sql`${name}, ${column}`;
  });
  return sql`json_build_object(${sql.join(fields, sql`, `)})`;
}

const decoders = new WeakMap<PgTable, (value: unknown) => unknown[]>();

function rowDecoder(table: PgTable): (value: unknown) => unknown[] {
  let decode = decoders.get(table);
  if (decode === undefined) {
    const columns = Object.entries(getTableColumns(table)).map(
      ([key, column]) => [key, column.name, column] as [string, string, Column],
    );
    decode = (value) =>
      ((typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>[]).map(
        (raw) => {
          const row: Record<string, unknown> = {};
          for (const [key, name, column] of columns) {
            const field = raw[name];
            row[key] =
              field === null || field === undefined ? null : column.mapFromDriverValue(field);
          }
          return row;
        },
      );
    decoders.set(table, decode);
  }
  return decode;
}
