/**
 * The offer index's pass alone (choose, order, count facets), one question at a time, on the
 * listable offers of a prepared bench database: what a list costs the portal's CPU before any
 * kept answer (a text search's pass, after the words were looked up in the text index). BENCH_DATABASE_URL=postgres://…/bench100k npx tsx bench/src/index-pass.ts
 */
import { performance } from 'node:perf_hooks';
import { openPostgres } from '../../apps/api/src/db/postgres.ts';
import { listableOffers } from '../../apps/api/src/modules/offers/offer-index.repository.ts';
import type { FamilyColumns } from '../../apps/api/src/modules/offers/offer-columns.ts';
import { runPass } from '../../apps/api/src/modules/offers/offer-index-pass.ts';
import { OfferIndex, type IndexQuery } from '../../apps/api/src/modules/offers/offer-index.ts';
import { OfferTextIndex } from '../../apps/api/src/modules/offers/offer-text-index.ts';
import { searchTerms } from '../../apps/api/src/modules/offers/search-terms.ts';
import type { OfferFamily } from '../../apps/api/src/modules/offers/offers.table.ts';
import { prng } from './list-questions.ts';

const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  throw new Error('BENCH_DATABASE_URL is required');
}
const database = openPostgres(url, 2);
const listable = await listableOffers(database.db);
await database.close();
const index = new OfferIndex();
index.put(listable.map((l) => l.offer));
index.build();
const texts = await OfferTextIndex.of(listable.map((l) => l.text));
// Words people type: whole title words and their first letters (a word being typed).
const titleWords = [
  ...new Set(listable.flatMap((l) => l.text.titulo.split(/\s+/)).filter((w) => w.length > 3)),
];
const families: OfferFamily[] = ['practicas', 'practicastitulados', 'empleo'];
const random = prng(7);
const today = new Date().toISOString().slice(0, 10);
const ids = listable.map((l) => l.offer.id);

/** The last question's lookup of its words in the text index, in ms (0 without words). */
let lookup = 0;

function question(): IndexQuery {
  lookup = 0;
  const q: IndexQuery = {
    familia: random.pick(families),
    today,
    paraIntermediacion: false,
    facets: {},
    withFacets: true,
  };
  if (random.chance(0.6)) {
    return q;
  }
  if (random.chance(0.6)) {
    q.provincias = [random.int(1, 52)];
  }
  if (random.chance(0.15)) {
    q.facets.contrato = [random.int(1, 10)];
  }
  if (random.chance(0.12)) {
    q.facets.areaFuncional = [random.int(1, 23)];
  }
  if (random.chance(0.08)) {
    // Published in the last days (as the list's `date` asks it, from the start of the hour).
    const since = new Date(Date.now() - random.pick([1, 7, 15, 30]) * 86_400_000);
    since.setUTCMinutes(0, 0, 0);
    q.publishedSince = since.getTime();
  }
  if (random.chance(0.27)) {
    q.exclude = new Set(Array.from({ length: 8 }, () => random.pick(ids)));
  }
  if (random.chance(0.3)) {
    const word = random.pick(titleWords);
    const terms = searchTerms(random.chance(0.3) ? word.slice(0, 4) : word);
    const started = performance.now();
    q.ranks = texts.search(q.familia, terms);
    lookup = performance.now() - started;
  }
  return q;
}

// The family's columns, to time a pass no kept pass answers (a question never asked before).
const columnsOf = (familia: OfferFamily) =>
  (index as unknown as { family(f: OfferFamily): FamilyColumns }).family(familia);
const kinds = new Map<string, number[]>();
for (let round = 0; round < 3000; round += 1) {
  const q = question();
  const kind = q.ranks
    ? 'text search'
    : q.provincias || Object.keys(q.facets).length > 0 || q.publishedSince !== undefined
      ? 'filtered'
      : 'no filter';
  let started = performance.now();
  runPass(columnsOf(q.familia), q);
  const cold = performance.now() - started;
  started = performance.now();
  index.query(q);
  const listed = performance.now() - started;
  if (round >= 500) {
    kinds.set(`${kind}, first asked`, [...(kinds.get(`${kind}, first asked`) ?? []), cold]);
    kinds.set(`${kind}, kept pass`, [...(kinds.get(`${kind}, kept pass`) ?? []), listed]);
    if (q.ranks) {
      kinds.set('text search, words looked up', [
        ...(kinds.get('text search, words looked up') ?? []),
        lookup,
      ]);
    }
  }
}
const at = (sorted: number[], p: number) => sorted[Math.floor(p * (sorted.length - 1))] ?? 0;
console.log(`${String(index.size)} listable offers`);
for (const [kind, times] of kinds) {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((s, t) => s + t, 0) / times.length;
  console.log(
    `${kind.padEnd(26)} n=${String(times.length)} mean ${mean.toFixed(2)} ms, p50 ${at(sorted, 0.5).toFixed(2)}, p95 ${at(sorted, 0.95).toFixed(2)}`,
  );
}
