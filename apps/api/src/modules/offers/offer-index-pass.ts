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
import { rankedSlots } from './ranked-slots.ts';
import { firstNotBefore } from './typed-arrays.ts';

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

export interface PassResult {
  /** Matching slots in list order. */
  slots: Int32Array;
  tallies: FacetTallies | null;
}

/** A slot's place in a question's answer: listed, left out by one facet filter, or neither. */
export const MATCHED = -1;
export const LEFT_OUT = -2;

const isScalar = (name: OfferFacetName): name is ScalarFacet =>
  (scalarFacets as readonly string[]).includes(name);

/** A facet filter as a lookup table: accepted[value] = 1. */
function lookup(values: readonly number[]): Uint8Array {
  const table = new Uint8Array(values.reduce((m, v) => Math.max(m, v), 0) + 1);
  for (const v of values) {
    if (v >= 0) {
      table[v] = 1;
    }
  }
  return table;
}

interface Filter {
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
      (this.provincias !== null && this.provincias[c.provincia[slot] ?? NONE] !== 1) ||
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
    if (place === MATCHED) {
      for (const name of scalarFacets) {
        bump(tallies[name], this.c.scalars[name][slot] ?? NONE, step);
      }
      for (const name of degreeFacets) {
        for (const v of this.c.degrees[name].of(slot)) {
          bump(tallies[name], v, step);
        }
      }
    } else {
      const name = this.filters[place]?.name;
      if (name === undefined) {
        return; // Left out: counts for no facet.
      }
      if (isScalar(name)) {
        bump(tallies[name], this.c.scalars[name][slot] ?? NONE, step);
      } else {
        for (const v of this.c.degrees[name].of(slot)) {
          bump(tallies[name], v, step);
        }
      }
    }
  }
}

function passes(
  filter: Filter,
  column: Int32Array | null,
  degrees: DegreeLists,
  slot: number,
): boolean {
  if (column) {
    return filter.accepted[column[slot] ?? NONE] === 1;
  }
  // Read in place: a view of the slot's values would be one allocation per offer of the pass.
  const first = degrees.start[slot] ?? 0;
  const end = first + (degrees.length[slot] ?? 0);
  for (let i = first; i < end; i += 1) {
    if (filter.accepted[degrees.values[i] ?? NONE] === 1) {
      return true;
    }
  }
  return false;
}

function bump(tally: Int32Array, value: number, step: 1 | -1): void {
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

/**
 * One pass over a family's columns (newest first, or the text search's offers best first): the
 * matching slots and each facet's counts under all the other filters but not its own. The
 * matched slots are counted facet by facet in tight loops over each column.
 */
export function runPass(
  c: FamilyColumns,
  q: PassQuery,
  compiled = new CompiledQuery(c, q),
): PassResult {
  // A text search reads its offers best first; a list of provinces only their offers (newest
  // first); any other list every slot, newest first.
  const order = q.ranks
    ? rankedSlots(c, q.ranks)
    : q.provincias
      ? c.slotsInProvinces(q.provincias)
      : null;
  // The checks every list makes, on local references to the columns (the loop runs for every
  // offer of the family); the province, intermediation and facet filters only for offers that
  // pass them, each filter as the column it reads.
  const { alive, deadline, publishedAt, startsOn, provincia, paraIntermediacion } = c;
  const today = dayNumber(q.today);
  const since = q.publishedSince ?? -Infinity;
  // Slots are in publication order (oldest first): a list of the last days reads only the
  // slots published since, found by halves.
  const oldest = order ? 0 : firstNotBefore(c.size, (slot) => (publishedAt[slot] ?? 0) < since);
  const n = order ? order.length : c.size - oldest;
  const matched = new Int32Array(n);
  let m = 0;
  const tallies = q.withFacets ? emptyTallies(c) : null;
  const from = q.startsFrom === undefined ? NONE - 1 : dayNumber(q.startsFrom);
  const provinces = q.provincias ? lookup(q.provincias) : null;
  const intermediation = q.paraIntermediacion;
  const degreeIds = c.degrees.titulaciones;
  const checks = compiled.filters.map((filter) => leftOutCounter(c, filter, tallies));
  const simple = checks.length === 0 && provinces === null && !intermediation;
  for (let k = 0; k < n; k += 1) {
    // Slots are oldest first: without a text search, read backwards (newest first).
    const slot = order ? (order[k] ?? 0) : c.size - 1 - k;
    if (
      alive[slot] !== 1 ||
      (deadline[slot] ?? 0) < today ||
      (publishedAt[slot] ?? 0) < since ||
      (startsOn[slot] ?? NONE) < from
    ) {
      continue;
    }
    if (!simple) {
      if (
        (provinces !== null && provinces[provincia[slot] ?? NONE] !== 1) ||
        (intermediation && paraIntermediacion[slot] !== 1)
      ) {
        continue;
      }
      // An offer left out by exactly one facet filter still counts for that facet (its counts
      // ignore its own filter); by two or more, for none.
      let failed: LeftOutCounter | null = null;
      let out = false;
      for (const check of checks) {
        if (!passes(check.filter, check.column, degreeIds, slot)) {
          if (failed !== null) {
            out = true;
            break;
          }
          failed = check;
        }
      }
      if (out) {
        continue;
      }
      if (failed !== null) {
        failed.count(slot);
        continue;
      }
    }
    matched[m] = slot;
    m += 1;
  }
  const slots = matched.slice(0, m);
  if (!tallies) {
    return { slots, tallies: null };
  }
  for (const name of scalarFacets) {
    const column = c.scalars[name];
    const tally = tallies[name];
    for (let k = 0; k < m; k += 1) {
      const v = column[slots[k] ?? 0] ?? NONE;
      if (v >= 0) {
        tally[v] = (tally[v] ?? 0) + 1;
      }
    }
  }
  for (const name of degreeFacets) {
    countLists(c.degrees[name], slots, tallies[name]);
  }
  return { slots, tallies };
}

/** A facet filter of a pass, with how an offer it alone leaves out is counted for its facet. */
interface LeftOutCounter {
  filter: Filter;
  /** The scalar column the filter reads, or null for a degree filter (the offer's degree ids). */
  column: Int32Array | null;
  count: (slot: number) => void;
}

function leftOutCounter(
  c: FamilyColumns,
  filter: Filter,
  tallies: FacetTallies | null,
): LeftOutCounter {
  const column = filter.scalar === null ? null : c.scalars[filter.scalar];
  const tally = tallies?.[filter.name];
  if (!tally) {
    return { filter, column, count: () => undefined };
  }
  if (column) {
    return {
      filter,
      column,
      count: (slot) => {
        bump(tally, column[slot] ?? NONE, 1);
      },
    };
  }
  // A degree facet counts the offer's values of that facet (degrees, their fields or levels).
  const { values, start, length } = c.degrees[filter.name as DegreeFacet];
  return {
    filter,
    column,
    count: (slot) => {
      const first = start[slot] ?? 0;
      const end = first + (length[slot] ?? 0);
      for (let i = first; i < end; i += 1) {
        bump(tally, values[i] ?? NONE, 1);
      }
    },
  };
}

function countLists(lists: DegreeLists, slots: Int32Array, tally: Int32Array): void {
  const { values, start, length } = lists;
  for (const slot of slots) {
    const first = start[slot] ?? 0;
    const end = first + (length[slot] ?? 0);
    for (let i = first; i < end; i += 1) {
      const v = values[i] ?? 0;
      tally[v] = (tally[v] ?? 0) + 1;
    }
  }
}
