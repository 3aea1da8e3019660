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

type ScalarFacet = 'contrato' | 'salario' | 'areaFuncional' | 'tituloPrograma' | 'tiposFormacion';
type DegreeFacet = 'titulaciones' | 'areasTitulaciones' | 'nivelesTitulaciones';
const scalarFacets: readonly ScalarFacet[] = [
  'contrato',
  'salario',
  'areaFuncional',
  'tituloPrograma',
  'tiposFormacion',
];
const degreeFacets: readonly DegreeFacet[] = [
  'titulaciones',
  'areasTitulaciones',
  'nivelesTitulaciones',
];
const isScalar = (name: OfferFacetName): name is ScalarFacet =>
  (scalarFacets as readonly string[]).includes(name);

const NONE = -1;
/** A date column as a comparable number (YYYYMMDD). */
const dayNumber = (day: string) => Number(day.replaceAll('-', ''));

/** Values of many offers, several per offer (offer i: values[offsets[i]] … values[offsets[i+1]-1]). */
interface Multi {
  offsets: Int32Array;
  values: Int32Array;
}

function multi(lists: readonly (readonly number[])[]): Multi {
  const offsets = new Int32Array(lists.length + 1);
  lists.forEach((list, i) => {
    offsets[i + 1] = (offsets[i] ?? 0) + list.length;
  });
  const values = new Int32Array(offsets[lists.length] ?? 0);
  lists.forEach((list, i) => {
    values.set(list, offsets[i] ?? 0);
  });
  return { offsets, values };
}

const distinctOf = (degrees: readonly number[], map: Map<number, number>) => [
  ...new Set(degrees.flatMap((d) => map.get(d) ?? [])),
];

/** One family's listable offers as columns, newest first (rebuilt after a change). */
class FamilyColumns {
  readonly size: number;
  readonly ids: Int32Array;
  readonly publishedAt: Float64Array;
  readonly deadline: Int32Array;
  readonly startsOn: Int32Array;
  readonly provincia: Int32Array;
  readonly paraIntermediacion: Uint8Array;
  readonly scalars: Record<ScalarFacet, Int32Array>;
  readonly degrees: Record<DegreeFacet, Multi>;
  /** The largest value of each facet (count arrays are indexed by value). */
  readonly maxValue: Record<OfferFacetName, number>;

  constructor(offers: ListableOffer[]) {
    offers.sort((a, b) => b.publishedAt - a.publishedAt || b.id - a.id);
    const column = (value: (o: ListableOffer) => number) => {
      const out = new Int32Array(offers.length);
      offers.forEach((o, i) => {
        out[i] = value(o);
      });
      return out;
    };
    this.size = offers.length;
    this.ids = column((o) => o.id);
    this.publishedAt = Float64Array.from(offers, (o) => o.publishedAt);
    this.deadline = column((o) => (o.deadline === null ? 99_999_999 : dayNumber(o.deadline)));
    this.startsOn = column((o) => (o.startsOn === null ? NONE : dayNumber(o.startsOn)));
    this.provincia = column((o) => o.provincia ?? NONE);
    this.paraIntermediacion = Uint8Array.from(offers, (o) => (o.paraIntermediacion ? 1 : 0));
    this.scalars = {
      contrato: column((o) => o.contrato ?? NONE),
      salario: column((o) => o.salario ?? NONE),
      areaFuncional: column((o) => o.areaFuncional ?? NONE),
      tituloPrograma: column((o) => o.tituloPrograma ?? NONE),
      tiposFormacion: column((o) => o.tiposFormacion ?? NONE),
    };
    this.degrees = {
      titulaciones: multi(offers.map((o) => [...new Set(o.degrees)])),
      areasTitulaciones: multi(offers.map((o) => distinctOf(o.degrees, ambitoOf))),
      nivelesTitulaciones: multi(offers.map((o) => distinctOf(o.degrees, nivelOf))),
    };
    const maxOf = (values: Int32Array) => values.reduce((m, v) => (v > m ? v : m), 0);
    this.maxValue = {
      contrato: maxOf(this.scalars.contrato),
      salario: maxOf(this.scalars.salario),
      areaFuncional: maxOf(this.scalars.areaFuncional),
      tituloPrograma: maxOf(this.scalars.tituloPrograma),
      tiposFormacion: maxOf(this.scalars.tiposFormacion),
      titulaciones: maxOf(this.degrees.titulaciones.values),
      areasTitulaciones: maxOf(this.degrees.areasTitulaciones.values),
      nivelesTitulaciones: maxOf(this.degrees.nivelesTitulaciones.values),
    };
  }
}

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
  private columns: Map<OfferFamily, FamilyColumns> | null = null;

  get size(): number {
    return this.offers.size;
  }

  has(id: number): boolean {
    return this.offers.has(id);
  }

  /** Replaces (or adds) offers. */
  put(offers: readonly ListableOffer[]): void {
    for (const offer of offers) {
      this.offers.set(offer.id, offer);
    }
    if (offers.length > 0) {
      this.columns = null;
    }
  }

  /** Drops offers that are no longer listable. */
  remove(ids: Iterable<number>): void {
    for (const id of ids) {
      if (this.offers.delete(id)) {
        this.columns = null;
      }
    }
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
    this.columns = null;
  }

  /** Lays out the columns now (after a load or a change) rather than in the next list request. */
  build(): void {
    this.family('practicas');
  }

  private family(familia: OfferFamily): FamilyColumns | undefined {
    if (!this.columns) {
      const byFamily = new Map<OfferFamily, ListableOffer[]>();
      for (const offer of this.offers.values()) {
        const list = byFamily.get(offer.familia) ?? [];
        list.push(offer);
        byFamily.set(offer.familia, list);
      }
      this.columns = new Map([...byFamily].map(([f, list]) => [f, new FamilyColumns(list)]));
    }
    return this.columns.get(familia);
  }

  /** Open offers of these families (the candidate home's counters). */
  countOpen(familias: readonly OfferFamily[], today: string): number {
    const day = dayNumber(today);
    let n = 0;
    for (const familia of familias) {
      const c = this.family(familia);
      for (let i = 0; c && i < c.size; i += 1) {
        if ((c.deadline[i] ?? 0) >= day) {
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
        const { offsets, values } = c.degrees[name];
        const perValue = new Int32Array(c.maxValue[name] + 1);
        counts.set(name, perValue);
        plans.set(name, (i) => {
          const end = offsets[i + 1] ?? 0;
          for (let k = offsets[i] ?? 0; k < end; k += 1) {
            const v = values[k] ?? 0;
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
        const end = degreesOf.offsets[i + 1] ?? 0;
        for (let k = degreesOf.offsets[i] ?? 0; k < end; k += 1) {
          if (accepted[degreesOf.values[k] ?? NONE] === 1) {
            return true;
          }
        }
        return false;
      };
      return { countOnly, passes };
    });
    const matched: number[] = [];
    for (let i = 0; i < c.size; i += 1) {
      const id = c.ids[i] ?? 0;
      if (
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
