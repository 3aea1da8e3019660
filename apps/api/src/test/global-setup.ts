import fs from 'node:fs';
import pg from 'pg';
import { openPglite } from '../db/embedded.ts';
import { openPostgres } from '../db/postgres.ts';
import { seedDemoData } from '../db/seed/seed.ts';
import { pgliteTemplateFile, testCacheDir, withDatabase } from './test-database.ts';

/**
 * Migrate and seed once per run: a PGlite data dir dumped to a file (loaded by each test file),
 * or, with TEST_DATABASE_URL, a PostgreSQL template database that each test file copies.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openPglite();
    await database.migrate();
    await seedDemoData(database.db);
    const client = (
      database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }
    ).$client;
    const dump = await client.dumpDataDir('gzip');
    const file = pgliteTemplateFile(`${String(process.pid)}-${String(Date.now())}`);
    fs.mkdirSync(testCacheDir, { recursive: true });
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    process.env.PORTAL_PGLITE_TEMPLATE = file;
    return async () => {
      fs.rmSync(file, { force: true });
    };
  }
  const template = `portal_tpl_${String(process.pid)}_${String(Date.now())}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  const database = openPostgres(withDatabase(url, template), 2);
  await database.migrate();
  await seedDemoData(database.db);
  await database.close();
  process.env.PORTAL_TEST_TEMPLATE_DB = template;
  return async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await client.end();
  };
}
