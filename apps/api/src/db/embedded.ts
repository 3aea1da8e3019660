import type { PGlite } from '@electric-sql/pglite';
import * as schema from './schema.ts';
import { type Database, type Db, mayWrite, migrationsFolder } from './client.ts';

/**
 * The type parsers drizzle's PGlite driver passes with every query: date, time and interval types
 * (and their arrays) are kept as PostgreSQL's text.
 */
const DRIZZLE_TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182] as const;

const asText = (value: string) => value;

type QueryOptions = { parsers?: Record<number, unknown> } & Record<string, unknown>;

type Queryable = {
  query: (text: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>;
};

/** Options without drizzle's parsers, when the client already has them. */
function withoutDrizzleParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) {
    return options;
  }
  const keys = Object.keys(options.parsers).map(Number);
  if (!keys.every((key) => (DRIZZLE_TEXT_TYPES as readonly number[]).includes(key))) {
    return options;
  }
  const { parsers: _parsers, ...rest } = options;
  return rest;
}

/**
 * How one `Database` uses its engine: the count of what may have changed the data (see
 * `Database.writeVersion`), and whether it is closed — a `Database` that shares its engine with
 * later ones (the test files of a worker) then refuses statements.
 */
class EngineUse {
  writes = 0;
  closed = false;

  /** Counted before and after the statement: a read that overlaps it never keeps the old number. */
  around<R>(run: () => Promise<R>): Promise<R> {
    this.writes += 1;
    return run().finally(() => {
      this.writes += 1;
    });
  }
}

/**
 * A client (or transaction) whose `query` leaves out drizzle's per-query parsers and, with a
 * counter, counts the statements that may write and the transactions.
 */
function queryWithoutParsers<T extends object>(target: T, use?: EngineUse): T {
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object);
      if (use?.closed && (property === 'query' || property === 'exec')) {
        // A job of a closed app must not write into the next test file's data on the same engine.
        return () => Promise.reject(new Error('The database is closed'));
      }
      if (property === 'query') {
        const query = (value as Queryable['query']).bind(object);
        return (text: string, params?: unknown[], options?: QueryOptions) =>
          use && mayWrite(text)
            ? use.around(() => query(text, params, withoutDrizzleParsers(options)))
            : query(text, params, withoutDrizzleParsers(options));
      }
      if (property === 'exec' && use) {
        const exec = (value as (text: string) => Promise<unknown>).bind(object);
        return (text: string) => use.around(() => exec(text));
      }
      if (property === 'transaction') {
        const transaction = (value as (fn: (tx: object) => unknown) => Promise<unknown>).bind(
          object,
        );
        return (body: (tx: object) => unknown) => {
          const run = () => transaction((tx) => body(queryWithoutParsers(tx, use)));
          return use ? use.around(run) : run();
        };
      }
      // PGlite's methods use private fields: they run on the client itself, not on the proxy.
      return typeof value === 'function' ? (value as () => unknown).bind(object) : value;
    },
  });
}

/**
 * Drizzle's PGlite driver passes its parsers with every query, and PGlite then copies its whole
 * parser table (about 380 types with the array types) into a new object for that query: 0.3–0.4 ms
 * a query, more than a simple query itself. The client is given the same parsers once
 * and drizzle's per-query copy is left out; results are the same.
 */
function withDrizzleParsers(client: PGlite, use: EngineUse): PGlite {
  const parsers = (client as unknown as { parsers: Record<number, (value: string) => unknown> })
    .parsers;
  for (const type of DRIZZLE_TEXT_TYPES) {
    parsers[type] = asText;
  }
  return queryWithoutParsers(client, use);
}

/**
 * Embedded PostgreSQL (PGlite) in a folder, or in memory from a dumped data dir (tests). The
 * package (its WebAssembly engine and extensions) is imported here, on first use, so a server on
 * PostgreSQL never loads it.
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<Database> {
  return databaseOnPglite(await createPgliteClient(options), { ownsClient: true });
}

/** A PGlite engine with the extensions the migrations use. */
export async function createPgliteClient(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ]);
  return PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { unaccent, pg_trgm },
  });
}

/**
 * The portal's database on a PGlite engine. Without `ownsClient`, closing it leaves the engine
 * open: the tests keep one engine per worker and give each test file a new `Database` on it.
 */
export async function databaseOnPglite(
  client: PGlite,
  { ownsClient }: { ownsClient: boolean },
): Promise<Database> {
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const use = new EngineUse();
  const db = drizzlePglite(withDrizzleParsers(client, use), { schema });
  const listeners = new Set<() => Promise<void>>();
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    writeVersion: () => use.writes,
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      if (use.closed) {
        throw new Error('The database is closed');
      }
      await client.query('select 1');
      return true;
    },
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      const unlisten = async () => {
        listeners.delete(unlisten);
        if (!client.closed) {
          await stop();
        }
      };
      listeners.add(unlisten);
      return unlisten;
    },
    close: async () => {
      await Promise.all([...listeners].map((unlisten) => unlisten()));
      use.closed = true;
      if (ownsClient && !client.closed) {
        await client.close();
      }
    },
  };
}
