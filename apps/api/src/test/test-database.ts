import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPglite } from '../db/embedded.ts';
import { openPostgres } from '../db/postgres.ts';
import { type Database } from '../db/client.ts';

export const testCacheDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../.test-cache',
);
/**
 * The migrated and seeded PGlite data dir of this run. Each run (global setup) writes its own file,
 * so runs started at the same time never read a template another run is rewriting.
 */
export const pgliteTemplateFile = (runId: string) =>
  path.join(testCacheDir, `pglite-template-${runId}.tar`);

/**
 * The template bytes, read once per worker: test files run one after another in a worker without
 * module isolation (vitest.config.ts), which also lets PGlite compile its engine once per worker.
 */
const templates = new Map<string, Promise<Buffer>>();

function readTemplate(file: string): Promise<Buffer> {
  let dump = templates.get(file);
  if (!dump) {
    dump = fs.promises.readFile(file);
    templates.set(file, dump);
  }
  return dump;
}

/**
 * What a test database starts with: nothing but the schema (tests make their own data through
 * the builders or the API, so a change to the demo cannot break them), or the demo seed (for the
 * tests of the demo itself).
 */
export const testSeeds = ['none', 'demo'] as const;
export type TestSeed = (typeof testSeeds)[number];

/** The environment variable through which global setup hands a template to the test workers. */
export const templateVariable = (seed: TestSeed) =>
  process.env.TEST_DATABASE_URL
    ? `PORTAL_TEST_TEMPLATE_DB_${seed.toUpperCase()}`
    : `PORTAL_PGLITE_TEMPLATE_${seed.toUpperCase()}`;

/** Connection string of another database on the same PostgreSQL server. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database for one test file (empty unless `seed: 'demo'`): a copy of the PGlite
 * template loaded in memory, or (TEST_DATABASE_URL) a new PostgreSQL database created from the
 * template database.
 */
export async function openTestDatabase(
  options: { seed?: TestSeed } = {},
): Promise<Database & { drop(): Promise<void>; connectionString?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  const variable = templateVariable(options.seed ?? 'none');
  if (!url) {
    const templateFile = process.env[variable];
    if (!templateFile) {
      throw new Error(`${variable} is not set: the API global setup did not run`);
    }
    const dump = await readTemplate(templateFile);
    const database = await openPglite({ loadDataDir: new Blob([dump]) });
    return { ...database, drop: () => database.close() };
  }
  const template = process.env[variable];
  if (!template) {
    throw new Error(`${variable} is not set: the API global setup did not run`);
  }
  const name = `portal_t_${randomBytes(6).toString('hex')}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (error) {
      // Concurrent copies of one template may collide; retry briefly.
      if (attempt >= 20) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
    }
  }
  const connectionString = withDatabase(url, name);
  const database = openPostgres(connectionString, 5);
  return {
    ...database,
    connectionString,
    drop: async () => {
      await database.close();
      // pool.end() resolves before its sockets have closed; a forced drop would kill those
      // closing sessions and their clients would throw "terminating connection" (57P01) as an
      // uncaught error. Wait for them to go (plain DROP fails while they are there), then force.
      for (let attempt = 0; attempt < 40; attempt += 1) {
        try {
          await adminQuery(url, `DROP DATABASE IF EXISTS ${name}`);
          return;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
