import '@mantine/core/styles.css';
import './app/global.css';
import { matchRoute } from '@portal/contracts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadErrorBanner } from './app/layout/root-layout.tsx';
import { preloadSignedInFrame } from './app/layout/signed-in-frame.ts';
import { prefetchFirstPageData } from './app/first-page-data.ts';
import { pageLoaders } from './app/pages.ts';
import { loadPage } from './app/router.tsx';
import { startBrandSettings } from './lib/brand.ts';
import { afterFirstScreen } from './lib/first-screen.ts';
import { initI18n } from './lib/i18n.ts';
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

// Start what the first screen needs at once, in parallel: the brand settings (written into the
// page by the server, or called for), the texts, the code of the page being opened (`loadPage` in
// start() asks for the same module once the texts are set up and gets it cached) and, once the
// brand settings are known, the page's first calls.
const queryClient = createQueryClient();
startBrandSettings(queryClient);
const firstPage = matchRoute(window.location.pathname);
if (firstPage !== null) {
  void pageLoaders[firstPage.route.name]().catch(() => undefined);
}
// A signed-in user's frame (menu, header user area, overlays) comes with the first render.
const signedInFrame = getToken() === null ? null : preloadSignedInFrame();
/**
 * Sets up the texts, waits for the stylesheet and the first page's code and texts, and renders.
 * The first page is waited for so that the first render shows the page itself rather than the
 * frame with a page loader, rendered again a task later (router.tsx, `loadPage`); a failure is
 * the page's error boundary's to show. Not at the module's top level: a page's code imports this
 * chunk's modules, so its evaluation would wait for this module's top-level await, and this one
 * for the page (a deadlock).
 */
async function start(root: HTMLElement): Promise<void> {
  await initI18n();
  // After the texts are set up: the page's texts load with its code, the calls send the user's
  // language.
  const firstPageCode =
    firstPage === null ? null : loadPage(firstPage.route.name).catch(() => undefined);
  if (firstPage !== null) {
    prefetchFirstPageData(queryClient, firstPage).catch(() => undefined);
  }
  await Promise.all([stylesheets, firstPageCode, signedInFrame]);
  // As a transition: React renders the first screen in slices of a few milliseconds, yielding to
  // the browser between them, instead of in one task that holds the main thread for the whole
  // render (on a phone several hundred milliseconds, all of it blocking: Lighthouse's TBT).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
}
void start(container);

// The error banner's code is fetched once the first screen is complete (not competing with its
// code and calls on a slow connection), so that a later failure (the connection dropping
// included) can still show it.
afterFirstScreen(queryClient, preloadErrorBanner);
