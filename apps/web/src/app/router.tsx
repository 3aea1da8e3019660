import type { RouteName } from '@portal/contracts';
import { use, useEffect, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { useCurrentRoute } from '../lib/current-route.ts';
import { noteCodeFetchFailure } from '../lib/error-store.ts';
import { noteFirstPageShown } from '../lib/first-screen.ts';
import { preloadNamespaces } from '../lib/i18n.ts';
import { tracked, type TrackedLoad } from '../lib/tracked-load.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { LocationSync } from './location-sync.tsx';
import { pageLoaders, pageNamespaces } from './pages.ts';

type PageModule = { default: ComponentType };

const pageLoads = new Map<RouteName, TrackedLoad<PageModule>>();

/**
 * A page's code with its translation namespaces (route-level code splitting), loaded once. The
 * promise carries its outcome (`status`, `value`), as React's `use` expects of a settled
 * thenable: a page loaded before it renders (main.tsx loads the first one before the first
 * render) renders at once, in the same commit as the frame around it, instead of showing the
 * page loader and rendering again a task later (on a phone the
 * first page's heading painted only with a second commit). A failed load stays failed, as
 * React.lazy's did: the page's error boundary shows it, and its retry reloads the document.
 */
export function loadPage(name: RouteName): Promise<PageModule> {
  const known = pageLoads.get(name);
  if (known !== undefined) {
    return known;
  }
  const load = tracked(
    Promise.all([pageLoaders[name](), preloadNamespaces(pageNamespaces[name] ?? [])]).then(
      ([page]) => page,
    ),
  );
  load.catch(noteCodeFetchFailure);
  pageLoads.set(name, load);
  return load;
}

/** The page of a route: suspends while its code loads. */
function RoutePage({ name }: { name: RouteName }) {
  const { default: Page } = use(loadPage(name));
  useEffect(noteFirstPageShown, []);
  return <Page />;
}

/**
 * The routes. Only the route of the contracts table that the path leads to (the one the guard
 * judges) is given to React Router: with all of them, every render of the routes ranked and
 * matched some 200 patterns, tens of milliseconds on a phone.
 */
function PageRoutes() {
  const current = useCurrentRoute();
  const route = current?.route;
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {route !== undefined && (
          <Route key={route.name} path={route.path} element={<RoutePage name={route.name} />} />
        )}
        {/* The guard sends unknown paths to /; this only renders while it does. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}

/**
 * The router. Declarative routes with lazily loaded pages: the app uses no loaders or actions, and
 * the data router would add 16 KB of gzipped JS to the login page (budget: 170 KB).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <LocationSync />
      <PageRoutes />
    </BrowserRouter>
  );
}
