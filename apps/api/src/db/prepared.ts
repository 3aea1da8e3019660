import type { Db } from './client.ts';

/**
 * A query built and prepared once per database handle and then only executed with its values: a
 * hot read (an offer sheet, a list's own state) skips Drizzle's query building and, on PostgreSQL,
 * the server's parse of the statement. `build` must give the same SQL for every handle (the name
 * identifies it on each connection).
 */
export function preparedPerDatabase<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const prepared = new WeakMap<Db, Q>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
