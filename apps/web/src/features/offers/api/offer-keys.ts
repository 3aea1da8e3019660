import type { OfferFamily } from '@portal/contracts';
import { queryRoots } from '../../../lib/queries/query-roots.ts';

/** Query keys of the offers feature; mutations invalidate through `offerKeys.all`. */
export const offerKeys = {
  all: queryRoots.offers,
  lists: () => [...offerKeys.all, 'list'] as const,
  list: (family: OfferFamily, query: string) => [...offerKeys.lists(), family, query] as const,
  fitting: (pagina: number) => [...offerKeys.all, 'fitting', pagina] as const,
  sheet: (ref: string) => [...offerKeys.all, 'sheet', ref] as const,
  creditsWarning: (ref: string) => [...offerKeys.all, 'credits-warning', ref] as const,
  // Not under `all` (mutations need not reload it) nor a shared 'domains' key (other features
  // cache the same list in another shape).
  provinces: () => ['offers-domains', 'provincias'] as const,
  /** A facet's reference list (its English names). */
  facetNames: (list: string) => ['offers-domains', list] as const,
};
