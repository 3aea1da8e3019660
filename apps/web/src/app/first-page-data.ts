import type { BrandSettings, RouteMatch, RouteName } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { brandSettingsQueryOptions } from '../lib/brand.ts';
import { prepareDayFormatter } from '../lib/dates.ts';
import { currentLanguage } from '../lib/i18n.ts';
import { getSessionState, type Session } from '../lib/session.ts';
import { guardDecisionFor } from './guard/use-guard.ts';

/** Starts the calls a page makes when it first renders, with the same query options. */
export type PagePrefetch = (
  client: QueryClient,
  context: { session: Session; brand: BrandSettings; match: RouteMatch },
) => void;

type PrefetchModule = Promise<{ prefetchPageData: PagePrefetch }>;

const offerList = (): PrefetchModule => import('../features/offers/api/offer-list-prefetch.ts');

/** The pages people open first whose content waits for calls (Lighthouse). */
const prefetchers: Partial<Record<RouteName, () => PrefetchModule>> = {
  home: () => import('../features/home/api/home-prefetch.ts'),
  ofertas_practicas: offerList,
  ofertas_practicas_titulados: offerList,
  ofertas_empleo: offerList,
};

/**
 * At start-up, the first page's data calls start as soon as the brand settings are known, in
 * parallel with the page's code and texts, instead of after the page has rendered (one round
 * trip and a render less before the content shows on a slow phone). Only when the route guard
 * lets the signed-in user open the page: nothing is called that the page would not call.
 */
export async function prefetchFirstPageData(client: QueryClient, match: RouteMatch): Promise<void> {
  const load = prefetchers[match.route.name];
  if (load === undefined || getSessionState().session === null) {
    return;
  }
  const [module, brand] = await Promise.all([load(), client.query(brandSettingsQueryOptions)]);
  const state = getSessionState();
  const decision = guardDecisionFor(window.location, state, brand);
  if (
    state.session === null ||
    decision.action !== 'allow' ||
    decision.route.name !== match.route.name
  ) {
    return;
  }
  module.prefetchPageData(client, { session: state.session, brand, match });
  // In a task of its own, once the calls are out.
  setTimeout(() => {
    prepareDayFormatter(currentLanguage());
  }, 0);
}
