import { routeTable, routesByName, type AppRoute, type RouteName } from './route-table.ts';

export type RouteParams = Readonly<Record<string, string>>;

export interface RouteMatch {
  route: AppRoute;
  params: RouteParams;
}

interface Segment {
  text: string;
  param: boolean;
  optional: boolean;
}

function parsePattern(path: string): Segment[] {
  return splitPath(path).map((text) => {
    if (!text.startsWith(':')) {
      return { text: text.toLowerCase(), param: false, optional: false };
    }
    const optional = text.endsWith('?');
    return { text: text.slice(1, optional ? -1 : undefined), param: true, optional };
  });
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const compiled = routeTable.map((route) => ({
  route,
  segments: parsePattern(route.path),
}));

/** How specific a match is: static segments beat parameters position by position. */
function specificity(segments: Segment[], length: number): number[] {
  return segments.slice(0, length).map((segment) => (segment.param ? 1 : 2));
}

function compareSpecificity(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const diff = (b[i] ?? 0) - (a[i] ?? 0);
    if (diff !== 0) {
      return diff;
    }
  }
  return 0;
}

function matchSegments(
  route: AppRoute,
  segments: Segment[],
  parts: readonly string[],
): Record<string, string> | null {
  const required = segments.filter((segment) => !segment.optional).length;
  if (parts.length < required || parts.length > segments.length) {
    return null;
  }
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    const part = parts[index];
    if (part === undefined) {
      // Only optional trailing segments can be missing (checked by the length test above).
      continue;
    }
    if (!segment.param) {
      if (part.toLowerCase() !== segment.text) {
        return null;
      }
      continue;
    }
    const value = decodeSegment(part);
    if (value === null || value.length === 0) {
      return null;
    }
    const allowed = route.params?.[segment.text];
    if (allowed !== undefined && !allowed.includes(value.toLowerCase())) {
      return null;
    }
    params[segment.text] = allowed === undefined ? value : value.toLowerCase();
  }
  return params;
}

/**
 * The page a history path leads to, with its parameters, or null for an unknown path. Static
 * segments are compared case-insensitively; a trailing slash is ignored; parameters with a list of
 * allowed values (e.g. the offer family of /mis-ofertas/{id}) reject any other value.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const parts = splitPath(pathname.split(/[?#]/)[0] ?? '');
  let best: { match: RouteMatch; rank: number[] } | null = null;
  for (const { route, segments } of compiled) {
    const params = matchSegments(route, segments, parts);
    if (params === null) {
      continue;
    }
    const rank = specificity(segments, parts.length);
    if (best === null || compareSpecificity(rank, best.rank) < 0) {
      best = { match: { route, params }, rank };
    }
  }
  return best?.match ?? null;
}

export class RouteParamError extends Error {
  constructor(name: string, param: string) {
    super(`Route '${name}' needs the parameter '${param}'`);
    this.name = 'RouteParamError';
  }
}

/**
 * The history path of a named route: links and menus are built from names, never by hand
 *. Optional parameters left out are dropped; values are URI-encoded.
 */
export function pathFor(
  name: RouteName,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const route = routesByName[name];
  const parts = parsePattern(route.path).flatMap((segment) => {
    if (!segment.param) {
      return [segment.text];
    }
    const value = params[segment.text];
    if (value === undefined || value === '') {
      if (segment.optional) {
        return [];
      }
      throw new RouteParamError(name, segment.text);
    }
    return [encodeURIComponent(String(value))];
  });
  return `/${parts.join('/')}`;
}
