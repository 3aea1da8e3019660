import {
  companyProcessQuerySchema,
  offerFamilies,
  type CompanyProcessQuery,
  type OfferFamily,
} from '@portal/contracts';

/** Filter keys kept in the URL of "my offers" (misofertas). */
export const myOffersFilterKeys = [
  'estado',
  'date',
  'titulo',
  'type',
  'omitirLeidos',
  'caducanPronto',
  'soloConCandidatos',
] as const;

/** The filters of "my offers"; every one optional. */
export type OfferListFilters = Partial<CompanyProcessQuery>;

const isFamily = (value: string | undefined): value is OfferFamily =>
  offerFamilies.some((f) => f === value);

/**
 * The filters from the URL: the family of the path (/mis-ofertas/empleo) wins over `type`; a value
 * the contracts schema refuses is dropped alone, so a hand-edited URL still lists the rest.
 */
export function filtersFromSearch(
  search: URLSearchParams,
  pathFamily: string | undefined,
): OfferListFilters {
  const raw: Record<string, string> = {};
  for (const key of myOffersFilterKeys) {
    const value = search.get(key);
    if (value !== null && value.trim() !== '') {
      raw[key] = value;
    }
  }
  if (isFamily(pathFamily)) {
    raw.type = pathFamily;
  }
  const filters: OfferListFilters = {};
  for (const [key, value] of Object.entries(raw)) {
    const parsed = companyProcessQuerySchema.safeParse({ [key]: value });
    if (parsed.success) {
      const entry: unknown = (parsed.data as Record<string, unknown>)[key];
      if (entry !== undefined && entry !== false) {
        Object.assign(filters, { [key]: entry });
      }
    }
  }
  return filters;
}

/** The URL query of the filters, without the family when the path already carries it. */
export function searchFromFilters(
  filters: OfferListFilters,
  pathFamily: string | undefined,
): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of myOffersFilterKeys) {
    const value = filters[key];
    if (value === undefined || value === false || value === '') {
      continue;
    }
    if (key === 'type' && isFamily(pathFamily)) {
      continue;
    }
    search.set(key, String(value));
  }
  return search;
}

/** How many filters are on (the family of the path not counted). */
export function activeFilterCount(filters: OfferListFilters, pathFamily: string | undefined) {
  return [...searchFromFilters(filters, pathFamily).keys()].length;
}
