import { offerFacetNames, type OfferFacetName } from '@portal/contracts';
import { dayNumber, FamilyColumns, NONE, scalarFacets, type ScalarFacet } from './offer-columns.ts';
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
  /** Each company's listed offers (a renamed or blocked company changes them all). */
  private readonly byCompany = new Map<number, Set<number>>();
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
      if (before && before.companyId !== offer.companyId) {
        this.byCompany.get(before.companyId)?.delete(offer.id);
      }
      this.offers.set(offer.id, offer);
      let ofCompany = this.byCompany.get(offer.companyId);
      if (!ofCompany) {
        ofCompany = new Set();
        this.byCompany.set(offer.companyId, ofCompany);
      }
      ofCompany.add(offer.id);
      this.columns.get(offer.familia)?.put(offer);
    }
  }

  /** Drops offers that are no longer listable. */
  remove(ids: Iterable<number>): void {
    for (const id of ids) {
      const offer = this.offers.get(id);
      if (offer) {
        this.offers.delete(id);
        this.byCompany.get(offer.companyId)?.delete(id);
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
    return [...companyIds].flatMap((companyId) => [...(this.byCompany.get(companyId) ?? [])]);
  }

  clear(): void {
    this.offers.clear();
    this.byCompany.clear();
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
   * One pass chooses the slots (all of the family's, or with a text search only those it found);
   * each facet is then counted by a tight loop over its column.
   */
  query(q: IndexQuery): IndexResult {
    const c = this.family(q.familia);
    if (!c) {
      return { ids: new Int32Array(0), counts: q.withFacets ? [] : null };
    }
    const today = dayNumber(q.today);
    const startsFrom = q.startsFrom === undefined ? NONE - 1 : dayNumber(q.startsFrom);
    const publishedSince = q.publishedSince ?? -Infinity;
    const provincias = q.provincias ? lookup(q.provincias) : null;
    const filters = offerFacetNames.flatMap((name) => {
      const ids = q.facets[name];
      return ids === undefined
        ? []
        : [
            {
              name,
              accepted: lookup(ids),
              // Every degree facet filters on the offer's degrees (the query gives degree ids).
              column: isScalar(name) ? c.scalars[name] : null,
            },
          ];
    });
    const degreesOf = c.degrees.titulaciones;
    const passes = (f: (typeof filters)[number], slot: number) => {
      if (f.column) {
        return f.accepted[f.column[slot] ?? NONE] === 1;
      }
      for (const v of degreesOf[slot] ?? []) {
        if (f.accepted[v] === 1) {
          return true;
        }
      }
      return false;
    };
    const matched: number[] = [];
    const failedOnly: number[][] = filters.map(() => []);
    const consider = (slot: number) => {
      if (
        c.alive[slot] !== 1 ||
        (c.deadline[slot] ?? 0) < today ||
        (c.publishedAt[slot] ?? 0) < publishedSince ||
        (c.startsOn[slot] ?? NONE) < startsFrom ||
        (provincias && provincias[c.provincia[slot] ?? NONE] !== 1) ||
        (q.paraIntermediacion && c.paraIntermediacion[slot] !== 1) ||
        q.exclude?.has(c.ids[slot] ?? 0) === true
      ) {
        return;
      }
      let failed = -1;
      let f = 0;
      for (const filter of filters) {
        if (!passes(filter, slot)) {
          if (failed >= 0) {
            return;
          }
          failed = f;
        }
        f += 1;
      }
      if (failed < 0) {
        matched.push(slot);
      } else {
        failedOnly[failed]?.push(slot);
      }
    };
    const { ranks } = q;
    if (ranks) {
      // Only the offers the text search found, best first (equal ranks newest first); the
      // ranks are read once into arrays, so sorting compares numbers, not map lookups.
      const slots: number[] = [];
      const scores: number[] = [];
      for (const [id, rank] of ranks) {
        const slot = c.slotOf(id);
        if (slot !== undefined) {
          slots.push(slot);
          scores.push(rank);
        }
      }
      const order = Array.from(slots.keys());
      order.sort(
        (i, j) => (scores[j] ?? 0) - (scores[i] ?? 0) || (slots[j] ?? 0) - (slots[i] ?? 0),
      );
      for (const i of order) {
        consider(slots[i] ?? 0);
      }
    } else {
      // Slots are oldest first: read backwards, newest first.
      for (let slot = c.size - 1; slot >= 0; slot -= 1) {
        consider(slot);
      }
    }
    const ids = new Int32Array(matched.length);
    matched.forEach((slot, k) => {
      ids[k] = c.ids[slot] ?? 0;
    });
    return { ids, counts: q.withFacets ? countFacets(c, matched, filters, failedOnly) : null };
  }
}

/** Each facet's counts: over the matching slots and those failing that facet's filter alone. */
function countFacets(
  c: FamilyColumns,
  matched: readonly number[],
  filters: readonly { name: OfferFacetName }[],
  failedOnly: readonly (readonly number[])[],
): FacetCount[] {
  const out: FacetCount[] = [];
  for (const facet of offerFacetNames) {
    const perValue = new Int32Array(c.maxValue[facet] + 1);
    const own = failedOnly[filters.findIndex((f) => f.name === facet)] ?? [];
    for (const slots of [matched, own]) {
      if (isScalar(facet)) {
        const column = c.scalars[facet];
        for (const slot of slots) {
          const v = column[slot] ?? NONE;
          if (v >= 0) {
            perValue[v] = (perValue[v] ?? 0) + 1;
          }
        }
      } else {
        const lists = c.degrees[facet];
        for (const slot of slots) {
          for (const v of lists[slot] ?? []) {
            perValue[v] = (perValue[v] ?? 0) + 1;
          }
        }
      }
    }
    perValue.forEach((total, valor) => {
      if (total > 0) {
        out.push({ facet, valor, total });
      }
    });
  }
  return out;
}
