/**
 * Growable typed arrays for the in-memory offer indexes (the offer columns and the text index),
 * the binary search their sorted arrays are read with, and values laid out group by group.
 */

/**
 * The first index of `0..length` for which `before(index)` is false, in a sequence where every
 * index before it answers true (a place in a sorted array, found by halves).
 */
export function firstNotBefore(length: number, before: (index: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (before(mid)) {
      low = mid + 1;
    } else {
      high = mid;
    }
  }
  return low;
}

type Growable = Int32Array | Float64Array | Uint8Array | Uint16Array;

/**
 * A typed array holding at least `size` values, keeping the content: the same one when it is
 * long enough, else a new one of at least twice the length (so appending one by one stays cheap).
 */
export function grown<T extends Growable>(array: T, size: number): T {
  if (size <= array.length) {
    return array;
  }
  const next = new (array.constructor as new (n: number) => T)(Math.max(size, array.length * 2, 4));
  next.set(array);
  return next;
}

/**
 * Each indexed offer's slot, looked up by offer id in a typed array rather than a `Map`: offer
 * ids are a dense sequence, and a search looks up thousands of them per question.
 */
export class SlotsById {
  private slots = new Int32Array(0);

  get(id: number): number | undefined {
    const slot = this.slots[id] ?? -1;
    return slot < 0 ? undefined : slot;
  }

  set(id: number, slot: number): void {
    if (id >= this.slots.length) {
      const longer = new Int32Array(Math.max(id + 1, this.slots.length * 2)).fill(-1);
      longer.set(this.slots);
      this.slots = longer;
    }
    this.slots[id] = slot;
  }

  delete(id: number): void {
    if (id < this.slots.length) {
      this.slots[id] = -1;
    }
  }
}

/**
 * Items' values laid out group by group in one typed array, each group's in the items' order,
 * and each group's run of it: counted first, then placed, with no growing array per group.
 * `groupOf[item]` is the item's group (0 … groups − 1, or −1 to leave it out); `groupOrder`
 * every group once, in the order the runs follow each other.
 */
export function laidOutInGroups(
  groupOf: Int32Array,
  groupOrder: readonly number[],
  valueOf: (item: number) => number,
): { values: Int32Array; runs: Int32Array[] } {
  const counts = new Int32Array(groupOrder.length);
  for (const group of groupOf) {
    if (group >= 0) {
      counts[group] = (counts[group] ?? 0) + 1;
    }
  }
  const next = new Int32Array(groupOrder.length);
  let total = 0;
  for (const group of groupOrder) {
    next[group] = total;
    total += counts[group] ?? 0;
  }
  const values = new Int32Array(total);
  const runs = Array.from({ length: groupOrder.length }, (_, group) =>
    values.subarray(next[group] ?? 0, (next[group] ?? 0) + (counts[group] ?? 0)),
  );
  for (let item = 0; item < groupOf.length; item += 1) {
    const group = groupOf[item] ?? -1;
    if (group >= 0) {
      values[next[group] ?? 0] = valueOf(item);
      next[group] = (next[group] ?? 0) + 1;
    }
  }
  return { values, runs };
}
