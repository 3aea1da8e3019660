import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { type Database, migrationsFolder } from './client.ts';

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
    separatePool: (max) => openPostgres(connectionString, max, onIdleError),
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
