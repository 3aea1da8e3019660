import { offerFacetNames } from '@portal/contracts';
import { LRUCache } from 'lru-cache';
import type { ColumnsWatcher, FamilyColumns } from './offer-columns.ts';
import {
  CompiledQuery,
  LEFT_OUT,
  MATCHED,
  type FacetTallies,
  type PassQuery,
} from './compiled-query.ts';
import { runPass } from './offer-index-pass.ts';
import type { FacetCount } from './offer-index.ts';
import { firstNotBefore } from './typed-arrays.ts';

/** Bytes of kept passes per family: about 100 unfiltered questions at 100,000 offers. */
const KEPT_BYTES = 48 * 1024 * 1024;

/** A question's pass over a family, as ids in list order, with its facet tallies and counts. */
export interface KeptPass {
  readonly ids: Int32Array;
  readonly tallies: FacetTallies | null;
  readonly counts: FacetCount[] | null;
}

/**
 * One kept pass and the compiled question that tells where a changed offer now belongs in it.
 * Its ids are replaced, never written in place: a list already handed out stays as it was (the
 * tallies are read only while an answer is built, with no wait in between).
 */
class Pass implements KeptPass {
  private keptCounts: FacetCount[] | null = null;

  constructor(
    readonly compiled: CompiledQuery,
    readonly ranked: boolean,
    public ids: Int32Array,
    public tallies: FacetTallies | null,
  ) {}

  get counts(): FacetCount[] | null {
    if (!this.tallies) {
      return null;
    }
    this.keptCounts ??= countsOf(this.tallies);
    return this.keptCounts;
  }

  /** Takes the slot's offer out of (step -1) or into (step 1) the tallies, as the columns hold it. */
  count(c: FamilyColumns, slot: number, place: number, step: 1 | -1): void {
    if (!this.tallies || place === LEFT_OUT) {
      return;
    }
    this.tallies = grownTallies(this.tallies, c);
    this.compiled.tally(this.tallies, slot, place, step);
    this.keptCounts = null;
  }
}

/**
 * The passes of the questions asked of one family, kept while its offers change: each change to
 * an offer moves it into or out of every kept pass and its facet tallies, so a question already
 * asked is never run over the whole family again after an offer is published, edited or
 * withdrawn. A text search's passes are dropped instead (its matches are searched again after
 * any change to the family).
 */
export class KeptPasses implements ColumnsWatcher {
  private readonly passes = new LRUCache<string, Pass>({
    maxSize: KEPT_BYTES,
    sizeCalculation: (pass) =>
      pass.ids.byteLength + (pass.tallies ? tallyBytes(pass.tallies) * 2 : 0) + 256,
  });
  /** The kept passes and where the changing offer was in each, between the two calls below. */
  private changing: { pass: Pass; place: number }[] = [];

  constructor(private readonly c: FamilyColumns) {
    c.watcher = this;
  }

  /** The pass of a question, run the first time it is asked. */
  get(key: string, q: PassQuery): KeptPass {
    let pass = this.passes.get(key);
    if (!pass) {
      const compiled = new CompiledQuery(this.c, q);
      const result = runPass(this.c, q, compiled);
      const ids = new Int32Array(result.slots.length);
      result.slots.forEach((slot, k) => {
        ids[k] = this.c.ids[slot] ?? 0;
      });
      pass = new Pass(compiled, q.ranks !== undefined, ids, result.tallies);
      this.passes.set(key, pass);
    }
    return pass;
  }

  beforeChange(slot: number): void {
    const ranked: string[] = [];
    this.changing = [];
    for (const [key, pass] of this.passes.entries()) {
      if (pass.ranked) {
        ranked.push(key);
        continue;
      }
      const place = pass.compiled.classify(slot);
      pass.count(this.c, slot, place, -1);
      this.changing.push({ pass, place });
    }
    for (const key of ranked) {
      this.passes.delete(key);
    }
  }

  afterChange(slot: number): void {
    const c = this.c;
    const id = c.ids[slot] ?? 0;
    for (const { pass, place: was } of this.changing) {
      const place = pass.compiled.classify(slot);
      pass.count(c, slot, place, 1);
      if (was === MATCHED && place !== MATCHED) {
        pass.ids = without(pass.ids, pass.ids.indexOf(id));
      } else if (was !== MATCHED && place === MATCHED) {
        pass.ids = withAt(pass.ids, newestFirstPlace(c, pass.ids, slot), id);
      }
    }
    this.changing = [];
  }
}

/** Where a slot goes among ids listed newest first (higher slots first). */
function newestFirstPlace(c: FamilyColumns, ids: Int32Array, slot: number): number {
  return firstNotBefore(ids.length, (i) => (c.slotOf(ids[i] ?? 0) ?? -1) > slot);
}

function without(ids: Int32Array, at: number): Int32Array {
  if (at < 0) {
    return ids;
  }
  const out = new Int32Array(ids.length - 1);
  out.set(ids.subarray(0, at));
  out.set(ids.subarray(at + 1), at);
  return out;
}

function withAt(ids: Int32Array, at: number, id: number): Int32Array {
  const out = new Int32Array(ids.length + 1);
  out.set(ids.subarray(0, at));
  out[at] = id;
  out.set(ids.subarray(at), at + 1);
  return out;
}

/** The tallies, each long enough for the largest value the family now holds. */
function grownTallies(tallies: FacetTallies, c: FamilyColumns): FacetTallies {
  for (const name of offerFacetNames) {
    const tally = tallies[name];
    if (tally.length <= c.maxValue[name]) {
      const longer = new Int32Array(c.maxValue[name] + 1);
      longer.set(tally);
      tallies[name] = longer;
    }
  }
  return tallies;
}

function tallyBytes(tallies: FacetTallies): number {
  return offerFacetNames.reduce((n, name) => n + tallies[name].byteLength, 0);
}

export function countsOf(tallies: FacetTallies): FacetCount[] {
  const out: FacetCount[] = [];
  for (const facet of offerFacetNames) {
    tallies[facet].forEach((total, valor) => {
      if (total > 0) {
        out.push({ facet, valor, total });
      }
    });
  }
  return out;
}
