import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp, type BuildAppOptions } from './app.ts';
import { EnvError, parseEnv, type Env } from './config/env.ts';
import { openPglite } from './db/embedded.ts';
import { openPostgres } from './db/postgres.ts';
import { type Database } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { attachDemoAgreementCopies } from './db/seed/demo-agreement-files.ts';
import { seedDemoData, isDatabaseEmpty } from './db/seed/seed.ts';
import { BrandFileError } from './modules/brand/brand.service.ts';
import { ensureFirstAdministrator } from './modules/users/first-administrator.ts';
import { Lifecycle } from './lib/lifecycle.ts';
import { drainAndClose } from './shutdown.ts';

/** JWT_SECRET, or one generated once and kept in the data folder (embedded mode). */
function resolveJwtSecret(env: Env): string {
  if (env.JWT_SECRET) {
    return env.JWT_SECRET;
  }
  if (env.DATABASE_URL && env.NODE_ENV === 'production') {
    throw new EnvError([
      'JWT_SECRET: required with DATABASE_URL in production (all processes must share it)',
    ]);
  }
  const file = path.join(env.DATA_DIR, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(env.DATA_DIR, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * Opens the database, migrates (and seeds the demo on a first start), builds the app and listens.
 * `extraRoutes`: the browser tests' server adds its data factories.
 */
export async function startServer(extraRoutes?: BuildAppOptions['extraRoutes']) {
  const env = parseEnv();
  let releaseLock: (() => void) | undefined;
  let database: Database;
  // Until the app (and its logger) exists, a lost idle connection is written to stderr.
  let reportIdleError = (error: Error) => {
    console.error(`database connection lost while idle: ${error.message}`);
  };
  if (env.DATABASE_URL) {
    database = openPostgres(env.DATABASE_URL, env.DB_POOL_MAX, (error) => {
      reportIdleError(error);
    });
  } else {
    releaseLock = lockDataDir(env.DATA_DIR);
    database = await openPglite({ dataDir: path.join(env.DATA_DIR, 'db') });
  }
  const shutdownDb = async () => {
    await database.close().catch(() => undefined);
    releaseLock?.();
  };
  try {
    await database.migrate();
    const seeding = env.SEED_DEMO && (await isDatabaseEmpty(database.db));
    if (seeding) {
      await seedDemoData(database.db);
    }
    const administrator = await ensureFirstAdministrator(database.db, env);
    if (administrator === 'created' || administrator === 'restored') {
      console.log(`First administrator ${administrator}: ${env.ADMIN_EMAIL ?? ''}`);
    }
    const lifecycle = new Lifecycle('starting');
    const { app, ctx } = await buildApp({
      env,
      database,
      jwtSecret: resolveJwtSecret(env),
      serveWeb: true,
      lifecycle,
      extraRoutes,
    });
    if (seeding) {
      await attachDemoAgreementCopies(ctx);
      console.log('Demo data seeded (first start).');
    }
    reportIdleError = (error) => {
      app.log.warn({ err: error }, 'database connection lost while idle; the pool opens a new one');
    };
    // Reminders, expiry, retention…: each job runs once across processes (src/jobs.ts).
    ctx.jobs.start(env.SCHEDULER_TICK_SECONDS);
    let closing = false;
    const shutdown = (signal: string) => {
      if (closing) {
        return;
      }
      closing = true;
      app.log.info({ signal }, 'shutting down');
      void drainAndClose(app, ctx, env.SHUTDOWN_TIMEOUT_SECONDS * 1000)
        .then(async (drained) => {
          await shutdownDb();
          process.exit(drained ? 0 : 1);
        })
        .catch((error: unknown) => {
          console.error(error);
          process.exit(1);
        });
    };
    process.on('SIGTERM', () => {
      shutdown('SIGTERM');
    });
    process.on('SIGINT', () => {
      shutdown('SIGINT');
    });
    await app.listen({ port: env.PORT, host: env.HOST });
    lifecycle.state = 'ready';
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    const url = env.PUBLIC_URL ?? `http://localhost:${String(port)}`;
    console.log(`\nPortal de Empleo listening on ${url}  (API docs: ${url}/api/docs)\n`);
  } catch (error) {
    await shutdownDb();
    throw error;
  }
}

/** Ends the process with a message (configuration errors: exit 2) instead of a stack trace. */
export function exitOnStartFailure(error: unknown): never {
  if (
    error instanceof EnvError ||
    error instanceof DataDirLockedError ||
    error instanceof BrandFileError
  ) {
    console.error(`\n${error.message}\n`);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
}
