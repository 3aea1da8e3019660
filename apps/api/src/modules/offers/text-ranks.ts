import { firstNotBefore } from './typed-arrays.ts';

/**
 * A text search's offers and their relevance as two parallel typed arrays: a search found in a
 * third of a family hands tens of thousands of offers to the list's pass, which reads them in
 * one loop; a `Map` built for them cost more than the search itself.
 */
/** Room for each match's place in a sort key (more matches than any family holds). */
const PLACES = 2 ** 21;

export class TextRanks {
  /** The ids in ascending order and, for each, its place in `ids` (built on the first lookup). */
  private lookup: { ids: Int32Array; at: Int32Array } | null = null;

  constructor(
    readonly ids: Int32Array,
    readonly scores: Float64Array,
  ) {}

  static of(entries: Iterable<readonly [number, number]>): TextRanks {
    const list = [...entries];
    return new TextRanks(
      Int32Array.from(list, ([id]) => id),
      Float64Array.from(list, ([, score]) => score),
    );
  }

  get size(): number {
    return this.ids.length;
  }

  has(id: number): boolean {
    return this.placeOf(id) >= 0;
  }

  get(id: number): number | undefined {
    const place = this.placeOf(id);
    return place >= 0 ? this.scores[place] : undefined;
  }

  *[Symbol.iterator](): IterableIterator<[number, number]> {
    for (let i = 0; i < this.ids.length; i += 1) {
      yield [this.ids[i] ?? 0, this.scores[i] ?? 0];
    }
  }

  /** Lookups are few (a candidate's own applications): a sorted copy, searched by halves. */
  private placeOf(id: number): number {
    this.lookup ??= this.sorted();
    const { ids, at } = this.lookup;
    const place = firstNotBefore(ids.length, (i) => (ids[i] ?? 0) < id);
    return ids[place] === id ? (at[place] ?? -1) : -1;
  }

  /**
   * Sorted as numbers (id × 2²¹ + place, exact below 2⁵³), without a comparison callback per
   * pair: a common word's tens of thousands of matches sort in about a millisecond.
   */
  private sorted(): { ids: Int32Array; at: Int32Array } {
    const n = this.ids.length;
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i += 1) {
      keys[i] = (this.ids[i] ?? 0) * PLACES + i;
    }
    keys.sort();
    const ids = new Int32Array(n);
    const at = new Int32Array(n);
    for (let k = 0; k < n; k += 1) {
      const place = (keys[k] ?? 0) % PLACES;
      at[k] = place;
      ids[k] = ((keys[k] ?? 0) - place) / PLACES;
    }
    return { ids, at };
  }
}
