import { offerFacetNames, type OfferFacetName } from '@portal/contracts';
import { dayNumber, FamilyColumns } from './offer-columns.ts';
import {
  CompiledQuery,
  LEFT_OUT,
  MATCHED,
  type FacetTallies,
  type PassQuery,
} from './compiled-query.ts';
import { countsOf, KeptPasses } from './offer-kept-passes.ts';
import type { OfferFamily } from './offers.table.ts';
import type { TextRanks } from './text-ranks.ts';

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

/** What one list asks of the index (with the text search's matches and ranks, when any). */
export interface IndexQuery extends PassQuery {
  familia: OfferFamily;
  /** The candidate's own exclusions (offers they applied to). */
  exclude?: ReadonlySet<number>;
}

/** A family's columns and the passes kept over them. */
interface LaidOut {
  columns: FamilyColumns;
  passes: KeptPasses;
}

export interface IndexResult {
  /** Every matching offer, in list order (best match first when searching, else newest first). */
  ids: Int32Array;
  counts: FacetCount[] | null;
}

/**
 * The in-memory index of listable offers: filters, ordering, totals
 * and disjunctive facet counts of the candidate lists in one pass over a family's offers, held as
 * typed-array columns newest first. It holds no text: the text match comes from the read model's
 * `OfferTextIndex` as offer ids and ranks, the page's rows from the database.
 */
export class OfferIndex {
  private readonly offers = new Map<number, ListableOffer>();
  /** Each company's listed offers (a renamed or blocked company changes them all). */
  private readonly byCompany = new Map<number, Set<number>>();
  /**
   * Each family's columns, laid out at the first read after a load (or when too many slots died),
   * with the questions asked of them, kept up to date as its offers change.
   */
  private readonly families = new Map<OfferFamily, LaidOut>();

  get size(): number {
    return this.offers.size;
  }

  has(id: number): boolean {
    return this.offers.has(id);
  }

  /** The family of a listed offer. */
  familyOf(id: number): OfferFamily | undefined {
    return this.offers.get(id)?.familia;
  }

  /** Replaces (or adds) offers: in place in their family's columns where the order allows. */
  put(offers: readonly ListableOffer[]): void {
    for (const offer of offers) {
      const before = this.offers.get(offer.id);
      if (before && before.familia !== offer.familia) {
        this.families.get(before.familia)?.columns.kill(offer.id);
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
      this.families.get(offer.familia)?.columns.put(offer);
    }
  }

  /** Drops offers that are no longer listable. */
  remove(ids: Iterable<number>): void {
    for (const id of ids) {
      const offer = this.offers.get(id);
      if (offer) {
        this.offers.delete(id);
        this.byCompany.get(offer.companyId)?.delete(id);
        this.families.get(offer.familia)?.columns.kill(id);
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
    this.families.clear();
  }

  /** Lays out every family's columns now (after a load) rather than in the next list request. */
  build(): void {
    const families = new Set([...this.offers.values()].map((o) => o.familia));
    for (const familia of families) {
      this.family(familia);
    }
  }

  private family(familia: OfferFamily): FamilyColumns | undefined {
    return this.laidOut(familia)?.columns;
  }

  private laidOut(familia: OfferFamily): LaidOut | undefined {
    const kept = this.families.get(familia);
    if (kept && !kept.columns.stale) {
      return kept;
    }
    const offers: ListableOffer[] = [];
    for (const offer of this.offers.values()) {
      if (offer.familia === familia) {
        offers.push(offer);
      }
    }
    if (offers.length === 0) {
      this.families.delete(familia);
      return undefined;
    }
    const columns = new FamilyColumns(offers);
    const laidOut = { columns, passes: new KeptPasses(columns) };
    this.families.set(familia, laidOut);
    return laidOut;
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
   * A question's pass is kept (shared by every candidate and page) and kept up to date as the
   * family's offers change; a candidate's own exclusions are taken out of it afterwards, offer by
   * offer, so they never cost a pass.
   */
  query(q: IndexQuery): IndexResult {
    const laidOut = this.laidOut(q.familia);
    if (!laidOut) {
      return { ids: new Int32Array(0), counts: q.withFacets ? [] : null };
    }
    const { columns: c, passes } = laidOut;
    const base = passes.get(passKey(q), q);
    const exclude = q.exclude;
    if (!exclude || exclude.size === 0) {
      return { ids: base.ids, counts: base.counts };
    }
    const compiled = new CompiledQuery(c, q);
    const tallies = base.tallies ? copyTallies(base.tallies) : null;
    const gone = new Set<number>();
    for (const id of exclude) {
      // A text search's pass read only the offers it found.
      if (q.ranks && !q.ranks.has(id)) {
        continue;
      }
      const slot = c.slotOf(id);
      const place = slot === undefined ? LEFT_OUT : compiled.classify(slot);
      if (slot === undefined || place === LEFT_OUT) {
        continue;
      }
      if (place === MATCHED) {
        gone.add(id);
      }
      if (tallies) {
        compiled.tally(tallies, slot, place, -1);
      }
    }
    return {
      ids: gone.size === 0 ? base.ids : without(base.ids, gone),
      counts: tallies ? countsOf(tallies) : null,
    };
  }
}

/** Each text search's matches as a number, to key its passes (the memo keeps one per search). */
const searchIds = new WeakMap<TextRanks, number>();
let lastSearchId = 0;

/** A question's key among the family's kept passes (the family and exclusions aside). */
function passKey(q: IndexQuery): string {
  let search = 0;
  if (q.ranks) {
    search = searchIds.get(q.ranks) ?? (lastSearchId += 1);
    searchIds.set(q.ranks, search);
  }
  return JSON.stringify([
    search,
    q.today,
    q.publishedSince ?? null,
    q.startsFrom ?? null,
    q.provincias ?? null,
    q.paraIntermediacion,
    q.facets,
    q.withFacets,
  ]);
}

function copyTallies(tallies: FacetTallies): FacetTallies {
  const out = {} as FacetTallies;
  for (const name of offerFacetNames) {
    out[name] = tallies[name].slice();
  }
  return out;
}

/**
 * The ids but those gone, in order, copied typed array to typed array (`filter` on a typed array
 * gathers the kept values on the heap first: tens of thousands for a common search).
 */
function without(ids: Int32Array, gone: ReadonlySet<number>): Int32Array {
  const kept = new Int32Array(ids.length);
  let m = 0;
  for (const id of ids) {
    if (!gone.has(id)) {
      kept[m] = id;
      m += 1;
    }
  }
  return kept.slice(0, m);
}
