/**
 * First-search latency of the candidate text search at 100,000 offers (ADR 0010): the SQL path
 * (tsvector + pg_trgm + company and degree names, as the list used it) against the read model's
 * in-process index, one request at a time, each word asked for the first time.
 *
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/src/text-search.ts   (or PGlite in DATA_DIR)
 *
 * Fills the database once with TEXT_BENCH_OFFERS synthetic offers (a 20,000-word vocabulary with
 * a long tail, as real titles have), then prints median and p95 over 30 distinct words per case.
 * TEXT_BENCH_SQL=0 measures the in-process index alone. TEXT_BENCH_DESCRIPTION_WORDS (40) sets how
 * long each description is: real offers' run to a few hundred words (use a database of its own
 * for each length: an existing one is not filled again).
 */
import path from 'node:path';
import fs from 'node:fs';
import { count, sql } from 'drizzle-orm';
import { openPglite } from '../../apps/api/src/db/embedded.ts';
import { openPostgres } from '../../apps/api/src/db/postgres.ts';
import { type Database } from '../../apps/api/src/db/client.ts';
import { prng } from '../../apps/api/src/db/seed/ids.ts';
import { companies, offerDegrees, offers } from '../../apps/api/src/db/schema.ts';
import { listableOffers } from '../../apps/api/src/modules/offers/offer-index.repository.ts';
import { OfferTextIndex } from '../../apps/api/src/modules/offers/offer-text-index.ts';
import {
  resolveTextSearch,
  textRanks,
} from '../../apps/api/src/modules/offers/offers-text.repository.ts';
import { searchTerms } from '../../apps/api/src/modules/offers/search-terms.ts';
import { prose } from './prose.ts';

const OFFERS = Number(process.env.TEXT_BENCH_OFFERS ?? 100_000);
const COMPANIES = 2000;
const WORDS_PER_CASE = 30;
const DESCRIPTION_WORDS = Number(process.env.TEXT_BENCH_DESCRIPTION_WORDS ?? 40);
const random = prng(7);

const { word, phrase, paragraphs } = prose(random);
const families = ['practicas', 'practicastitulados', 'empleo'] as const;

async function fill(database: Database) {
  const { db } = database;
  const [row] = await db.select({ n: count() }).from(offers);
  if ((row?.n ?? 0) >= OFFERS) {
    return;
  }
  console.log(`Filling ${String(OFFERS)} offers…`);
  const companyRows = await db
    .insert(companies)
    .values(
      Array.from({ length: COMPANIES }, (_, i) => ({
        cif: `T${String(80_000_000 + i)}`,
        nombreComercial: `${phrase(2)} ${String(i)}`,
        razonSocial: `Texto ${String(i)} S.L.`,
        validada: true,
      })),
    )
    .returning({ id: companies.id });
  for (let start = 0; start < OFFERS; start += 1000) {
    const rows = await db
      .insert(offers)
      .values(
        Array.from({ length: Math.min(1000, OFFERS - start) }, () => ({
          companyId: random.pick(companyRows).id,
          familia: random.pick(families),
          titulo: `Prácticas de ${phrase(random.int(2, 4))}`,
          descripcion: paragraphs(DESCRIPTION_WORDS),
          requisitos: phrase(8),
          estado: 2,
          fechaPublicacion: new Date(Date.now() - random.int(0, 120) * 86_400_000),
        })),
      )
      .returning({ id: offers.id });
    await db
      .insert(offerDegrees)
      .values(rows.map((r) => ({ offerId: r.id, idTitulacion: random.int(1, 63) })));
  }
  await db.execute(sql`analyze`);
}

const ms = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e6;
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
const summary = (label: string, times: number[], found: number[]) => {
  console.log(
    `${label.padEnd(34)} median ${quantile(times, 0.5).toFixed(2).padStart(7)} ms   p95 ${quantile(
      times,
      0.95,
    )
      .toFixed(2)
      .padStart(7)} ms   (median ${String(quantile(found, 0.5))} offers found)`,
  );
};

/** Words of the titles never searched before in this run (mid-frequency and rare). */
const asked = new Set<string>();
function freshWords(titles: string[]): string[] {
  const out: string[] = [];
  while (out.length < WORDS_PER_CASE) {
    const title = random.pick(titles);
    const w = random.pick(title.split(' ').slice(2));
    if (w.length >= 6 && !asked.has(w)) {
      asked.add(w);
      out.push(w);
    }
  }
  return out;
}
const typo = (w: string) => `${w.slice(0, 3)}${w.slice(4)}`;
const prefix = (w: string) => w.slice(0, 5);

async function main() {
  const dataDir = process.env.DATA_DIR ?? '/tmp/portal-bench-text';
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    fs.mkdirSync(path.join(dataDir, 'db'), { recursive: true });
  }
  const database = url
    ? openPostgres(url, 2)
    : await openPglite({ dataDir: path.join(dataDir, 'db') });
  await database.migrate();
  await fill(database);
  const { db } = database;
  // In id order, so that every run asks the same words.
  const titles = (await db.select({ titulo: offers.titulo }).from(offers).orderBy(offers.id)).map(
    (r) => r.titulo,
  );
  console.log(`${String(titles.length)} offers on ${database.kind}; one search at a time.\n`);

  const sqlSearch = async (text: string) => {
    const search = await resolveTextSearch(db, text);
    const ranks = search ? await textRanks(db, 'practicas', search) : new Map();
    if (ranks.size === 0 && search) {
      // The list's second pass when nothing matched (typos inside short words).
      return textRanks(db, 'practicas', { ...search, loose: true });
    }
    return ranks;
  };
  const cases: [string, (w: string) => string][] = [
    ['word', (w) => w],
    ['prefix while typing', prefix],
    ['typo', typo],
  ];
  // TEXT_BENCH_SQL=0 leaves out the SQL path (minutes at 100,000 offers on a first run).
  for (const [name, shape] of process.env.TEXT_BENCH_SQL === '0' ? [] : cases) {
    const times: number[] = [];
    const found: number[] = [];
    for (const w of freshWords(titles)) {
      const started = process.hrtime.bigint();
      found.push((await sqlSearch(shape(w))).size);
      times.push(ms(started));
    }
    summary(`SQL (tsvector + pg_trgm), ${name}`, times, found);
  }

  globalThis.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let started = process.hrtime.bigint();
  const listable = await listableOffers(db);
  const loadMs = ms(started);
  started = process.hrtime.bigint();
  const index = await OfferTextIndex.of(listable.map((l) => l.text));
  const buildMs = ms(started);
  listable.length = 0;
  globalThis.gc?.();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
  console.log(
    `\nText index: ${String(index.size)} offers read in ${loadMs.toFixed(0)} ms, indexed in ${buildMs.toFixed(0)} ms, ${
      globalThis.gc ? `${heapMb.toFixed(0)} MB of heap` : 'heap not measured (run with --expose-gc)'
    }`,
  );
  // A server has searched before: warm the code up on words left out of the figures, and collect
  // the build's garbage before each case (it is the build's cost, paid once).
  for (const w of freshWords(titles)) {
    index.search('practicas', searchTerms(w));
  }
  for (const [name, shape] of cases) {
    globalThis.gc?.();
    const times: number[] = [];
    const found: number[] = [];
    for (const w of freshWords(titles)) {
      const t0 = process.hrtime.bigint();
      found.push(index.search('practicas', searchTerms(shape(w))).size);
      times.push(ms(t0));
    }
    summary(`In-process index, ${name}`, times, found);
  }
  globalThis.gc?.();
  const two: number[] = [];
  const twoFound: number[] = [];
  for (const [a, b] of freshWords(titles).map((w, i, all) => [w, all[(i + 1) % all.length]])) {
    const t0 = process.hrtime.bigint();
    twoFound.push(index.search('practicas', searchTerms(`${a ?? ''} ${b ?? ''}`)).size);
    two.push(ms(t0));
  }
  summary('In-process index, two words', two, twoFound);

  // An offer changed: indexed again alone (what the read model does on each change).
  const docs = (await listableOffers(db, sql`${offers.id} <= 30`)).map((l) => l.text);
  const puts: number[] = [];
  for (const doc of docs) {
    const t0 = process.hrtime.bigint();
    index.put([{ ...doc, titulo: `${doc.titulo} ${word()}` }]);
    puts.push(ms(t0));
  }
  console.log(
    `One offer indexed again: median ${quantile(puts, 0.5).toFixed(2)} ms, p95 ${quantile(puts, 0.95).toFixed(2)} ms`,
  );
  await database.close();
}

await main();
