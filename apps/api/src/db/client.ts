import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { apiRoot } from '../paths.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** A database or a transaction: repositories take this so callers can pass either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = path.join(apiRoot, 'drizzle');

export const pgliteExtensions = { unaccent, pg_trgm };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Embedded PostgreSQL (PGlite) in a folder, or in memory from a dumped data dir (tests). */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<Database> {
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: pgliteExtensions,
  });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
      return true;
    },
    close: async () => {
      if (!client.closed) {
        await client.close();
      }
    },
  };
}

/** Real PostgreSQL through a `pg` pool. */
export function openPostgres(connectionString: string, poolMax = 10): Database {
  const pool = new pg.Pool({ connectionString, max: poolMax });
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db,
    kind: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    ping: async () => {
      await pool.query('select 1');
      return true;
    },
    close: async () => {
      if (!pool.ended) {
        await pool.end();
      }
    },
  };
}
