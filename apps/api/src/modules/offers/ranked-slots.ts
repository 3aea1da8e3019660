import type { FamilyColumns } from './offer-columns.ts';
import type { TextRanks } from './text-ranks.ts';

/** Each text search's order of slots, while the family's columns stay as they were. */
const rankOrders = new WeakMap<
  TextRanks,
  { columns: FamilyColumns; generation: number; order: Int32Array }
>();

/**
 * The text search's offers present in the family, best first (equal ranks newest first). Ranks
 * are sums of a few field weights, so they take few distinct values: each match's slot is marked
 * with its rank's group, then one pass over the family's slots from the newest lays the matches
 * out group by group, already newest first within each — no sort, and no array of numbers per
 * rank on the heap.
 */
export function rankedSlots(c: FamilyColumns, ranks: TextRanks): Int32Array {
  const known = rankOrders.get(ranks);
  if (known?.columns === c && known.generation === c.generation) {
    return known.order;
  }
  const n = ranks.ids.length;
  const distinct: number[] = [];
  const counts: number[] = [];
  // Each slot's group plus one (0: not a match). Runs of equal ranks are common: the last rank
  // seen is tried first.
  const groupOfSlot = new Int32Array(c.size);
  let last = NaN;
  let lastGroup = -1;
  for (let k = 0; k < n; k += 1) {
    const slot = c.slotOf(ranks.ids[k] ?? 0);
    if (slot === undefined || groupOfSlot[slot] !== 0) {
      // Not in the family, or already placed (an offer is listed once).
      continue;
    }
    const rank = ranks.scores[k] ?? 0;
    if (rank !== last) {
      // A loop the compiler inlines: `indexOf` costs a call a match.
      lastGroup = 0;
      while (lastGroup < distinct.length && distinct[lastGroup] !== rank) {
        lastGroup += 1;
      }
      if (lastGroup === distinct.length) {
        distinct.push(rank);
        counts.push(0);
      }
      last = rank;
    }
    groupOfSlot[slot] = lastGroup + 1;
    counts[lastGroup] = (counts[lastGroup] ?? 0) + 1;
  }
  const best = distinct.map((_, g) => g).sort((a, b) => (distinct[b] ?? 0) - (distinct[a] ?? 0));
  // Where each group's run begins in the order, best group first.
  const next = new Int32Array(distinct.length + 1);
  let total = 0;
  for (const g of best) {
    next[g + 1] = total;
    total += counts[g] ?? 0;
  }
  const order = new Int32Array(total);
  // Slots are in publication order: from the last, newest first. Written out rather than through
  // `laidOutInGroups` (a function call a match, a counting pass): that took 0.47 against 0.29 ms
  // for 2,000–17,000 matches among 28,000 offers.
  for (let slot = c.size - 1; slot >= 0; slot -= 1) {
    const g = groupOfSlot[slot] ?? 0;
    if (g > 0) {
      order[next[g] ?? 0] = slot;
      next[g] = (next[g] ?? 0) + 1;
    }
  }
  rankOrders.set(ranks, { columns: c, generation: c.generation, order });
  return order;
}
