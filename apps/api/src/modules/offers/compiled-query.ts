import { offerFacetNames, type OfferFacetName } from '@portal/contracts';
import {
  dayNumber,
  degreeFacets,
  type DegreeFacet,
  type DegreeLists,
  NONE,
  scalarFacets,
  type FamilyColumns,
  type ScalarFacet,
} from './offer-columns.ts';
import type { FacetFilters } from './offers.repository.ts';
import type { TextRanks } from './text-ranks.ts';

/** What one list asks of a family's columns, without the candidate's own exclusions. */
export interface PassQuery {
  today: string;
  publishedSince?: number;
  startsFrom?: string;
  provincias?: readonly number[];
  paraIntermediacion: boolean;
  facets: FacetFilters;
  /** A text search's matches and their ranks: only these, best first. */
  ranks?: TextRanks;
  withFacets: boolean;
}

/** Each facet's count per value (index = value), as the pass leaves them. */
export type FacetTallies = Record<OfferFacetName, Int32Array>;

/** A slot's place in a question's answer: listed, left out by one facet filter, or neither. */
export const MATCHED = -1;
export const LEFT_OUT = -2;

const isScalar = (name: OfferFacetName): name is ScalarFacet =>
  (scalarFacets as readonly string[]).includes(name);

/** A facet filter as a lookup table: accepted[value] = 1. */
export function lookup(values: readonly number[]): Uint8Array {
  const table = new Uint8Array(values.reduce((m, v) => Math.max(m, v), 0) + 1);
  for (const v of values) {
    if (v >= 0) {
      table[v] = 1;
    }
  }
  return table;
}

/**
 * Whether a lookup table holds a value, read within its bounds only: most values of a column are
 * beyond a filter's table (or NONE), and a typed array read out of its bounds, at -1 above all,
 * leaves V8's fast path for element reads.
 */
export function accepts(table: Uint8Array, value: number): boolean {
  return value >= 0 && value < table.length && table[value] === 1;
}

export interface Filter {
  name: OfferFacetName;
  accepted: Uint8Array;
  /** The scalar facet, or null for a degree facet (filtered on the offer's degree ids). */
  scalar: ScalarFacet | null;
}

/**
 * A question compiled against one family's columns: `classify` tells, for a slot, whether the
 * offer is listed (MATCHED), left out by exactly one facet filter (that filter's index: it still
 * counts for that facet, whose counts ignore its own filter) or left out (LEFT_OUT).
 */
export class CompiledQuery {
  readonly filters: Filter[];
  private readonly today: number;
  private readonly startsFrom: number;
  private readonly publishedSince: number;
  private readonly provincias: Uint8Array | null;

  constructor(
    private readonly c: FamilyColumns,
    private readonly q: PassQuery,
  ) {
    this.today = dayNumber(q.today);
    this.startsFrom = q.startsFrom === undefined ? NONE - 1 : dayNumber(q.startsFrom);
    this.publishedSince = q.publishedSince ?? -Infinity;
    this.provincias = q.provincias ? lookup(q.provincias) : null;
    this.filters = offerFacetNames.flatMap((name) => {
      const ids = q.facets[name];
      return ids === undefined
        ? []
        : [{ name, accepted: lookup(ids), scalar: isScalar(name) ? name : null }];
    });
  }

  classify(slot: number): number {
    const c = this.c;
    if (
      c.alive[slot] !== 1 ||
      (c.deadline[slot] ?? 0) < this.today ||
      (c.publishedAt[slot] ?? 0) < this.publishedSince ||
      (c.startsOn[slot] ?? NONE) < this.startsFrom ||
      (this.provincias !== null && !accepts(this.provincias, c.provincia[slot] ?? NONE)) ||
      (this.q.paraIntermediacion && c.paraIntermediacion[slot] !== 1)
    ) {
      return LEFT_OUT;
    }
    let failed = MATCHED;
    let f = 0;
    for (const filter of this.filters) {
      // The column is looked up each time: a kept question outlives the columns growing.
      const column = filter.scalar === null ? null : c.scalars[filter.scalar];
      if (!passes(filter, column, c.degrees.titulaciones, slot)) {
        if (failed !== MATCHED) {
          return LEFT_OUT;
        }
        failed = f;
      }
      f += 1;
    }
    return failed;
  }

  /** Adds (or with step -1 removes) one slot's values to the tallies of the facets it counts for. */
  tally(tallies: FacetTallies, slot: number, place: number, step: 1 | -1): void {
    const c = this.c;
    if (place === MATCHED) {
      for (const name of scalarFacets) {
        bump(tallies[name], c.scalars[name][slot] ?? NONE, step);
      }
      for (const name of degreeFacets) {
        countListOf(c.degrees[name], slot, tallies[name], step);
      }
      return;
    }
    const filter = this.filters[place];
    if (!filter) {
      return; // Left out: counts for no facet.
    }
    if (filter.scalar !== null) {
      bump(tallies[filter.name], c.scalars[filter.scalar][slot] ?? NONE, step);
    } else {
      countListOf(c.degrees[filter.name as DegreeFacet], slot, tallies[filter.name], step);
    }
  }
}

/** Adds (or removes) one slot's values of a degree facet, read in place (no view allocated). */
export function countListOf(
  lists: DegreeLists,
  slot: number,
  tally: Int32Array,
  step: 1 | -1 = 1,
): void {
  const first = lists.start[slot] ?? 0;
  const end = first + (lists.length[slot] ?? 0);
  for (let i = first; i < end; i += 1) {
    bump(tally, lists.values[i] ?? NONE, step);
  }
}

export function passes(
  filter: Filter,
  column: Int32Array | null,
  degrees: DegreeLists,
  slot: number,
): boolean {
  if (column) {
    return accepts(filter.accepted, column[slot] ?? NONE);
  }
  // Read in place: a view of the slot's values would be one allocation per offer of the pass.
  const first = degrees.start[slot] ?? 0;
  const end = first + (degrees.length[slot] ?? 0);
  for (let i = first; i < end; i += 1) {
    if (accepts(filter.accepted, degrees.values[i] ?? NONE)) {
      return true;
    }
  }
  return false;
}

export function bump(tally: Int32Array, value: number, step: 1 | -1): void {
  if (value >= 0) {
    tally[value] = (tally[value] ?? 0) + step;
  }
}

export function emptyTallies(c: FamilyColumns): FacetTallies {
  const out = {} as FacetTallies;
  for (const name of offerFacetNames) {
    out[name] = new Int32Array(c.maxValue[name] + 1);
  }
  return out;
}
