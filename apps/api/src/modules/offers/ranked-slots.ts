import type { FamilyColumns } from './offer-columns.ts';
import type { TextRanks } from './text-ranks.ts';

/** Each text search's order of slots, while the family's columns stay as they were. */
const rankOrders = new WeakMap<
  TextRanks,
  { columns: FamilyColumns; generation: number; order: Int32Array }
>();

/**
 * The text search's offers present in the family, best first (equal ranks newest first). Ranks
 * are sums of a few field weights, so they take few distinct values: the slots are grouped by
 * rank and each group sorted as numbers, without a comparison callback per pair.
 */
export function rankedSlots(c: FamilyColumns, ranks: TextRanks): Int32Array {
  const known = rankOrders.get(ranks);
  if (known?.columns === c && known.generation === c.generation) {
    return known.order;
  }
  const groups = new Map<number, number[]>();
  for (let k = 0; k < ranks.ids.length; k += 1) {
    const slot = c.slotOf(ranks.ids[k] ?? 0);
    const rank = ranks.scores[k] ?? 0;
    if (slot !== undefined) {
      let group = groups.get(rank);
      if (!group) {
        group = [];
        groups.set(rank, group);
      }
      group.push(slot);
    }
  }
  const order = new Int32Array([...groups.values()].reduce((n, g) => n + g.length, 0));
  let k = 0;
  for (const rank of [...groups.keys()].sort((a, b) => b - a)) {
    const slots = Int32Array.from(groups.get(rank) ?? []).sort();
    for (let i = slots.length - 1; i >= 0; i -= 1) {
      order[k] = slots[i] ?? 0;
      k += 1;
    }
  }
  rankOrders.set(ranks, { columns: c, generation: c.generation, order });
  return order;
}
