import {
  offerFacetNames,
  type FacetValue,
  type OfferFacetName,
  type OfferFacets,
  type OfferListQuery,
} from '@portal/contracts';
import {
  ambitos,
  areasFuncionales,
  nivelesTitulaciones,
  rangosSalariales,
  tiposContrato,
  tiposFormacion,
  titulaciones,
  type NivelTitulacion,
} from '../domains/data/index.ts';
import type { FacetCount } from './offer-index.ts';
import type { FacetFilters } from './offers.repository.ts';

/** A degree's level as an id of the nivelesTitulaciones list (7 Grado, 9 Máster, 10 Doctorado). */
export function nivelTitulacionId(nivel: NivelTitulacion): number {
  return nivel === 'grado' ? 7 : nivel === 'master' ? 9 : 10;
}

const degreesWhere = (keep: (t: (typeof titulaciones)[number]) => boolean) =>
  titulaciones.filter(keep).map((t) => t.id);

/** The facet filters of a query, degree facets turned into the degree ids they stand for. */
export function facetFiltersOf(query: OfferListQuery): FacetFilters {
  const out: FacetFilters = {};
  for (const name of offerFacetNames) {
    const ids = query[name];
    if (!ids || ids.length === 0) {
      continue;
    }
    if (name === 'areasTitulaciones') {
      out[name] = degreesWhere((t) => ids.includes(t.idAmbito));
    } else if (name === 'nivelesTitulaciones') {
      out[name] = degreesWhere((t) => ids.includes(nivelTitulacionId(t.nivel)));
    } else {
      out[name] = ids;
    }
  }
  return out;
}

const labels = (items: readonly { id: number; descripcion: string }[]) =>
  new Map(items.map((i) => [i.id, i.descripcion]));

const collator = new Intl.Collator('es');

/**
 * Each value's place when its names are sorted alphabetically (equal names, equal places):
 * facets are sorted on every list nobody asked before, and comparing the names there through
 * the collator cost more than counting them.
 */
function alphabeticalPlaces(names: Map<number, string>): Map<number, number> {
  const sorted = [...names].sort(([, a], [, b]) => collator.compare(a, b));
  const places = new Map<number, number>();
  sorted.forEach(([id, name], k) => {
    const previous = sorted[k - 1];
    places.set(
      id,
      previous && collator.compare(previous[1], name) === 0 ? (places.get(previous[0]) ?? k) : k,
    );
  });
  return places;
}

const staticLabels: Record<Exclude<OfferFacetName, 'tituloPrograma'>, Map<number, string>> = {
  contrato: labels(tiposContrato),
  salario: labels(rangosSalariales),
  titulaciones: labels(titulaciones),
  areasTitulaciones: labels(ambitos),
  areaFuncional: labels(areasFuncionales),
  nivelesTitulaciones: labels(nivelesTitulaciones),
  tiposFormacion: labels(tiposFormacion),
};

const staticPlaces = Object.fromEntries(
  Object.entries(staticLabels).map(([facet, names]) => [facet, alphabeticalPlaces(names)]),
) as Record<keyof typeof staticLabels, Map<number, number>>;

/** Facet counts with their names, most frequent first (names alphabetically on ties). */
export function toFacets(counts: FacetCount[], programmeTitles: Map<number, string>): OfferFacets {
  const facets = Object.fromEntries(offerFacetNames.map((n) => [n, [] as FacetValue[]])) as Record<
    OfferFacetName,
    FacetValue[]
  >;
  for (const c of counts) {
    const names = c.facet === 'tituloPrograma' ? programmeTitles : staticLabels[c.facet];
    const descripcion = names.get(c.valor);
    if (descripcion !== undefined) {
      facets[c.facet].push({ id: c.valor, descripcion, total: c.total });
    }
  }
  for (const name of offerFacetNames) {
    const values = facets[name];
    if (name === 'tituloPrograma') {
      values.sort((a, b) => b.total - a.total || collator.compare(a.descripcion, b.descripcion));
    } else {
      const places = staticPlaces[name];
      values.sort((a, b) => b.total - a.total || (places.get(a.id) ?? 0) - (places.get(b.id) ?? 0));
    }
  }
  return facets;
}
