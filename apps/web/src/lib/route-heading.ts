import type { AppRoute } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type routes from '../locales/es/routes.json';
import { useCurrentRoute } from './current-route.ts';

/** A key of the heading table (the `routes` namespace); a test checks the table uses only these. */
export type RouteHeadingKey = keyof typeof routes;

/** The heading of a route from the heading table. */
export function headingText(t: TFunction<'routes'>, route: Pick<AppRoute, 'heading'>): string {
  return t(route.heading as RouteHeadingKey);
}

/** The heading of the current page from the heading table (`routes` namespace). */
export function useRouteHeading(): string {
  const { t } = useTranslation('routes');
  const match = useCurrentRoute();
  return match === null ? '' : headingText(t, match.route);
}
