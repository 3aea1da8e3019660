import type { OfferFacetName } from '@portal/contracts';
import { titulaciones } from '../domains/data/index.ts';
import { nivelTitulacionId } from './facets.ts';
import type { ListableOffer } from './offer-index.ts';
import { firstNotBefore, grown, laidOutInGroups, SlotsById } from './typed-arrays.ts';

/** Told of every change to a slot, before and after it is written (kept passes follow it). */
export interface ColumnsWatcher {
  beforeChange(slot: number): void;
  afterChange(slot: number): void;
}

export type ScalarFacet =
  'contrato' | 'salario' | 'areaFuncional' | 'tituloPrograma' | 'tiposFormacion';
export type DegreeFacet = 'titulaciones' | 'areasTitulaciones' | 'nivelesTitulaciones';
export const scalarFacets: readonly ScalarFacet[] = [
  'contrato',
  'salario',
  'areaFuncional',
  'tituloPrograma',
  'tiposFormacion',
];
export const degreeFacets: readonly DegreeFacet[] = [
  'titulaciones',
  'areasTitulaciones',
  'nivelesTitulaciones',
];

export const NONE = -1;
/**
 * The deadline of a dead slot: before every day, so a list's pass tells an offer that is listed
 * and still takes applications by one read of the deadline column.
 */
export const CLOSED = -1;
/** A date column as a comparable number (YYYYMMDD). */
export const dayNumber = (day: string) => Number(day.replaceAll('-', ''));

const ambitoOf = new Map(titulaciones.map((t) => [t.id, t.idAmbito]));
const nivelOf = new Map(titulaciones.map((t) => [t.id, nivelTitulacionId(t.nivel)]));
const distinctOf = (degrees: readonly number[], map: Map<number, number>) =>
  Int32Array.from(new Set(degrees.flatMap((d) => map.get(d) ?? [])));
const EMPTY = new Int32Array(0);

/**
 * Each slot's distinct values of one degree facet, laid end to end in one array (a slot's list
 * starts at `start[slot]` and holds `length[slot]` values): counting a facet over thousands of
 * offers reads one array in order instead of one small array per offer. A list rewritten longer
 * than it was moves to the end; the space it leaves is reclaimed when the family is laid out again.
 */
export class DegreeLists {
  values = new Int32Array(0);
  start = new Int32Array(0);
  length = new Uint16Array(0);
  private used = 0;

  reserve(size: number): void {
    this.start = grown(this.start, size);
    this.length = grown(this.length, size);
  }

  set(slot: number, list: Int32Array): void {
    if (list.length > (this.length[slot] ?? 0)) {
      this.start[slot] = this.used;
      this.used += list.length;
      this.values = grown(this.values, this.used);
    }
    this.values.set(list, this.start[slot]);
    this.length[slot] = list.length;
  }

  /** A slot's values (a view: read it before the next change). */
  of(slot: number): Int32Array {
    const start = this.start[slot] ?? 0;
    return this.values.subarray(start, start + (this.length[slot] ?? 0));
  }
}

/**
 * One family's listable offers as columns in slots kept oldest first (lists read them backwards,
 * newest first). Every change is cheap: an edited offer is overwritten in its slot, a newly
 * published one (the newest) is appended, one published earlier than the newest (approved after
 * later ones, its company unblocked) moves the newer slots up by one, a withdrawn one leaves a
 * dead slot. Only too many dead slots make the family lay its columns out again, once, at its
 * next read (its kept passes are then run afresh).
 */
export class FamilyColumns {
  size = 0;
  live = 0;
  ids = new Int32Array(0);
  alive = new Uint8Array(0);
  publishedAt = new Float64Array(0);
  /** The last day an offer takes applications (YYYYMMDD), CLOSED for a dead slot. */
  deadline = new Int32Array(0);
  startsOn = new Int32Array(0);
  provincia = new Int32Array(0);
  paraIntermediacion = new Uint8Array(0);
  readonly scalars: Record<ScalarFacet, Int32Array> = {
    contrato: new Int32Array(0),
    salario: new Int32Array(0),
    areaFuncional: new Int32Array(0),
    tituloPrograma: new Int32Array(0),
    tiposFormacion: new Int32Array(0),
  };
  /** Each slot's distinct values (degree ids, their fields of study, their levels). */
  readonly degrees: Record<DegreeFacet, DegreeLists> = {
    titulaciones: new DegreeLists(),
    areasTitulaciones: new DegreeLists(),
    nivelesTitulaciones: new DegreeLists(),
  };
  /** The largest value of each facet (count arrays are indexed by value). */
  readonly maxValue: Record<OfferFacetName, number> = {
    contrato: 0,
    salario: 0,
    areaFuncional: 0,
    tituloPrograma: 0,
    tiposFormacion: 0,
    titulaciones: 0,
    areasTitulaciones: 0,
    nivelesTitulaciones: 0,
  };
  /** Each listed offer's slot. */
  private readonly slotById = new SlotsById();
  /** Counts the changes to the columns (what was derived from them is stale when it moves). */
  generation = 0;
  watcher: ColumnsWatcher | null = null;

  constructor(offers: Iterable<ListableOffer>) {
    const sorted = [...offers].sort((a, b) => a.publishedAt - b.publishedAt || a.id - b.id);
    this.reserve(sorted.length);
    for (const offer of sorted) {
      this.append(offer);
    }
  }

  private provinceSlots: { generation: number; slots: Map<number, Int32Array> } | null = null;

  /**
   * The slots of the offers in these provinces, newest first (laid out once per generation of
   * the columns): a list for a province reads its offers only, not the whole family.
   */
  slotsInProvinces(provincias: readonly number[]): Int32Array {
    if (this.provinceSlots?.generation !== this.generation) {
      this.provinceSlots = { generation: this.generation, slots: this.byProvince() };
    }
    const found = this.provinceSlots.slots;
    const distinct = [...new Set(provincias)];
    if (distinct.length === 1) {
      return found.get(distinct[0] ?? NONE) ?? new Int32Array(0);
    }
    const parts = distinct.map((p) => found.get(p) ?? new Int32Array(0));
    const merged = new Int32Array(parts.reduce((n, part) => n + part.length, 0));
    let at = 0;
    for (const part of parts) {
      merged.set(part, at);
      at += part.length;
    }
    return merged.sort().reverse();
  }

  /** The live slots grouped by province in one typed array, newest first within each. */
  private byProvince(): Map<number, Int32Array> {
    // Item i is slot size − 1 − i: newest first.
    const provinces = new Map<number, number>();
    const groupOf = new Int32Array(this.size);
    for (let item = 0; item < this.size; item += 1) {
      const slot = this.size - 1 - item;
      if (this.alive[slot] !== 1) {
        groupOf[item] = -1;
        continue;
      }
      const provincia = this.provincia[slot] ?? NONE;
      let group = provinces.get(provincia);
      if (group === undefined) {
        group = provinces.size;
        provinces.set(provincia, group);
      }
      groupOf[item] = group;
    }
    const { runs } = laidOutInGroups(
      groupOf,
      Array.from(provinces.values()),
      (item) => this.size - 1 - item,
    );
    return new Map(
      [...provinces].map(([provincia, group]) => [provincia, runs[group] ?? new Int32Array(0)]),
    );
  }

  /** The slot of an offer of the family, if listed. */
  slotOf(id: number): number | undefined {
    return this.slotById.get(id);
  }

  /** Whether the family should be laid out again (a third of its slots dead). */
  get stale(): boolean {
    return this.size - this.live > Math.max(1024, this.live / 3);
  }

  /** Adds or replaces an offer, in its place by publication. */
  put(offer: ListableOffer): void {
    const slot = this.slotOf(offer.id);
    if (slot !== undefined && this.publishedAt[slot] === offer.publishedAt) {
      this.write(slot, offer);
      return;
    }
    if (slot !== undefined) {
      this.kill(offer.id);
    }
    this.reserve(this.size + 1);
    const place = this.placeOf(offer);
    if (place === this.size) {
      this.append(offer);
    } else {
      this.insert(place, offer);
    }
  }

  /** Leaves the offer's slot dead (skipped by every read). */
  kill(id: number): void {
    const slot = this.slotOf(id);
    if (slot !== undefined) {
      this.watcher?.beforeChange(slot);
      this.generation += 1;
      this.alive[slot] = 0;
      this.deadline[slot] = CLOSED;
      this.slotById.delete(id);
      this.live -= 1;
      this.watcher?.afterChange(slot);
    }
  }

  private reserve(size: number): void {
    this.ids = grown(this.ids, size);
    this.alive = grown(this.alive, size);
    this.publishedAt = grown(this.publishedAt, size);
    this.deadline = grown(this.deadline, size);
    this.startsOn = grown(this.startsOn, size);
    this.provincia = grown(this.provincia, size);
    this.paraIntermediacion = grown(this.paraIntermediacion, size);
    for (const name of scalarFacets) {
      this.scalars[name] = grown(this.scalars[name], size);
    }
    for (const name of degreeFacets) {
      this.degrees[name].reserve(size);
    }
  }

  /** The first slot holding an offer published after this one (`size` when it is the newest). */
  private placeOf(offer: ListableOffer): number {
    return firstNotBefore(this.size, (slot) => {
      const at = this.publishedAt[slot] ?? 0;
      return (
        at < offer.publishedAt || (at === offer.publishedAt && (this.ids[slot] ?? 0) < offer.id)
      );
    });
  }

  /**
   * Puts an offer published before the newest (approved after later ones, its company unblocked)
   * in its place: the newer slots move up by one. Kept passes hold offer ids and find slots
   * afresh, so they follow; what was derived from slot numbers changes generation.
   */
  private insert(place: number, offer: ListableOffer): void {
    const end = this.size;
    const shift = (column: { copyWithin(target: number, start: number, end: number): unknown }) => {
      column.copyWithin(place + 1, place, end);
    };
    for (const column of [
      this.ids,
      this.alive,
      this.publishedAt,
      this.deadline,
      this.startsOn,
      this.provincia,
      this.paraIntermediacion,
      ...scalarFacets.map((name) => this.scalars[name]),
      ...degreeFacets.flatMap((name) => [this.degrees[name].start, this.degrees[name].length]),
    ]) {
      shift(column);
    }
    this.size += 1;
    for (let slot = place + 1; slot <= end; slot += 1) {
      if (this.alive[slot] === 1) {
        this.slotById.set(this.ids[slot] ?? 0, slot);
      }
    }
    this.generation += 1;
    // The place is empty until written: a kept pass sees the offer arrive, not leave.
    this.alive[place] = 0;
    this.deadline[place] = CLOSED;
    for (const name of degreeFacets) {
      this.degrees[name].length[place] = 0;
    }
    this.live += 1;
    this.slotById.set(offer.id, place);
    this.ids[place] = offer.id;
    this.publishedAt[place] = offer.publishedAt;
    this.write(place, offer);
  }

  private append(offer: ListableOffer): void {
    const slot = this.size;
    this.size += 1;
    this.live += 1;
    this.slotById.set(offer.id, slot);
    this.ids[slot] = offer.id;
    this.publishedAt[slot] = offer.publishedAt;
    this.write(slot, offer);
  }

  private write(slot: number, o: ListableOffer): void {
    this.watcher?.beforeChange(slot);
    this.generation += 1;
    this.alive[slot] = 1;
    this.deadline[slot] = o.deadline === null ? 99_999_999 : dayNumber(o.deadline);
    this.startsOn[slot] = o.startsOn === null ? NONE : dayNumber(o.startsOn);
    this.provincia[slot] = o.provincia ?? NONE;
    this.paraIntermediacion[slot] = o.paraIntermediacion ? 1 : 0;
    const scalarValues: Record<ScalarFacet, number> = {
      contrato: o.contrato ?? NONE,
      salario: o.salario ?? NONE,
      areaFuncional: o.areaFuncional ?? NONE,
      tituloPrograma: o.tituloPrograma ?? NONE,
      tiposFormacion: o.tiposFormacion ?? NONE,
    };
    for (const name of scalarFacets) {
      const value = scalarValues[name];
      this.scalars[name][slot] = value;
      this.maxValue[name] = Math.max(this.maxValue[name], value);
    }
    const degreeValues: Record<DegreeFacet, Int32Array> = {
      titulaciones: o.degrees.length === 0 ? EMPTY : Int32Array.from(new Set(o.degrees)),
      areasTitulaciones: o.degrees.length === 0 ? EMPTY : distinctOf(o.degrees, ambitoOf),
      nivelesTitulaciones: o.degrees.length === 0 ? EMPTY : distinctOf(o.degrees, nivelOf),
    };
    for (const name of degreeFacets) {
      const values = degreeValues[name];
      this.degrees[name].set(slot, values);
      for (const v of values) {
        this.maxValue[name] = Math.max(this.maxValue[name], v);
      }
    }
    this.watcher?.afterChange(slot);
  }
}
