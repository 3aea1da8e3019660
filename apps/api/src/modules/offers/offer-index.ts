import { offerFacetNames, type OfferFacetName } from '@portal/contracts';
import {
  dayNumber,
  degreeFacets,
  FamilyColumns,
  NONE,
  scalarFacets,
  type ScalarFacet,
} from './offer-columns.ts';
import type { FacetFilters } from './offers.repository.ts';
import type { OfferFamily } from './offers.table.ts';

/** One offer a candidate list may show (active, not deleted, of an unblocked company). */
export interface ListableOffer {
  id: number;
  companyId: number;
  familia: OfferFamily;
  /** fechaPublicacion in ms since the epoch. */
  publishedAt: number;
  /** fechaFinInscripcion (YYYY-MM-DD) or null: past deadlines are left out at query time. */
  deadline: string | null;
  startsOn: string | null;
  provincia: number | null;
  paraIntermediacion: boolean;
  contrato: number | null;
  salario: number | null;
  areaFuncional: number | null;
  tituloPrograma: number | null;
  tiposFormacion: number | null;
  degrees: readonly number[];
}

export interface FacetCount {
  facet: OfferFacetName;
  valor: number;
  total: number;
}

/** What one list asks of the index (the text match, when any, as offer id → rank). */
export interface IndexQuery {
  familia: OfferFamily;
  today: string;
  publishedSince?: number;
  startsFrom?: string;
  provincias?: readonly number[];
  paraIntermediacion: boolean;
  exclude?: ReadonlySet<number>;
  facets: FacetFilters;
  ranks?: ReadonlyMap<number, number>;
  withFacets: boolean;
}

export interface IndexResult {
  /** Every matching offer, in list order (best match first when searching, else newest first). */
  ids: Int32Array;
  counts: FacetCount[] | null;
}

const isScalar = (name: OfferFacetName): name is ScalarFacet =>
  (scalarFacets as readonly string[]).includes(name);

/** A facet filter as a lookup table: accepted[value] = 1. */
interface Filter {
  name: OfferFacetName;
  accepted: Uint8Array;
}

function lookup(values: readonly number[]): Uint8Array {
  const table = new Uint8Array(values.reduce((m, v) => Math.max(m, v), 0) + 1);
  for (const v of values) {
    if (v >= 0) {
      table[v] = 1;
    }
  }
  return table;
}

/**
 * The in-memory index of listable offers (DESIGN §8 "Offer read model"): filters, ordering, totals
 * and disjunctive facet counts of the candidate lists in one pass over a family's offers, held as
 * typed-array columns newest first. It holds no text: the text match comes from the read model's
 * `OfferTextIndex` as offer id → rank, the page's rows from the database.
 */
export class OfferIndex {
  private readonly offers = new Map<number, ListableOffer>();
  /** Each family's columns, laid out at the first read after a load (or when they went stale). */
  private readonly columns = new Map<OfferFamily, FamilyColumns>();

  get size(): number {
    return this.offers.size;
  }

  has(id: number): boolean {
    return this.offers.has(id);
  }

  /** Replaces (or adds) offers: in place in their family's columns where the order allows. */
  put(offers: readonly ListableOffer[]): void {
    for (const offer of offers) {
      const before = this.offers.get(offer.id);
      if (before && before.familia !== offer.familia) {
        this.columns.get(before.familia)?.kill(offer.id);
      }
      this.offers.set(offer.id, offer);
      this.columns.get(offer.familia)?.put(offer);
    }
  }

  /** Drops offers that are no longer listable. */
  remove(ids: Iterable<number>): void {
    for (const id of ids) {
      const offer = this.offers.get(id);
      if (offer) {
        this.offers.delete(id);
        this.columns.get(offer.familia)?.kill(id);
      }
    }
  }

  /**
   * Applies a change: `gone` (changed or withdrawn) leave unless they are among `offers`, which
   * are put (an edited offer keeps its slot).
   */
  update(gone: Iterable<number>, offers: readonly ListableOffer[]): void {
    const kept = new Set(offers.map((o) => o.id));
    this.remove([...gone].filter((id) => !kept.has(id)));
    this.put(offers);
  }

  /** Ids of the offers of these companies. */
  idsOfCompanies(companyIds: ReadonlySet<number>): number[] {
    const out: number[] = [];
    for (const [id, offer] of this.offers) {
      if (companyIds.has(offer.companyId)) {
        out.push(id);
      }
    }
    return out;
  }

  clear(): void {
    this.offers.clear();
    this.columns.clear();
  }

  /** Lays out every family's columns now (after a load) rather than in the next list request. */
  build(): void {
    const families = new Set([...this.offers.values()].map((o) => o.familia));
    for (const familia of families) {
      this.family(familia);
    }
  }

  private family(familia: OfferFamily): FamilyColumns | undefined {
    const kept = this.columns.get(familia);
    if (kept && !kept.stale) {
      return kept;
    }
    const offers: ListableOffer[] = [];
    for (const offer of this.offers.values()) {
      if (offer.familia === familia) {
        offers.push(offer);
      }
    }
    if (offers.length === 0) {
      this.columns.delete(familia);
      return undefined;
    }
    const columns = new FamilyColumns(offers);
    this.columns.set(familia, columns);
    return columns;
  }

  /** Open offers of these families (the candidate home's counters). */
  countOpen(familias: readonly OfferFamily[], today: string): number {
    const day = dayNumber(today);
    let n = 0;
    for (const familia of familias) {
      const c = this.family(familia);
      for (let i = 0; c && i < c.size; i += 1) {
        if (c.alive[i] === 1 && (c.deadline[i] ?? 0) >= day) {
          n += 1;
        }
      }
    }
    return n;
  }

  /**
   * Matching offers in list order, and (withFacets) each facet's counts under all the other
   * filters but not its own: an offer failing exactly one facet filter counts for that facet only.
   */
  query(q: IndexQuery): IndexResult {
    const c = this.family(q.familia);
    if (!c) {
      return { ids: new Int32Array(0), counts: q.withFacets ? [] : null };
    }
    const today = dayNumber(q.today);
    const startsFrom = q.startsFrom === undefined ? null : dayNumber(q.startsFrom);
    const provincias = q.provincias ? lookup(q.provincias) : null;
    const filters: Filter[] = offerFacetNames.flatMap((name) => {
      const ids = q.facets[name];
      return ids === undefined ? [] : [{ name, accepted: lookup(ids) }];
    });
    // One counter per facet value (arrays indexed by value), filled by the plans below.
    const plans = new Map<OfferFacetName, (i: number) => void>();
    const counts = new Map<OfferFacetName, Int32Array>();
    if (q.withFacets) {
      for (const name of scalarFacets) {
        const column = c.scalars[name];
        const perValue = new Int32Array(c.maxValue[name] + 1);
        counts.set(name, perValue);
        plans.set(name, (i) => {
          const v = column[i] ?? NONE;
          if (v >= 0) {
            perValue[v] = (perValue[v] ?? 0) + 1;
          }
        });
      }
      for (const name of degreeFacets) {
        const lists = c.degrees[name];
        const perValue = new Int32Array(c.maxValue[name] + 1);
        counts.set(name, perValue);
        plans.set(name, (i) => {
          for (const v of lists[i] ?? []) {
            perValue[v] = (perValue[v] ?? 0) + 1;
          }
        });
      }
    }
    const countAll = [...plans.values()];
    const degreesOf = c.degrees.titulaciones;
    const tests = filters.map((f) => {
      const { accepted } = f;
      const countOnly = plans.get(f.name) ?? null;
      if (isScalar(f.name)) {
        const column = c.scalars[f.name];
        return { countOnly, passes: (i: number) => accepted[column[i] ?? NONE] === 1 };
      }
      // Every degree facet filters on the offer's degrees (the query gives degree ids).
      const passes = (i: number) => {
        for (const v of degreesOf[i] ?? []) {
          if (accepted[v] === 1) {
            return true;
          }
        }
        return false;
      };
      return { countOnly, passes };
    });
    const matched: number[] = [];
    // Slots are oldest first: read backwards, newest first.
    for (let i = c.size - 1; i >= 0; i -= 1) {
      const id = c.ids[i] ?? 0;
      if (
        c.alive[i] !== 1 ||
        (c.deadline[i] ?? 0) < today ||
        (q.publishedSince !== undefined && (c.publishedAt[i] ?? 0) < q.publishedSince) ||
        (startsFrom !== null && (c.startsOn[i] ?? NONE) < startsFrom) ||
        (provincias && provincias[c.provincia[i] ?? NONE] !== 1) ||
        (q.paraIntermediacion && c.paraIntermediacion[i] !== 1) ||
        q.exclude?.has(id) === true ||
        (q.ranks && !q.ranks.has(id))
      ) {
        continue;
      }
      let failed: ((i: number) => void) | null = null;
      let failures = 0;
      for (const test of tests) {
        if (!test.passes(i)) {
          failures += 1;
          failed = test.countOnly;
          if (failures > 1) {
            break;
          }
        }
      }
      if (failures === 0) {
        matched.push(id);
        for (const plan of countAll) {
          plan(i);
        }
      } else if (failures === 1 && failed !== null) {
        failed(i);
      }
    }
    const { ranks } = q;
    if (ranks) {
      // Stable: equal ranks stay newest first.
      matched.sort((a, b) => (ranks.get(b) ?? 0) - (ranks.get(a) ?? 0));
    }
    return {
      ids: Int32Array.from(matched),
      counts: q.withFacets
        ? [...counts].flatMap(([facet, perValue]) => {
            const out: FacetCount[] = [];
            perValue.forEach((total, valor) => {
              if (total > 0) {
                out.push({ facet, valor, total });
              }
            });
            return out;
          })
        : null,
    };
  }
}
