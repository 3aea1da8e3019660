import { matchRoute, type RouteMatch } from '@portal/contracts';
import { useMemo } from 'react';
import { useLocation } from 'react-router';

/** The route-table entry of the current location (null for an unknown path). */
export function useCurrentRoute(): RouteMatch | null {
  const { pathname } = useLocation();
  return useMemo(() => matchRoute(pathname), [pathname]);
}

/** Survey pages allow only closing the error banner and skip the expiry check. */
export function isSurveyPath(pathname: string): boolean {
  return matchRoute(pathname)?.route.kind === 'survey';
}
