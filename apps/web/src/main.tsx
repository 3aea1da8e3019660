import '@mantine/core/styles.css';
import './app/global.css';
import { matchRoute } from '@portal/contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadErrorBanner, preloadSignedInFrame } from './app/layout/root-layout.tsx';
import { prefetchFirstPageData } from './app/first-page-data.ts';
import { pageLoaders, pageNamespaces } from './app/pages.ts';
import { brandSettingsQueryOptions } from './lib/brand.ts';
import { initI18n, preloadNamespaces } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { getToken } from './lib/session.ts';

const container = document.getElementById('root');
if (container === null) {
  throw new Error('#root not found');
}

/**
 * Applies the app's stylesheet, preloaded by index.html without holding back the first paint
 * (vite.config.ts): resolves once it is in use (or failed: the app then shows unstyled rather
 * than not at all). In development Vite injects the styles itself and there is none.
 */
function applyAppStylesheets(): Promise<unknown> {
  const preloads = document.querySelectorAll<HTMLLinkElement>('link[data-app-stylesheet]');
  return Promise.all(
    [...preloads].map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = document.createElement('link');
          sheet.rel = 'stylesheet';
          sheet.href = preload.href;
          sheet.crossOrigin = preload.crossOrigin;
          for (const event of ['load', 'error']) {
            sheet.addEventListener(
              event,
              () => {
                resolve();
              },
              { once: true },
            );
          }
          preload.after(sheet);
        }),
    ),
  );
}
const stylesheets = applyAppStylesheets();

// Start what the first screen needs at once, in parallel: the brand settings, the texts, the
// code of the page being opened (the router asks for the same module later and gets it cached)
// and, once the brand settings are known, the page's first calls.
const queryClient = createQueryClient();
queryClient.query(brandSettingsQueryOptions).catch(() => undefined);
const firstPage = matchRoute(window.location.pathname);
if (firstPage !== null) {
  void pageLoaders[firstPage.route.name]().catch(() => undefined);
}
if (getToken() !== null) {
  preloadSignedInFrame();
}
await initI18n();
if (firstPage !== null) {
  preloadNamespaces(pageNamespaces[firstPage.route.name] ?? []).catch(() => undefined);
  // After the texts are set up: the calls send the user's language.
  prefetchFirstPageData(queryClient, firstPage).catch(() => undefined);
}

await stylesheets;
createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);

// The error banner's code is fetched once the first page has loaded, so that a failure (the
// connection dropping included) can still show it.
if (document.readyState === 'complete') {
  preloadErrorBanner();
} else {
  window.addEventListener('load', preloadErrorBanner, { once: true });
}
