import { LRUCache } from 'lru-cache';
import type { OfferListRow } from './offers.repository.ts';

/**
 * List rows kept (a page's rows are shared by every list that shows them): every listable offer's
 * up to this many (about 350 bytes each), the newest when there are more.
 */
export const ROWS_MAX = 120_000;
/** Descriptions kept for search snippets, as text (each up to a few kilobytes). */
const DESCRIPTIONS_MAX = 15_000;
/** Offers whose last change is remembered (to keep rows read before it); beyond, rows start over. */
export const CHANGED_MAX = 100_000;

type Kept<K extends string | number> = LRUCache<K, Promise<unknown>>;

/**
 * `compute`'s value, or the one kept under `key`; a computed value is kept only when `current`
 * (what it was read from has not changed since), and forgotten if it fails.
 */
export function keptThrough<K extends string | number, T>(
  cache: Kept<K>,
  key: K,
  compute: () => Promise<T>,
  current: boolean,
): Promise<T> {
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit) {
    return hit;
  }
  const value = compute();
  if (current) {
    cache.set(key, value);
    value.catch(() => {
      if (cache.get(key) === value) {
        cache.delete(key);
      }
    });
  }
  return value;
}

/** What one list reads of the kept rows: taken before reading, see `KeptRows.scope`. */
export interface RowsScope {
  /** One offer's list row, kept apart from the results (many more of them, each small). */
  row: <T>(id: number, compute: () => Promise<T>) => Promise<T>;
  /** One offer's description as text, for search snippets. */
  description: <T>(id: number, compute: () => Promise<T>) => Promise<T>;
}

/**
 * Offers' list rows and descriptions, kept across changes to other offers (a family changes
 * several times a second under load; its rows mostly do not): a change forgets those of the
 * offers it touched. The rows of listable offers are put here as the read model loads them, so a
 * list reads none of its page's rows from the database.
 */
export class KeptRows {
  private readonly rows: Kept<number>;
  private readonly descriptions: Kept<number> = new LRUCache({ max: DESCRIPTIONS_MAX });
  /** Counts the changes applied; each changed offer remembers the count of its last change. */
  private epoch = 0;
  private readonly changedAt = new Map<number, number>();
  /** Rows read before this count are not kept (the index was reloaded since). */
  private rowsFrom = 0;

  constructor(
    private readonly changedMax: number,
    private readonly rowsMax: number,
  ) {
    this.rows = new LRUCache({ max: rowsMax });
  }

  /**
   * Reads through the kept rows as they are now: a row read through it is kept only while its
   * offer has not changed since (one read before a change never outlives it).
   */
  scope(): RowsScope {
    const epoch = this.epoch;
    const unchangedSince = (id: number) =>
      epoch >= this.rowsFrom && (this.changedAt.get(id) ?? 0) <= epoch;
    return {
      row: (id, compute) => keptThrough(this.rows, id, compute, unchangedSince(id)),
      description: (id, compute) => keptThrough(this.descriptions, id, compute, unchangedSince(id)),
    };
  }

  /**
   * Forgets the rows of changed offers; rows read before the change are no longer kept. Past
   * `changedMax` remembered offers (or on a reload: null) every row is forgotten and the count
   * starts over.
   */
  changed(ids: Iterable<number> | null): void {
    this.epoch += 1;
    if (ids !== null) {
      for (const id of ids) {
        this.rows.delete(id);
        this.descriptions.delete(id);
        this.changedAt.delete(id);
        this.changedAt.set(id, this.epoch);
      }
    }
    if (ids === null || this.changedAt.size > this.changedMax) {
      this.rows.clear();
      this.descriptions.clear();
      this.changedAt.clear();
      this.rowsFrom = this.epoch;
    }
  }

  /**
   * Keeps the list rows read with the offers the index now holds; past the bound, the newest
   * (the lists' first pages) are the ones kept.
   */
  keep(rows: OfferListRow[]): void {
    let kept = rows;
    if (rows.length > this.rowsMax) {
      // The cut is read from a sorted typed copy of the times: a comparison sort of the rows
      // themselves took 1.7 s at 850,000 offers, this about a tenth of a second.
      const times = Float64Array.from(rows, (r) => r.fechaPublicacion.getTime());
      const cut = times.slice().sort()[rows.length - this.rowsMax] ?? -Infinity;
      kept = rows.filter((_, i) => (times[i] ?? 0) >= cut);
    }
    for (const row of kept) {
      this.rows.set(row.id, Promise.resolve(row));
    }
  }
}
