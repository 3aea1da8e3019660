/**
 * Growable typed arrays for the in-memory offer indexes (the offer columns and the text index),
 * and the binary search their sorted arrays are read with.
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
