export {
  brandPermissions,
  routeAccessLevels,
  routeHeadingKeys,
  routeOfferFamilies,
  routesByName,
  routeTable,
  type AppRoute,
  type BrandPermission,
  type BrandPermissions,
  type RouteAccess,
  type RouteDefinition,
  type RouteKind,
  type RouteName,
} from './route-table.ts';
export {
  matchRoute,
  pathFor,
  RouteParamError,
  type RouteMatch,
  type RouteParams,
} from './match-route.ts';
export {
  resolveGuard,
  type GuardDecision,
  type GuardInput,
  type GuardRedirectReason,
} from './guard.ts';
