import { resolveGuard, type BrandSettings, type GuardDecision } from '@portal/contracts';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { brandPermissionsOf, useBrand } from '../../lib/brand.ts';
import { isTokenExpired } from '../../lib/jwt.ts';
import { useSessionState, type SessionState } from '../../lib/session.ts';

/** The guard decision for the current location, session and brand. */
export function useGuardDecision(): GuardDecision {
  const { pathname, search } = useLocation();
  const { session, godMode } = useSessionState();
  const brand = useBrand();
  return useMemo(
    () => guardDecisionFor({ pathname, search }, { session, godMode }, brand),
    [pathname, search, session, godMode, brand],
  );
}

/** The guard decision for a location, session and brand (also read before the first render). */
export function guardDecisionFor(
  { pathname, search }: { pathname: string; search: string },
  { session, godMode }: Pick<SessionState, 'session' | 'godMode'>,
  brand: BrandSettings,
): GuardDecision {
  return resolveGuard({
    pathname,
    search,
    // An expired token counts as signed out; the session watcher removes it and shows code 2.
    role: session !== null && !isTokenExpired(session.claims) ? session.role : null,
    staffRole: session?.claims.staffRole ?? null,
    permissions: brandPermissionsOf(brand),
    maintenance: brand.mantenimiento,
    godMode,
  });
}
