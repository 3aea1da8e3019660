/** The code of the offer lists' filters panel (loaded apart from the list: offer-list-page.tsx). */
export const loadFiltersPanel = () => import('../components/offer-filters-panel.tsx');

/** Whether the filters show unfolded beside the list (the page's wide layout). */
export const wideLayoutQuery = '(min-width: 62em)';
