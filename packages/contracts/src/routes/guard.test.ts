import { describe, expect, it } from 'vitest';
import { staffRoles, type Role } from '../api/auth.ts';
import { resolveGuard, type GuardDecision, type GuardInput } from './guard.ts';
import {
  brandPermissions,
  routeTable,
  type AppRoute,
  type BrandPermission,
  type BrandPermissions,
  type RouteAccess,
} from './route-table.ts';

const allOn = Object.fromEntries(brandPermissions.map((p) => [p, true])) as Record<
  BrandPermission,
  boolean
>;
const roles: readonly (Role | null)[] = [null, 'alumno', 'empresa', 'gestor'];
const roleOfAccess: Partial<Record<RouteAccess, Role>> = {
  candidate: 'alumno',
  company: 'empresa',
  staff: 'gestor',
  admin: 'gestor',
};

/** Concrete paths that lead to a route: each parameter filled, optional ones with and without. */
function samplePaths(route: AppRoute): string[] {
  const segments = route.path.split('/').filter(Boolean);
  let paths = [''];
  for (const segment of segments) {
    if (!segment.startsWith(':')) {
      paths = paths.map((p) => `${p}/${segment}`);
      continue;
    }
    const optional = segment.endsWith('?');
    const name = segment.slice(1, optional ? -1 : undefined);
    const value = route.params?.[name]?.[0] ?? '123';
    const filled = paths.map((p) => `${p}/${value}`);
    paths = optional ? [...paths, ...filled] : filled;
  }
  return paths.map((p) => (p === '' ? '/' : p));
}

function permissionsWith(permission: BrandPermission | undefined, on: boolean): BrandPermissions {
  return permission === undefined ? allOn : { ...allOn, [permission]: on };
}

/** The spec's rules restated declaratively, to check the implementation against. */
function expected(route: AppRoute, path: string, input: GuardInput): string {
  if (input.maintenance && !input.godMode) {
    return route.kind === 'maintenance' ? 'allow' : '/mantenimiento';
  }
  if (route.name === 'mantenimiento' && !input.maintenance) {
    return '/';
  }
  if (route.kind === 'login' && input.role !== null) {
    return '/';
  }
  if ((route.access === 'staff' || route.access === 'admin') && input.role === null) {
    return `/gestion/login remember ${path}`;
  }
  if (route.access !== 'public' && input.role === null) {
    return path === '/' ? '/login' : `/login remember ${path}`;
  }
  const needed = roleOfAccess[route.access];
  if (needed !== undefined && needed !== input.role) {
    return '/';
  }
  if (route.access === 'admin' && input.staffRole !== 'administrador') {
    return '/gestion';
  }
  if (route.permission !== undefined && !input.permissions[route.permission]) {
    return '/';
  }
  return 'allow';
}

function describeDecision(decision: GuardDecision): string {
  if (decision.action === 'allow') {
    return 'allow';
  }
  return decision.remember === undefined
    ? decision.to
    : `${decision.to} remember ${decision.remember}`;
}

describe('resolveGuard: every route × role × brand flag × maintenance × god mode', () => {
  const cases: [string, string, GuardInput, string][] = [];
  for (const route of routeTable as readonly AppRoute[]) {
    for (const path of samplePaths(route)) {
      for (const role of roles) {
        for (const staffRole of role === 'gestor' ? staffRoles : [null]) {
          for (const flag of [true, false]) {
            for (const maintenance of [false, true]) {
              for (const godMode of [false, true]) {
                const input: GuardInput = {
                  pathname: path,
                  role,
                  staffRole,
                  permissions: permissionsWith(route.permission, flag),
                  maintenance,
                  godMode,
                };
                cases.push([route.name, path, input, expected(route, path, input)]);
              }
            }
          }
        }
      }
    }
  }

  it('covers every route of the table', () => {
    const covered = new Set(cases.map(([name]) => name));
    expect(covered.size).toBe(routeTable.length);
    expect(cases.length).toBeGreaterThan(routeTable.length * 4 * 2 * 2 * 2 - 1);
  });

  it.each(cases)('%s at %s %o → %s', (name, _path, input, want) => {
    const decision = resolveGuard(input);
    expect(describeDecision(decision)).toBe(want);
    if (decision.action === 'allow') {
      expect(decision.route.name).toBe(name);
    }
  });
});

describe('resolveGuard: spec examples', () => {
  const base: GuardInput = {
    pathname: '/',
    role: null,
    permissions: allOn,
    maintenance: false,
    godMode: false,
  };

  it('remembers the wanted path with its query string', () => {
    expect(
      resolveGuard({ ...base, pathname: '/ofertas-empleo', search: '?filter=intermediacion' }),
    ).toEqual({
      action: 'redirect',
      to: '/login',
      reason: 'sign-in-required',
      remember: '/ofertas-empleo?filter=intermediacion',
    });
    expect(resolveGuard({ ...base, pathname: '/cv', search: 'a=1' })).toMatchObject({
      remember: '/cv?a=1',
    });
  });

  it('sends unknown paths to / (also for signed-out visitors)', () => {
    for (const pathname of [
      '/no-existe',
      '/ofertas-empleo/1/2',
      '/mis-ofertas/otra',
      '/nueva-oferta/x',
    ]) {
      expect(resolveGuard({ ...base, pathname, role: 'empresa' })).toMatchObject({
        to: '/',
        reason: 'unknown-path',
      });
    }
    expect(resolveGuard({ ...base, pathname: '/no-existe' })).toMatchObject({ to: '/' });
  });

  it('matches case-insensitively and ignores a trailing slash', () => {
    expect(resolveGuard({ ...base, pathname: '/Login/Empresas/' })).toMatchObject({
      action: 'allow',
      route: { name: 'login_empresas' },
    });
    expect(
      resolveGuard({ ...base, pathname: '/mis-ofertas/Empleo', role: 'empresa' }),
    ).toMatchObject({ action: 'allow', params: { id: 'empleo' } });
  });

  it('prefers static login variants over /login/{id}', () => {
    expect(resolveGuard({ ...base, pathname: '/login/antiguos' })).toMatchObject({
      route: { name: 'login_antiguos' },
    });
    expect(resolveGuard({ ...base, pathname: '/login/42' })).toMatchObject({
      route: { name: 'login_id' },
      params: { id: '42' },
    });
  });

  it('tells survey pages apart from the survey list', () => {
    expect(resolveGuard({ ...base, pathname: '/encuestas/abc' })).toMatchObject({
      action: 'allow',
      route: { name: 'ficha_encuestas', kind: 'survey' },
    });
    expect(resolveGuard({ ...base, pathname: '/encuestas/abc/acceso' })).toMatchObject({
      route: { name: 'acceso_encuesta' },
    });
    expect(resolveGuard({ ...base, pathname: '/encuestas' })).toMatchObject({
      to: '/login',
      remember: '/encuestas',
    });
  });

  it('keeps /mantenimiento and /gma2019 open in maintenance and sends the rest there', () => {
    const maintenance = { ...base, maintenance: true };
    expect(resolveGuard({ ...maintenance, pathname: '/gma2019' }).action).toBe('allow');
    expect(resolveGuard({ ...maintenance, pathname: '/mantenimiento' }).action).toBe('allow');
    expect(resolveGuard({ ...maintenance, pathname: '/login' })).toMatchObject({
      to: '/mantenimiento',
      reason: 'maintenance',
    });
    expect(resolveGuard({ ...maintenance, pathname: '/no-existe' })).toMatchObject({
      to: '/mantenimiento',
    });
    expect(resolveGuard({ ...maintenance, pathname: '/login', godMode: true }).action).toBe(
      'allow',
    );
  });

  it('guards staff-only pages like any role-only page', () => {
    const staffRoute: AppRoute = {
      name: 'home',
      path: '/',
      access: 'staff',
      heading: 'home',
    };
    expect(expected(staffRoute, '/x', { ...base, role: 'alumno' })).toBe('/');
    expect(expected(staffRoute, '/x', { ...base, role: 'gestor' })).toBe('allow');
  });

  it("keeps administrators' pages to administrators: a manager goes back to /gestion", () => {
    const adminRoute: AppRoute = { name: 'home', path: '/', access: 'admin', heading: 'home' };
    const staff = { ...base, role: 'gestor' } as const;
    expect(expected(adminRoute, '/x', { ...staff, staffRole: 'administrador' })).toBe('allow');
    expect(expected(adminRoute, '/x', { ...staff, staffRole: 'gestor' })).toBe('/gestion');
    expect(expected(adminRoute, '/x', { ...staff, staffRole: null })).toBe('/gestion');
    expect(expected(adminRoute, '/x', { ...base, role: 'empresa' })).toBe('/');
    expect(expected(adminRoute, '/x', { ...base, role: null })).toBe('/gestion/login remember /x');
  });

  it('sends a visitor of the back-office to the staff sign-in, remembering the page', () => {
    expect(resolveGuard({ ...base, pathname: '/gestion', role: null })).toEqual({
      action: 'redirect',
      to: '/gestion/login',
      reason: 'sign-in-required',
      remember: '/gestion',
    });
  });
});
