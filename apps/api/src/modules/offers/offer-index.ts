import { offerFacetNames, type OfferFacetName } from '@portal/contracts';
import { titulaciones } from '../domains/data/index.ts';
import { nivelTitulacionId } from './facets.ts';
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

const ambitoOf = new Map(titulaciones.map((t) => [t.id, t.idAmbito]));
const nivelOf = new Map(titulaciones.map((t) => [t.id, nivelTitulacionId(t.nivel)]));

/** The values an offer has for each facet (degree facets: distinct values over its degrees). */
type FacetValues = Record<OfferFacetName, readonly number[]>;

const distinct = (values: (number | undefined)[]) => [
  ...new Set(values.filter((v): v is number => v !== undefined)),
];
const one = (value: number | null): readonly number[] => (value === null ? [] : [value]);

function facetValuesOf(offer: ListableOffer): FacetValues {
  return {
    contrato: one(offer.contrato),
    salario: one(offer.salario),
    titulaciones: distinct([...offer.degrees]),
    areasTitulaciones: distinct(offer.degrees.map((d) => ambitoOf.get(d))),
    areaFuncional: one(offer.areaFuncional),
    nivelesTitulaciones: distinct(offer.degrees.map((d) => nivelOf.get(d))),
    tituloPrograma: one(offer.tituloPrograma),
    tiposFormacion: one(offer.tiposFormacion),
  };
}

/** Degree facets filter on the offer's degrees (the query's values are degree ids). */
const filteredOn = (name: OfferFacetName): keyof FacetValues =>
  name === 'areasTitulaciones' || name === 'nivelesTitulaciones' ? 'titulaciones' : name;

interface Entry {
  offer: ListableOffer;
  values: FacetValues;
}

const newestFirst = (a: Entry, b: Entry) =>
  b.offer.publishedAt - a.offer.publishedAt || b.offer.id - a.offer.id;

/**
 * The in-memory index of listable offers (DESIGN §8 "Offer read model"): filters, ordering, totals
 * and disjunctive facet counts of the candidate lists in one pass over a family's offers, newest
 * first. It holds no text: the page's rows and the text match come from the database.
 */
export class OfferIndex {
  private readonly entries = new Map<number, Entry>();
  private sorted: Map<OfferFamily, Entry[]> | null = null;

  get size(): number {
    return this.entries.size;
  }

  has(id: number): boolean {
    return this.entries.has(id);
  }

  /** Replaces (or adds) offers. */
  put(offers: readonly ListableOffer[]): void {
    for (const offer of offers) {
      this.entries.set(offer.id, { offer, values: facetValuesOf(offer) });
    }
    if (offers.length > 0) {
      this.sorted = null;
    }
  }

  /** Drops offers that are no longer listable. */
  remove(ids: Iterable<number>): void {
    for (const id of ids) {
      if (this.entries.delete(id)) {
        this.sorted = null;
      }
    }
  }

  /** Ids of the offers of these companies. */
  idsOfCompanies(companyIds: ReadonlySet<number>): number[] {
    const out: number[] = [];
    for (const [id, entry] of this.entries) {
      if (companyIds.has(entry.offer.companyId)) {
        out.push(id);
      }
    }
    return out;
  }

  clear(): void {
    this.entries.clear();
    this.sorted = null;
  }

  private family(familia: OfferFamily): Entry[] {
    if (!this.sorted) {
      const sorted = new Map<OfferFamily, Entry[]>();
      for (const entry of this.entries.values()) {
        const list = sorted.get(entry.offer.familia) ?? [];
        list.push(entry);
        sorted.set(entry.offer.familia, list);
      }
      for (const list of sorted.values()) {
        list.sort(newestFirst);
      }
      this.sorted = sorted;
    }
    return this.sorted.get(familia) ?? [];
  }

  /** Open offers of these families (the candidate home's counters). */
  countOpen(familias: readonly OfferFamily[], today: string): number {
    let n = 0;
    for (const familia of familias) {
      for (const { offer } of this.family(familia)) {
        if (offer.deadline === null || offer.deadline >= today) {
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
    const provincias = q.provincias ? new Set(q.provincias) : null;
    const filters = offerFacetNames
      .filter((name) => q.facets[name] !== undefined)
      .map((name) => ({ name, on: filteredOn(name), ids: new Set(q.facets[name]) }));
    const counts = q.withFacets
      ? new Map<OfferFacetName, Map<number, number>>(offerFacetNames.map((n) => [n, new Map()]))
      : null;
    const count = (name: OfferFacetName, values: readonly number[]) => {
      const perValue = counts?.get(name);
      if (perValue) {
        for (const v of values) {
          perValue.set(v, (perValue.get(v) ?? 0) + 1);
        }
      }
    };
    const matched: Entry[] = [];
    for (const entry of this.family(q.familia)) {
      const o = entry.offer;
      if (
        (o.deadline !== null && o.deadline < q.today) ||
        (q.publishedSince !== undefined && o.publishedAt < q.publishedSince) ||
        (q.startsFrom !== undefined && (o.startsOn === null || o.startsOn < q.startsFrom)) ||
        (provincias && (o.provincia === null || !provincias.has(o.provincia))) ||
        (q.paraIntermediacion && !o.paraIntermediacion) ||
        q.exclude?.has(o.id) === true ||
        (q.ranks && !q.ranks.has(o.id))
      ) {
        continue;
      }
      let failed: OfferFacetName | null = null;
      let failures = 0;
      for (const f of filters) {
        if (!entry.values[f.on].some((v) => f.ids.has(v))) {
          failures += 1;
          failed = f.name;
          if (failures > 1) {
            break;
          }
        }
      }
      if (failures === 0) {
        matched.push(entry);
        if (counts) {
          for (const name of offerFacetNames) {
            count(name, entry.values[name]);
          }
        }
      } else if (failures === 1 && failed !== null) {
        count(failed, entry.values[failed]);
      }
    }
    const { ranks } = q;
    if (ranks) {
      // Stable: equal ranks stay newest first.
      matched.sort((a, b) => (ranks.get(b.offer.id) ?? 0) - (ranks.get(a.offer.id) ?? 0));
    }
    return {
      ids: Int32Array.from(matched, (e) => e.offer.id),
      counts: counts
        ? [...counts].flatMap(([facet, perValue]) =>
            [...perValue].map(([valor, total]) => ({ facet, valor, total })),
          )
        : null,
    };
  }
}
