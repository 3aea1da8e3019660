import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { filtersFromSearch, searchFromFilters, type OfferFilters } from './offer-filters.ts';

export interface SetFiltersOptions {
  /** Replace the history entry instead of adding one (typing in the search box). */
  replace?: boolean;
}

/**
 * The list page's state, kept in the URL query: shareable, restored by reload and by the back
 * button. Every change is a new history entry except those made with `replace`.
 */
export function useOfferFilters(): [
  OfferFilters,
  (next: OfferFilters, options?: SetFiltersOptions) => void,
] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const key = params.toString();
  const filters = useMemo(() => filtersFromSearch(key), [key]);
  const setFilters = useCallback(
    (next: OfferFilters, options: SetFiltersOptions = {}) => {
      // A late update (the search box's timer) must not pull the user back from the page a link
      // has just started to open.
      if (window.location.pathname !== pathname) {
        return;
      }
      const search = searchFromFilters(next);
      if (search.toString() !== key) {
        setParams(search, { replace: options.replace === true, preventScrollReset: true });
      }
    },
    [key, pathname, setParams],
  );
  return [filters, setFilters];
}
