/**
 * The text searches that cost most, at 100,000 offers, on the data text-search.ts filled: the
 * 200 most common title words (each found in thousands of offers) and 400 two-word searches of
 * random title words (mostly no offer holds both, so the second word's typos are looked up). One
 * search at a time, in the process's text index alone.
 *
 *   BENCH_DATABASE_URL=postgres://…/bench_text NODE_OPTIONS=--expose-gc \
 *     npx tsx bench/src/text-search-hard.ts
 */
import { openPostgres } from '../../apps/api/src/db/postgres.ts';
import { listableOffers } from '../../apps/api/src/modules/offers/offer-index.repository.ts';
import { OfferTextIndex } from '../../apps/api/src/modules/offers/offer-text-index.ts';
import { searchTerms } from '../../apps/api/src/modules/offers/search-terms.ts';
import { prng } from './list-questions.ts';

const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  throw new Error('BENCH_DATABASE_URL is required (the database text-search.ts filled)');
}
const database = openPostgres(url, 2);
const listable = (await listableOffers(database.db)).sort((a, b) => a.offer.id - b.offer.id);
await database.close();
const index = await OfferTextIndex.of(listable.map((l) => l.text));
const titles = listable.map((l) => l.text.titulo);
globalThis.gc?.();

function timed(label: string, searches: string[]): void {
  const rows = searches.map((text) => {
    const started = performance.now();
    const found = index.search('practicas', searchTerms(text)).size;
    return { text, ms: performance.now() - started, found };
  });
  const sorted = rows.map((r) => r.ms).sort((a, b) => a - b);
  const at = (p: number) => (sorted[Math.floor(p * (sorted.length - 1))] ?? 0).toFixed(2);
  const slowest = rows.toSorted((a, b) => b.ms - a.ms).slice(0, 3);
  console.log(
    `${label.padEnd(30)} p50 ${at(0.5)} ms, p95 ${at(0.95)} ms; slowest: ${slowest
      .map((r) => `«${r.text}» ${r.ms.toFixed(1)} ms (${String(r.found)} offers)`)
      .join(', ')}`,
  );
}

const counts = new Map<string, number>();
for (const title of titles) {
  for (const word of new Set(searchTerms(title))) {
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
}
const common = [...counts]
  .filter(([word]) => word.length >= 5)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 200)
  .map(([word]) => word);
const random = prng(3);
const titleWord = () => {
  // Past the title's first words («Prácticas de …», in every offer of the bench data).
  const words = random
    .pick(titles)
    .split(' ')
    .slice(2)
    .filter((w) => w.length >= 6);
  return words.length > 0 ? random.pick(words) : 'analista';
};
const pairs = Array.from({ length: 400 }, () => `${titleWord()} ${titleWord()}`);

// Warmed up first: a server has searched before.
timed('warm-up', pairs.slice(0, 50));
globalThis.gc?.();
timed('200 most common title words', common);
globalThis.gc?.();
timed('400 two-word searches', pairs);
