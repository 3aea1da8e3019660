import { offerFacetNames, type OfferFacetName } from '@portal/contracts';

/** Which view of a list page is shown: every offer, or the offers that fit my CV. */
export type OfferView = 'todas' | 'encajan';

/** Options of the `date` filter: published in the last N days. */
export const dateFilterDays = [1, 7, 15, 30] as const;

/**
 * The state of an offer list page (filters), as kept in the URL query. Wire names are the
 * spec's, so a shared URL reads the same as the API query.
 */
export interface OfferFilters {
  titulo: string;
  date: number | null;
  /** A day as YYYY-MM-DD. */
  fechainicio: string | null;
  provincia: number[];
  omitirInscritos: boolean;
  paraIntermediacion: boolean;
  facets: Record<OfferFacetName, number[]>;
  pagina: number;
  vista: OfferView;
}

export const emptyFacets = (): Record<OfferFacetName, number[]> =>
  Object.fromEntries(offerFacetNames.map((name) => [name, [] as number[]])) as Record<
    OfferFacetName,
    number[]
  >;

export const defaultFilters = (): OfferFilters => ({
  titulo: '',
  date: null,
  fechainicio: null,
  provincia: [],
  omitirInscritos: false,
  paraIntermediacion: false,
  facets: emptyFacets(),
  pagina: 1,
  vista: 'todas',
});

/** Ids from repeated (`a=1&a=2`) or comma-separated (`a=1,2`) values; invalid ids dropped. */
function idsOf(params: URLSearchParams, key: string): number[] {
  const ids = params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => Number(value.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, 100);
}

const isTrue = (value: string | null) => value === 'true' || value === '1';

function positiveInt(value: string | null, max: number): number | null {
  if (value === null || !/^\d+$/.test(value)) {
    return null;
  }
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
}

/** YYYY-MM-DD or dd/mm/yyyy (as the API accepts), normalised to YYYY-MM-DD. */
function isoDay(value: string | null): string | null {
  if (value === null) {
    return null;
  }
  const spanish = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  const iso = spanish
    ? `${spanish[3] ?? ''}-${spanish[2] ?? ''}-${spanish[1] ?? ''}`
    : value.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) {
    return null;
  }
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

/**
 * Reads the page state from the URL query. `filter=intermediacion` (the intermediation banner's
 * link) means `paraIntermediacion`. Unknown or malformed values are ignored.
 */
export function filtersFromSearch(search: URLSearchParams | string): OfferFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const facets = emptyFacets();
  for (const name of offerFacetNames) {
    facets[name] = idsOf(params, name);
  }
  return {
    titulo: (params.get('titulo') ?? '').trim().slice(0, 200),
    date: positiveInt(params.get('date'), 366),
    fechainicio: isoDay(params.get('fechainicio')),
    provincia: idsOf(params, 'provincia'),
    omitirInscritos: isTrue(params.get('omitirInscritos')),
    paraIntermediacion:
      isTrue(params.get('paraIntermediacion')) || params.get('filter') === 'intermediacion',
    facets,
    pagina: positiveInt(params.get('pagina'), 100_000) ?? 1,
    vista: params.get('vista') === 'encajan' ? 'encajan' : 'todas',
  };
}

/** Filter values shared by the URL and the API query (everything but the page and the view). */
function filterEntries(filters: OfferFilters): [string, string][] {
  const entries: [string, string][] = [];
  if (filters.titulo.trim() !== '') {
    entries.push(['titulo', filters.titulo.trim()]);
  }
  if (filters.date !== null) {
    entries.push(['date', String(filters.date)]);
  }
  if (filters.fechainicio !== null) {
    entries.push(['fechainicio', filters.fechainicio]);
  }
  if (filters.provincia.length > 0) {
    entries.push(['provincia', filters.provincia.join(',')]);
  }
  if (filters.omitirInscritos) {
    entries.push(['omitirInscritos', 'true']);
  }
  if (filters.paraIntermediacion) {
    entries.push(['paraIntermediacion', 'true']);
  }
  for (const name of offerFacetNames) {
    const ids = filters.facets[name];
    if (ids.length > 0) {
      entries.push([name, ids.join(',')]);
    }
  }
  return entries;
}

/** The URL query of a page state; defaults are left out so URLs stay short and stable. */
export function searchFromFilters(filters: OfferFilters): URLSearchParams {
  const params = new URLSearchParams(filterEntries(filters));
  if (filters.pagina > 1) {
    params.set('pagina', String(filters.pagina));
  }
  if (filters.vista === 'encajan') {
    params.set('vista', 'encajan');
  }
  return params;
}

/** The query of `dameOfertasUsuario/{tipo}` for a page state. */
export function apiQueryOf(filters: OfferFilters, porPagina: number): URLSearchParams {
  return new URLSearchParams([
    ['pagina', String(filters.pagina)],
    ['porPagina', String(porPagina)],
    ...filterEntries(filters),
  ]);
}

/** How many filters are set (the text search aside), for the "filters (n)" label. */
export function activeFilterCount(filters: OfferFilters): number {
  return (
    (filters.date === null ? 0 : 1) +
    (filters.fechainicio === null ? 0 : 1) +
    filters.provincia.length +
    (filters.omitirInscritos ? 1 : 0) +
    (filters.paraIntermediacion ? 1 : 0) +
    offerFacetNames.reduce((sum, name) => sum + filters.facets[name].length, 0)
  );
}

/** A state with some values changed; any change but the page goes back to page 1. */
export function withFilters(filters: OfferFilters, patch: Partial<OfferFilters>): OfferFilters {
  return { ...filters, pagina: 1, ...patch };
}

/** Adds or removes one value of a facet. */
export function toggleFacetValue(
  filters: OfferFilters,
  facet: OfferFacetName,
  id: number,
  on: boolean,
): OfferFilters {
  const current = filters.facets[facet];
  const next = on
    ? [...new Set([...current, id])].sort((a, b) => a - b)
    : current.filter((v) => v !== id);
  return withFilters(filters, { facets: { ...filters.facets, [facet]: next } });
}

/** Every filter cleared; the text search and the view stay. */
export function clearedFilters(filters: OfferFilters): OfferFilters {
  return { ...defaultFilters(), titulo: filters.titulo, vista: filters.vista };
}
