import type { PagePrefetch } from '../../../app/first-page-data.ts';
import { familyOfRoute } from '../lib/offer-families.ts';
import { familyVisible } from '../../../lib/session.ts';
import { loadFiltersPanel, wideLayoutQuery } from '../lib/load-filters-panel.ts';
import { filtersFromSearch } from '../lib/offer-filters.ts';
import { offersQueryOptions } from './get-offers.ts';

/** A failed call shows as the page's own call would (the query cache reports it). */
const ignore = () => undefined;

/** The offer list's first call (OfferListView, tab 'todas'), started at start-up. */
export const prefetchPageData: PagePrefetch = (client, { session, match }) => {
  const family = familyOfRoute(match.route.name);
  const filters = filtersFromSearch(new URLSearchParams(window.location.search).toString());
  if (family === null || !familyVisible(family, session) || filters.vista !== 'todas') {
    return;
  }
  if (window.matchMedia(wideLayoutQuery).matches) {
    // The panel shows unfolded beside the list from the first render.
    loadFiltersPanel().catch(ignore);
  }
  client.query(offersQueryOptions(family, filters)).catch(ignore);
};
