import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { apiRoot } from '../paths.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** A database or a transaction: repositories take this so callers can pass either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = path.join(apiRoot, 'drizzle');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel` (PGlite: in-process; PostgreSQL:
   * a dedicated connection that reconnects by itself and then calls `onMessage(null)`, since
   * notifications sent while it was away are lost). Resolves to the function that stops listening.
   */
  listen(
    channel: string,
    onMessage: (payload: string | null) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * PGlite only: a number that changes with every statement that may write and with the end of
   * every transaction. The embedded database has one connection in one process, so a value
   * computed from the database and kept with the number read before computing it is current for
   * as long as the number stays the same (a candidate's own state on the offer lists).
   * Undefined on PostgreSQL, where other processes write too.
   */
  writeVersion?: () => number;
  /** PostgreSQL only: the pool's connections now (for metrics). */
  poolStats?: () => PoolStats;
  /** PostgreSQL only: calls `listener` with how long each checkout waited for a connection. */
  onPoolWait?: (listener: (seconds: number) => void) => void;
}

export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

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

/** Statements that cannot change data: a plain SELECT without locking or side-effect functions. */
const READ_ONLY = /^\s*select\b/i;
const MAY_WRITE =
  /\bfor\s+(?:update|no\s+key\s+update|share|key\s+share)\b|\b(?:nextval|setval|pg_notify|set_config|lo_\w+)\s*\(/i;

/** Whether a statement may change data (anything but a plain SELECT counts). */
export function mayWrite(text: string): boolean {
  return !READ_ONLY.test(text) || MAY_WRITE.test(text);
}

/** Counts what may have changed the data: see `Database.writeVersion`. */
class WriteCounter {
  value = 0;

  /** Before and after the statement: a read that overlaps it never keeps the old number. */
  around<R>(run: () => Promise<R>): Promise<R> {
    this.value += 1;
    return run().finally(() => {
      this.value += 1;
    });
  }
}

/**
 * A client (or transaction) whose `query` leaves out drizzle's per-query parsers and, with a
 * counter, counts the statements that may write and the transactions.
 */
function queryWithoutParsers<T extends object>(target: T, writes?: WriteCounter): T {
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object);
      if (property === 'query') {
        const query = (value as Queryable['query']).bind(object);
        return (text: string, params?: unknown[], options?: QueryOptions) =>
          writes && mayWrite(text)
            ? writes.around(() => query(text, params, withoutDrizzleParsers(options)))
            : query(text, params, withoutDrizzleParsers(options));
      }
      if (property === 'exec' && writes) {
        const exec = (value as (text: string) => Promise<unknown>).bind(object);
        return (text: string) => writes.around(() => exec(text));
      }
      if (property === 'transaction') {
        const transaction = (value as (fn: (tx: object) => unknown) => Promise<unknown>).bind(
          object,
        );
        return (body: (tx: object) => unknown) => {
          const run = () => transaction((tx) => body(queryWithoutParsers(tx, writes)));
          return writes ? writes.around(run) : run();
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
function withDrizzleParsers(client: PGlite, writes: WriteCounter): PGlite {
  const parsers = (client as unknown as { parsers: Record<number, (value: string) => unknown> })
    .parsers;
  for (const type of DRIZZLE_TEXT_TYPES) {
    parsers[type] = asText;
  }
  return queryWithoutParsers(client, writes);
}

/**
 * Embedded PostgreSQL (PGlite) in a folder, or in memory from a dumped data dir (tests). The
 * package (its WebAssembly engine and extensions) is imported here, on first use, so a server on
 * PostgreSQL never loads it.
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<Database> {
  const [
    { PGlite },
    { pg_trgm },
    { unaccent },
    { drizzle: drizzlePglite },
    { migrate: migratePglite },
  ] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { unaccent, pg_trgm },
  });
  const writes = new WriteCounter();
  const db = drizzlePglite(withDrizzleParsers(client, writes), { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    writeVersion: () => writes.value,
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
      return true;
    },
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) {
          await stop();
        }
      };
    },
    close: async () => {
      if (!client.closed) {
        await client.close();
      }
    },
  };
}

/**
 * Real PostgreSQL through a `pg` pool. An idle pooled connection that the server ends (a
 * failover, `pg_terminate_backend`, an idle-connection reaper) is reported to `onIdleError` and
 * dropped; the pool opens a new one when it is next needed. Without a listener, that `'error'`
 * event would end the process.
 */
export function openPostgres(
  connectionString: string,
  poolMax = 10,
  onIdleError: (error: Error) => void = () => undefined,
): Database {
  const pool = new pg.Pool({ connectionString, max: poolMax });
  pool.on('error', onIdleError);
  // A connection lost while checked out (between the statements of a transaction) is reported on
  // the client, where the pool listens only while it is idle: unanswered, that would end the
  // process. Its query fails by itself (503, plugins/envelope.ts) and the pool drops it.
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      // An idle client's error reaches `pool.on('error')` above as well.
      if (checkedOut.has(client)) {
        onIdleError(error);
      }
    });
  });
  const waitListeners: ((seconds: number) => void)[] = [];
  timeCheckouts(pool, (seconds) => {
    for (const listener of waitListeners) {
      listener(seconds);
    }
  });
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db,
    kind: 'postgres',
    poolStats: () => ({
      max: poolMax,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    onPoolWait: (listener) => {
      waitListeners.push(listener);
    },
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    ping: async () => {
      await pool.query('select 1');
      return true;
    },
    listen: (channel, onMessage) => listenPostgres(connectionString, channel, onMessage),
    close: async () => {
      if (!pool.ended) {
        await pool.end();
      }
    },
  };
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient,
  release: () => void,
) => void;

/**
 * Times every checkout of a connection (`pool.query` checks one out with a callback, transactions
 * with the promise form): the wait is the pool's queue when every connection is busy.
 */
function timeCheckouts(pool: pg.Pool, report: (seconds: number) => void): void {
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => unknown;
  const timed = (callback?: ConnectCallback): unknown => {
    const started = performance.now();
    const done = () => {
      report((performance.now() - started) / 1000);
    };
    if (callback) {
      return connect((error, client, release) => {
        done();
        callback(error, client, release);
      });
    }
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      done();
      return client;
    });
  };
  pool.connect = timed as typeof pool.connect;
}

/** LISTEN on its own connection (never a pooled one), reconnecting after a failure. */
async function listenPostgres(
  connectionString: string,
  channel: string,
  onMessage: (payload: string | null) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) {
        onMessage(message.payload ?? '');
      }
    });
    next.on('error', () => {
      // 'end' follows and reconnects; the error itself is not actionable here.
    });
    next.on('end', () => {
      if (!stopped && client === next) {
        client = null;
        retry = setTimeout(reconnect, 1000);
      }
    });
    await next.connect();
    await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    client = next;
  };
  const reconnect = () => {
    connect().then(
      () => {
        onMessage(null);
      },
      () => {
        if (!stopped) {
          retry = setTimeout(reconnect, 1000);
        }
      },
    );
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}
