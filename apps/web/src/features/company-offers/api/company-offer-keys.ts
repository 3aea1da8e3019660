import type { OfferListFilters } from '../lib/my-offers-filters.ts';

/** Query keys of the company's offers; mutations invalidate through `all`. */
export const companyOfferKeys = {
  all: ['company-offers'] as const,
  lists: () => [...companyOfferKeys.all, 'list'] as const,
  list: (filters: OfferListFilters) => [...companyOfferKeys.lists(), filters] as const,
  sheet: (id: string) => [...companyOfferKeys.all, 'sheet', id] as const,
  studentView: (id: string) => [...companyOfferKeys.all, 'student-view', id] as const,
  editable: (id: string) => [...companyOfferKeys.all, 'editable', id] as const,
  programmes: () => [...companyOfferKeys.all, 'programmes'] as const,
  // Own prefix: the offers feature caches some of these lists in another shape.
  domain: (name: string) => ['company-offers-domains', name] as const,
};
