import {
  areasFuncionales,
  idiomas,
  localidades,
  nivelesIdioma,
  programasInformaticos,
  provincias,
  rangosSalariales,
  sectoresActividad,
  tiposContrato,
  tiposFormacion,
  titulaciones,
  type ItemDominio,
} from './data/index.ts';

/** One reference list indexed by id, once, for the services and mappers that read it. */
export interface DomainLookup<T extends ItemDominio = ItemDominio> {
  /** The id is on the list (form validation). */
  has(id: number): boolean;
  /** The whole row. */
  get(id: number): T | undefined;
  /** `{ id, descripcion, descripcionEn? }` as the wire names it; null for no id or an unknown one. */
  named(id: number | null): ItemDominio | null;
}

export function domainLookup<T extends ItemDominio>(items: readonly T[]): DomainLookup<T> {
  const rows = new Map(items.map((i) => [i.id, i]));
  const named = new Map(
    items.map((i) => [
      i.id,
      i.descripcionEn === undefined
        ? { id: i.id, descripcion: i.descripcion }
        : { id: i.id, descripcion: i.descripcion, descripcionEn: i.descripcionEn },
    ]),
  );
  return {
    has: (id) => rows.has(id),
    get: (id) => rows.get(id),
    named: (id) => (id === null ? null : (named.get(id) ?? null)),
  };
}

/** The reference lists an offer points to (its form checks and its sheet). */
export const offerDomains = {
  sector: domainLookup(sectoresActividad),
  contrato: domainLookup(tiposContrato),
  area: domainLookup(areasFuncionales),
  provincia: domainLookup(provincias),
  localidad: domainLookup(localidades),
  rango: domainLookup(rangosSalariales),
  formacion: domainLookup(tiposFormacion),
  titulacion: domainLookup(titulaciones),
  idioma: domainLookup(idiomas),
  nivel: domainLookup(nivelesIdioma),
  programa: domainLookup(programasInformaticos),
} as const;

/** A province's name; null for no id or an unknown one. */
export const provinceName = (id: number | null) =>
  id === null ? null : (offerDomains.provincia.get(id)?.nombre ?? null);

/** A degree's name (in English when asked and known); undefined for an unknown id. */
export const degreeName = (id: number, language: 'es' | 'en' = 'es') => {
  const degree = offerDomains.titulacion.get(id);
  return language === 'en' ? (degree?.descripcionEn ?? degree?.descripcion) : degree?.descripcion;
};

/** A language's name (in English when asked and known); undefined for an unknown id. */
export const languageName = (id: number, language: 'es' | 'en' = 'es') => {
  const item = offerDomains.idioma.get(id);
  return language === 'en' ? (item?.descripcionEn ?? item?.descripcion) : item?.descripcion;
};
