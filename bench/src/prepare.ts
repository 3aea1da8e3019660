/**
 * Prepares the bench database: migrations, demo data and generated volume (BENCH_* sizes), on
 * PGlite in DATA_DIR/db or on PostgreSQL (BENCH_DATABASE_URL). Run as its own process by run.ts
 * before the server starts; the server then opens the same data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openPglite } from '../../apps/api/src/db/embedded.ts';
import { openPostgres } from '../../apps/api/src/db/postgres.ts';
import { seedDemoData } from '../../apps/api/src/db/seed/seed.ts';
import { generate, generateHeavyOffer } from './generate.ts';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const dataDir = process.env.DATA_DIR ?? '/tmp/portal-bench';
const databaseUrl = process.env.BENCH_DATABASE_URL;
fs.mkdirSync(path.join(dataDir, 'db'), { recursive: true });
const database = databaseUrl
  ? openPostgres(databaseUrl, 4)
  : await openPglite({ dataDir: path.join(dataDir, 'db') });
await database.migrate();
/** The 2,000-applicant offer (added when missing) and where run.ts finds its id. */
const heavyOffer = async () => {
  const id = await generateHeavyOffer(database.db);
  fs.writeFileSync(path.join(dataDir, 'heavy-offer.json'), JSON.stringify({ id }));
};
if (process.argv.includes('--heavy-offer-only')) {
  // Existing bench data (reused between runs): only the heavy offer.
  await heavyOffer();
  await database.close();
  process.exit(0);
}
await seedDemoData(database.db);
const sizes = {
  candidates: num('BENCH_CANDIDATES', 2000),
  companies: num('BENCH_COMPANIES', 200),
  offers: num('BENCH_OFFERS', 3000),
  applications: num('BENCH_APPLICATIONS', 10000),
  seed: num('BENCH_SEED', 42),
  descriptionWords: num('BENCH_DESCRIPTION_WORDS', 150),
};
console.log(`Generating data: ${JSON.stringify(sizes)} on ${database.kind}…`);
await generate(database.db, sizes);
await heavyOffer();
await database.close();
