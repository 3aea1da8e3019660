import fs from 'node:fs';
import pg from 'pg';
import { openPglite } from '../db/embedded.ts';
import { openPostgres } from '../db/postgres.ts';
import { seedDemoData } from '../db/seed/seed.ts';
import {
  dropTestDatabases,
  pgliteTemplateFile,
  RUN_ID_VARIABLE,
  templateVariable,
  testCacheDir,
  testSeeds,
  type TestSeed,
  withDatabase,
} from './test-database.ts';

async function pgliteTemplate(runId: string, seed: TestSeed): Promise<string> {
  const database = await openPglite();
  await database.migrate();
  if (seed === 'demo') {
    await seedDemoData(database.db);
  }
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } })
    .$client;
  // Uncompressed: every test file loads it, and a plain tar loads in half the time of a gzipped
  // one (the file is some tens of MB, written once per run and removed after it).
  const dump = await client.dumpDataDir('none');
  const file = pgliteTemplateFile(`${runId}-${seed}`);
  fs.mkdirSync(testCacheDir, { recursive: true });
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return file;
}

async function postgresTemplate(url: string, runId: string, seed: TestSeed): Promise<string> {
  const template = `portal_tpl_${runId}_${seed}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  const database = openPostgres(withDatabase(url, template), 2);
  await database.migrate();
  if (seed === 'demo') {
    await seedDemoData(database.db);
  }
  await database.close();
  return template;
}

/**
 * Migrate once per run into two templates — an empty database (what tests build their own data
 * on) and one with the demo seed (for the tests of the demo itself) — as PGlite data dirs dumped
 * to files, or, with TEST_DATABASE_URL, PostgreSQL template databases, that the workers load or
 * copy (test-database.ts).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  const runId = `${String(process.pid)}_${String(Date.now())}`;
  process.env[RUN_ID_VARIABLE] = runId;
  if (!url) {
    const files = await Promise.all(testSeeds.map((seed) => pgliteTemplate(runId, seed)));
    testSeeds.forEach((seed, i) => {
      process.env[templateVariable(seed)] = files[i];
    });
    return async () => {
      for (const file of files) {
        fs.rmSync(file, { force: true });
      }
    };
  }
  const templates: string[] = [];
  for (const seed of testSeeds) {
    const template = await postgresTemplate(url, runId, seed);
    templates.push(template);
    process.env[templateVariable(seed)] = template;
  }
  return async () => {
    await dropTestDatabases(url, runId);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    for (const template of templates) {
      await client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    }
    await client.end();
  };
}
