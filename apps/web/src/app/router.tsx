import { routeTable, type RouteName } from '@portal/contracts';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { useCurrentRoute } from '../lib/current-route.ts';
import { noteCodeFetchFailure } from '../lib/error-store.ts';
import { preloadNamespaces } from '../lib/i18n.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { pageLoaders, pageNamespaces } from './pages.ts';

/**
 * One lazily loaded page per route of the contracts table (route-level code splitting); the
 * page's translation namespaces load with its code.
 */
const pages: readonly {
  name: RouteName;
  path: string;
  Page: LazyExoticComponent<ComponentType>;
}[] = routeTable.map((route) => ({
  name: route.name,
  path: route.path,
  Page: lazy(async () => {
    try {
      const [page] = await Promise.all([
        pageLoaders[route.name](),
        preloadNamespaces(pageNamespaces[route.name] ?? []),
      ]);
      return page;
    } catch (error) {
      noteCodeFetchFailure();
      throw error;
    }
  }),
}));

const pagesByName = new Map(pages.map((page) => [page.name, page]));

/**
 * The routes. Only the route of the contracts table that the path leads to (the one the guard
 * judges) is given to React Router: with all of them, every render of the routes ranked and
 * matched some 200 patterns, tens of milliseconds on a phone (issue 19 item 7).
 */
function PageRoutes() {
  const current = useCurrentRoute();
  const page = current === null ? undefined : pagesByName.get(current.route.name);
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {page !== undefined && <Route key={page.name} path={page.path} element={<page.Page />} />}
        {/* The guard sends unknown paths to /; this only renders while it does. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}

/**
 * The router. Declarative routes with React.lazy pages: the app uses no loaders or actions, and
 * the data router would add 16 KB of gzipped JS to the login page (budget: 170 KB).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <PageRoutes />
    </BrowserRouter>
  );
}
