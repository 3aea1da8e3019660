import fs from 'node:fs';
import path from 'node:path';
import type { Readiness } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { migrationsFolder } from '../../db/client.ts';
import { queryRows } from '../../db/sql-rows.ts';

/** A database slower than this counts as down for the balancer. */
const PING_TIMEOUT_MS = 1000;

/** How many migrations this build ships (drizzle's journal). */
const shippedMigrations = (): number =>
  (
    JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new Error(`no answer within ${String(ms)} ms`));
      }, ms);
    }),
  ]).finally(() => {
    clearTimeout(timer);
  });
}

/**
 * Readiness: the process is serving, the database answers `select 1` within a second, and it has
 * every migration this version ships (once true, that stays true: migrations are never undone).
 */
export function readinessCheck(ctx: AppContext): () => Promise<Readiness> {
  const shipped = shippedMigrations();
  let migrated = false;
  const appliedMigrations = async () => {
    const [row] = await queryRows(
      ctx.db,
      sql`select count(*) as n from drizzle.__drizzle_migrations`,
    );
    return Number(row?.n ?? 0);
  };
  return async () => {
    let database: Readiness['baseDeDatos'] = 'ok';
    try {
      await withTimeout(ctx.database.ping(), PING_TIMEOUT_MS);
      migrated ||= (await withTimeout(appliedMigrations(), PING_TIMEOUT_MS)) >= shipped;
    } catch {
      database = 'error';
    }
    return {
      proceso: ctx.lifecycle.state,
      baseDeDatos: database,
      migraciones: migrated ? 'ok' : 'pendientes',
    };
  };
}
