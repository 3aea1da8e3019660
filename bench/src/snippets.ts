/**
 * A text search's snippets alone, one description at a time, in the portal's own code: the
 * description's HTML read into words (once per offer, then kept), and the window around the first
 * word that matches the searched terms, highlighted. Descriptions of BENCH_DESCRIPTION_WORDS (150)
 * words of the bench's pseudo-Spanish text; searched words drawn from the same vocabulary, so
 * some descriptions hold them and most do not, as in a list of search results.
 *
 *   npx tsx bench/src/snippets.ts
 *
 * Prints the median and p95 over BENCH_SNIPPET_ROUNDS (9) rounds of 2,000 descriptions, in µs
 * per description.
 */
import { performance } from 'node:perf_hooks';
import { snippet, snippetSource } from '../../apps/api/src/modules/offers/highlight.ts';
import { searchTerms } from '../../apps/api/src/modules/offers/search-terms.ts';
import { prng } from './list-questions.ts';
import { prose } from './prose.ts';

const words = Number(process.env.BENCH_DESCRIPTION_WORDS ?? 150);
const rounds = Number(process.env.BENCH_SNIPPET_ROUNDS ?? 9);
const text = prose(prng(7));
const descriptions = Array.from({ length: 2000 }, () => text.paragraphs(words));
const searches = Array.from({ length: 2000 }, () =>
  searchTerms(text.phrase(1 + Math.floor(text.random() * 2))),
);

/** µs per description of each round (a fresh `prepare` result per round). */
function measure<T>(prepare: () => T[], work: (prepared: T, i: number) => unknown): number[] {
  const perRound: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const prepared = prepare();
    const started = performance.now();
    prepared.forEach((p, i) => work(p, i));
    perRound.push(((performance.now() - started) * 1000) / prepared.length);
  }
  return perRound.sort((a, b) => a - b);
}

function line(label: string, perRound: number[]) {
  const at = (q: number) =>
    perRound[Math.min(perRound.length - 1, Math.floor(q * perRound.length))];
  console.log(
    `${label.padEnd(40)} median ${(at(0.5) ?? 0).toFixed(1).padStart(6)} µs   p95 ${(at(0.95) ?? 0).toFixed(1).padStart(6)} µs`,
  );
}

console.log(`snippets of ${String(words)}-word descriptions, ${String(rounds)} rounds of 2,000`);
line(
  "a description's words read from its HTML",
  measure(
    () => descriptions,
    (html) => snippetSource(html),
  ),
);
line(
  'a first search (HTML read, snippet cut)',
  measure(
    () => descriptions,
    (html, i) => snippet(snippetSource(html), searches[i] ?? []),
  ),
);
line(
  'another search (words already read)',
  measure(
    () =>
      descriptions.map((html, i) => {
        const source = snippetSource(html);
        snippet(source, searches[i] ?? []);
        return source;
      }),
    (source, i) => snippet(source, searches[(i + 1) % searches.length] ?? []),
  ),
);
