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

const staticLabels: Record<Exclude<OfferFacetName, 'tituloPrograma'>, Map<number, string>> = {
  contrato: labels(tiposContrato),
  salario: labels(rangosSalariales),
  titulaciones: labels(titulaciones),
  areasTitulaciones: labels(ambitos),
  areaFuncional: labels(areasFuncionales),
  nivelesTitulaciones: labels(nivelesTitulaciones),
  tiposFormacion: labels(tiposFormacion),
};

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
  for (const values of Object.values(facets)) {
    values.sort((a, b) => b.total - a.total || a.descripcion.localeCompare(b.descripcion, 'es'));
  }
  return facets;
}
