import { routeTable, type RouteName } from '@portal/contracts';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
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
    const [page] = await Promise.all([
      pageLoaders[route.name](),
      preloadNamespaces(pageNamespaces[route.name] ?? []),
    ]);
    return page;
  }),
}));

/**
 * The router. Declarative routes with React.lazy pages: the app uses no loaders or actions, and
 * the data router would add 16 KB of gzipped JS to the login page (budget: 170 KB).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<RootLayout />}>
          {pages.map(({ name, path, Page }) => (
            <Route key={name} path={path} element={<Page />} />
          ))}
          {/* The guard sends unknown paths to /; this only renders while it does. */}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
