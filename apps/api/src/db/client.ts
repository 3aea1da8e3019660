import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { apiRoot } from '../paths.ts';
import type * as schema from './schema.ts';

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
  /**
   * PostgreSQL only: a separate pool of `max` connections on the same database, for work that
   * must not queue behind the requests' pool (the offer index's catch-up). Closed by its user.
   */
  separatePool?: (max: number) => Database;
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

/** Statements that cannot change data: a plain SELECT without locking or side-effect functions. */
const READ_ONLY = /^\s*select\b/i;

const MAY_WRITE =
  /\bfor\s+(?:update|no\s+key\s+update|share|key\s+share)\b|\b(?:nextval|setval|pg_notify|set_config|lo_\w+)\s*\(/i;

/** Whether a statement may change data (anything but a plain SELECT counts). */
export function mayWrite(text: string): boolean {
  return !READ_ONLY.test(text) || MAY_WRITE.test(text);
}
