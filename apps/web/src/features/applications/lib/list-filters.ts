import type { OfferFamily, RouteName } from '@portal/contracts';

/** The filters of my applications kept in the URL (estado, text, type). */
export interface ApplicationFilters {
  estado: number[];
  text: string;
  pagina: number;
}

export const APPLICATIONS_PER_PAGE = 10;

/** The list route of each family: the `type` filter is the list itself. */
export const listRouteOf: Record<OfferFamily, RouteName> = {
  practicas: 'mis_candidaturas_estudiante',
  practicastitulados: 'mis_candidaturas_titulado',
  empleo: 'mis_candidaturas_empleo',
};

export function familyOfRoute(name: RouteName | undefined): OfferFamily | null {
  const entry = Object.entries(listRouteOf).find(([, route]) => route === name);
  return entry === undefined ? null : (entry[0] as OfferFamily);
}

/** The families a candidate sees: students the student internships, graduates the other two. */
export function visibleFamilies(hasPracticas: boolean, hasEmpleo: boolean): OfferFamily[] {
  const families: OfferFamily[] = [];
  if (hasPracticas || !hasEmpleo) {
    families.push('practicas');
  }
  if (hasEmpleo || !hasPracticas) {
    families.push('practicastitulados', 'empleo');
  }
  return families;
}

/** Reads the filters from a query string; anything malformed is dropped. */
export function parseFilters(params: URLSearchParams): ApplicationFilters {
  const estado = (params.get('estado') ?? '')
    .split(',')
    .filter((v) => /^\d{1,3}$/.test(v))
    .map(Number)
    .filter((v, i, all) => v > 0 && all.indexOf(v) === i);
  const pagina = Number(params.get('pagina') ?? '1');
  return {
    estado,
    text: (params.get('text') ?? '').slice(0, 200),
    pagina: Number.isInteger(pagina) && pagina >= 1 ? pagina : 1,
  };
}

/** Writes the filters as a query string (defaults left out, so clean URLs stay clean). */
export function serialiseFilters(filters: ApplicationFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.estado.length > 0) {
    params.set('estado', filters.estado.join(','));
  }
  if (filters.text.trim() !== '') {
    params.set('text', filters.text.trim());
  }
  if (filters.pagina > 1) {
    params.set('pagina', String(filters.pagina));
  }
  return params;
}

/** Moves the item at `from` one place up (-1) or down (+1); unchanged at the ends. */
export function moveItem<T>(items: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item === undefined || to < 0 || to > items.length - 1) {
    return [...items];
  }
  next.splice(to, 0, item);
  return next;
}

/** The offer sheet route of each family (H1's offer screens). */
export const offerSheetRouteOf: Record<OfferFamily, RouteName> = {
  practicas: 'ficha_oferta_alumno_practicas',
  practicastitulados: 'ficha_oferta_alumno_practicas_titulados',
  empleo: 'ficha_oferta_alumno_empleo',
};
