import { readListOrder, type ListOrder } from '@portal/contracts';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** What one sortable key of a list orders by: a column or expression, or several in turn. */
export type OrderTerm = SQLWrapper | readonly SQLWrapper[];

/** A text as people sort it: ignoring case and accents («Álvaro» beside «alba»). */
export const textOrder = (column: SQLWrapper): SQL => sql`lower(f_unaccent(${column}))`;

/**
 * The ORDER BY of a list ordered by the server: the column `orden` chose (from the list's own
 * mapping, so no value from the request reaches the SQL), then the list's usual order, which ends
 * with the unique id so that pages never share or skip a row. Rows without a value go last
 * whichever the direction, as in the lists sorted in the browser.
 */
export function listOrderBy<K extends string>(
  orden: ListOrder<K> | undefined,
  terms: Readonly<Record<K, OrderTerm>>,
  usual: readonly SQL[],
): SQL[] {
  const chosen = readListOrder(orden);
  if (chosen === undefined) {
    return [...usual];
  }
  const term = terms[chosen.key];
  const columns: readonly SQLWrapper[] = Array.isArray(term) ? term : [term as SQLWrapper];
  const direction = chosen.descending ? sql`desc nulls last` : sql`asc nulls last`;
  return [...columns.map((column) => sql`${column} ${direction}`), ...usual];
}
