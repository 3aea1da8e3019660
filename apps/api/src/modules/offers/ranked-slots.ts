import { CLOSED, type FamilyColumns } from './offer-columns.ts';
import type { TextRanks } from './text-ranks.ts';

/** Each text search's order of open slots, while the family's columns and the day stay. */
const rankOrders = new WeakMap<
  TextRanks,
  { columns: FamilyColumns; generation: number; today: number; order: Int32Array }
>();

/**
 * Fewer matches than the family's slots over this: sorted by a key instead of laid out by one
 * pass over every slot of the family (a search for a rare word then reads its matches, not every
 * slot; the family-sized array that marks them is still cleared).
 */
const SORT_BELOW = 1 / 16;

/**
 * The text search's offers present in the family and open on `today` (a dead slot's deadline is
 * CLOSED), best first (equal ranks newest first). Ranks are sums of a few field weights, so they
 * take few distinct values: each match's slot is marked with its rank's group, then the matches
 * are laid out group by group, newest first within each — by one pass over the family's slots
 * when they are many, by sorting a key of group and slot when they are few. No array of numbers
 * per rank on the heap either way.
 */
export function rankedSlots(c: FamilyColumns, ranks: TextRanks, today: number): Int32Array {
  const known = rankOrders.get(ranks);
  if (known?.columns === c && known.generation === c.generation && known.today === today) {
    return known.order;
  }
  const n = ranks.ids.length;
  const { deadline } = c;
  const distinct: number[] = [];
  const counts: number[] = [];
  // Each slot's group plus one (0: not a match). Runs of equal ranks are common: the last rank
  // seen is tried first.
  const groupOfSlot = new Int32Array(c.size);
  const matchedSlots = new Int32Array(n);
  let matched = 0;
  let last = NaN;
  let lastGroup = -1;
  for (let k = 0; k < n; k += 1) {
    const slot = c.slotOf(ranks.ids[k] ?? 0);
    if (slot === undefined || groupOfSlot[slot] !== 0 || (deadline[slot] ?? CLOSED) < today) {
      // Not in the family, already placed (an offer is listed once), or closed.
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
    matchedSlots[matched] = slot;
    matched += 1;
    counts[lastGroup] = (counts[lastGroup] ?? 0) + 1;
  }
  const best = distinct.map((_, g) => g).sort((a, b) => (distinct[b] ?? 0) - (distinct[a] ?? 0));
  const order =
    matched < c.size * SORT_BELOW
      ? sortedByKey(matchedSlots.subarray(0, matched), groupOfSlot, best, c.size)
      : laidOutByPass(groupOfSlot, best, counts, matched);
  rankOrders.set(ranks, { columns: c, generation: c.generation, today, order });
  return order;
}

/**
 * Slots are in publication order: from the last, newest first. Written out rather than through
 * `laidOutInGroups` (a function call a match, a counting pass): that took 0.47 against 0.29 ms
 * for 2,000–17,000 matches among 28,000 offers.
 */
function laidOutByPass(
  groupOfSlot: Int32Array,
  best: readonly number[],
  counts: readonly number[],
  total: number,
): Int32Array {
  // Where each group's run begins in the order, best group first.
  const next = new Int32Array(counts.length + 1);
  let at = 0;
  for (const g of best) {
    next[g + 1] = at;
    at += counts[g] ?? 0;
  }
  const order = new Int32Array(total);
  for (let slot = groupOfSlot.length - 1; slot >= 0; slot -= 1) {
    const g = groupOfSlot[slot] ?? 0;
    if (g > 0) {
      order[next[g] ?? 0] = slot;
      next[g] = (next[g] ?? 0) + 1;
    }
  }
  return order;
}

/** The few matches sorted by one number: the group's place among the best, then newest first. */
function sortedByKey(
  slots: Int32Array,
  groupOfSlot: Int32Array,
  best: readonly number[],
  size: number,
): Int32Array {
  const placeOfGroup = new Int32Array(best.length + 1);
  best.forEach((g, place) => {
    placeOfGroup[g + 1] = place;
  });
  const keys = new Float64Array(slots.length);
  for (let i = 0; i < slots.length; i += 1) {
    const slot = slots[i] ?? 0;
    keys[i] = (placeOfGroup[groupOfSlot[slot] ?? 0] ?? 0) * size + (size - 1 - slot);
  }
  keys.sort();
  const order = new Int32Array(slots.length);
  for (let i = 0; i < keys.length; i += 1) {
    order[i] = size - 1 - ((keys[i] ?? 0) % size);
  }
  return order;
}
