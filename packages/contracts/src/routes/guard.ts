import type { Role, StaffRole } from '../api/auth.ts';
import { matchRoute, type RouteParams } from './match-route.ts';
import {
  routesByName,
  type AppRoute,
  type BrandPermissions,
  type RouteAccess,
} from './route-table.ts';

export interface GuardInput {
  /** The path being visited (a query string or hash, if present, is ignored for matching). */
  pathname: string;
  /** Query string of the visit (with or without '?'), kept in the remembered path. */
  search?: string;
  /** Role of the signed-in user; null when nobody is signed in (or the token expired). */
  role: Role | null;
  /** Careers-office role of a staff user (token claim `staff`); absent for everyone else. */
  staffRole?: StaffRole | null;
  /** The brand's feature switches. */
  permissions: BrandPermissions;
  /** Brand setting `mantenimiento`. */
  maintenance: boolean;
  /** God-mode flag stored locally after the server accepted the maintenance key. */
  godMode: boolean;
}

export type GuardRedirectReason =
  | 'maintenance'
  | 'not-in-maintenance'
  | 'unknown-path'
  | 'signed-in-on-login'
  | 'sign-in-required'
  | 'wrong-role'
  | 'missing-permission';

export type GuardDecision =
  | { action: 'allow'; route: AppRoute; params: RouteParams }
  | {
      action: 'redirect';
      to: string;
      reason: GuardRedirectReason;
      /** The wanted path to keep as `prelogin` and restore after login. */
      remember?: string;
    };

const HOME = '/';
const MAINTENANCE_PATH = routesByName.mantenimiento.path;
const LOGIN_PATH = routesByName.login.path;
const STAFF_LOGIN_PATH = routesByName.login_gestion.path;

const roleOfAccess: Readonly<Partial<Record<RouteAccess, Role>>> = {
  candidate: 'alumno',
  company: 'empresa',
  staff: 'gestor',
  admin: 'gestor',
};

function redirect(to: string, reason: GuardRedirectReason, remember?: string): GuardDecision {
  return remember === undefined
    ? { action: 'redirect', to, reason }
    : { action: 'redirect', to, reason, remember };
}

function wantedPath(pathname: string, search: string | undefined): string {
  if (search === undefined || search === '' || search === '?') {
    return pathname;
  }
  return `${pathname}${search.startsWith('?') ? search : `?${search}`}`;
}

/**
 * The navigation guard of the spec, as a pure function of the visit, the session and the
 * brand. In order:
 * 1. maintenance mode (without god mode) sends every page but /mantenimiento and /gma2019 to
 *    /mantenimiento; out of maintenance, /mantenimiento itself leads to /;
 * 2. an unknown path goes to /;
 * 3. a signed-in user on a login page goes to /;
 * 4. a page that needs sign-in sends a visitor to /login (a staff page to /gestion/login),
 *    remembering the wanted path (not for /);
 * 5. a company-only, candidate-only (or staff-only) page visited by another role goes to /, and an
 *    administrators' page visited by a manager goes to /gestion;
 * 6. a page whose brand permission is false goes to /.
 */
export function resolveGuard(input: GuardInput): GuardDecision {
  const match = matchRoute(input.pathname);
  const inMaintenance = input.maintenance && !input.godMode;

  if (inMaintenance) {
    if (match?.route.kind === 'maintenance') {
      return { action: 'allow', route: match.route, params: match.params };
    }
    return redirect(MAINTENANCE_PATH, 'maintenance');
  }
  if (match === null) {
    return redirect(HOME, 'unknown-path');
  }
  const { route, params } = match;
  if (route.name === 'mantenimiento' && !input.maintenance) {
    return redirect(HOME, 'not-in-maintenance');
  }
  if (route.kind === 'login' && input.role !== null) {
    return redirect(HOME, 'signed-in-on-login');
  }
  if (route.access !== 'public' && input.role === null) {
    const wanted = wantedPath(input.pathname, input.search);
    if (route.access === 'staff' || route.access === 'admin') {
      return redirect(STAFF_LOGIN_PATH, 'sign-in-required', wanted);
    }
    return route.path === HOME
      ? redirect(LOGIN_PATH, 'sign-in-required')
      : redirect(LOGIN_PATH, 'sign-in-required', wanted);
  }
  const requiredRole = roleOfAccess[route.access];
  if (requiredRole !== undefined && input.role !== requiredRole) {
    return redirect(HOME, 'wrong-role');
  }
  // A manager on an administrators' page goes back to the back-office home.
  if (route.access === 'admin' && input.staffRole !== 'administrador') {
    return redirect(routesByName.gestion.path, 'wrong-role');
  }
  if (route.permission !== undefined && !input.permissions[route.permission]) {
    return redirect(HOME, 'missing-permission');
  }
  return { action: 'allow', route, params };
}
