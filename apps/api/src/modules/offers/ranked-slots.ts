import type { FamilyColumns } from './offer-columns.ts';
import type { TextRanks } from './text-ranks.ts';
import { laidOutInGroups } from './typed-arrays.ts';

/** Each text search's order of slots, while the family's columns stay as they were. */
const rankOrders = new WeakMap<
  TextRanks,
  { columns: FamilyColumns; generation: number; order: Int32Array }
>();

/**
 * The text search's offers present in the family, best first (equal ranks newest first). Ranks
 * are sums of a few field weights, so they take few distinct values: the slots are counted per
 * rank, laid out rank by rank in one typed array and each rank's run sorted as numbers, without a
 * comparison callback per pair nor an array of numbers per rank on the heap.
 */
export function rankedSlots(c: FamilyColumns, ranks: TextRanks): Int32Array {
  const known = rankOrders.get(ranks);
  if (known?.columns === c && known.generation === c.generation) {
    return known.order;
  }
  const n = ranks.ids.length;
  // Each match's rank as an index into the few distinct ranks (-1: not in the family).
  const distinct: number[] = [];
  const rankOf = new Int32Array(n);
  for (let k = 0; k < n; k += 1) {
    if (c.slotOf(ranks.ids[k] ?? 0) === undefined) {
      rankOf[k] = -1;
      continue;
    }
    const rank = ranks.scores[k] ?? 0;
    let r = distinct.indexOf(rank);
    if (r < 0) {
      r = distinct.push(rank) - 1;
    }
    rankOf[k] = r;
  }
  const best = distinct.map((_, r) => r).sort((a, b) => (distinct[b] ?? 0) - (distinct[a] ?? 0));
  const { values: order, runs } = laidOutInGroups(
    rankOf,
    best,
    (k) => c.slotOf(ranks.ids[k] ?? 0) ?? 0,
  );
  // Within a rank, newest first: slots are in publication order, so descending.
  for (const run of runs) {
    run.sort().reverse();
  }
  rankOrders.set(ranks, { columns: c, generation: c.generation, order });
  return order;
}
