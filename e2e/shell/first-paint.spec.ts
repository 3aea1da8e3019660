import { expect, patchBrand, test } from '../support/fixtures.ts';

/**
 * The app's stylesheet (Mantine's and the app's, ~40 KB) no longer holds back the
 * first paint: index.html preloads it and blocks only on public/boot.css, so a slow phone shows
 * «Cargando…» at once; main.tsx applies the stylesheet and the app's first render waits for it,
 * so nothing the app draws is ever unstyled.
 */

declare global {
  interface Window {
    __firstHeadingStyled?: boolean;
  }
}

test('the first paint does not wait for the app stylesheet, and the app never renders unstyled', async ({
  page,
}) => {
  const html = await (await page.request.get('/login')).text();
  // What the first paint needs is in the page itself (no second round trip): boot.css and the
  // colour-scheme script, written in by the build.
  expect(html).toMatch(/<style>[^<]*\.boot-status[^<]*<\/style>/);
  expect(html).toMatch(/<script>[^<]*mantine-color-scheme-value[^<]*<\/script>/);
  expect(html).not.toMatch(/<link rel="stylesheet"/);
  expect(html).toMatch(/<link rel="preload" as="style" crossorigin href="\/assets\/[^"]+\.css"/);
  // The app's scripts are fetched at once but run by start.js after the first frame.
  expect(html).toMatch(
    /<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js" data-app-script>/,
  );
  expect(html).toContain('<script type="module" src="/start.js"></script>');
  // The CSP lets the inline script run (by its hash): no violation is reported.
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });

  // Whether the app's stylesheet was in use when the app drew its first heading.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.querySelector('h1') !== null) {
        window.__firstHeadingStyled = [...document.styleSheets].some(
          (sheet) => sheet.href?.includes('/assets/') === true && sheet.cssRules.length > 100,
        );
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  // The stylesheet arrives only after the app's code has run and asked for the page's code.
  let release: (() => void) | undefined;
  const held = new Promise<undefined>((resolve) => {
    release = () => {
      resolve(undefined);
    };
  });
  await page.route('**/assets/*.css', async (route) => {
    await held;
    await route.continue();
  });
  const appRan = page.waitForRequest('**/assets/login-page-*.js');
  await page.goto('/login', { waitUntil: 'commit' });
  await appRan;
  const boot = page.getByText('Cargando…');
  await expect(boot).toBeVisible();
  // Styled by boot.css (written into the page), not the browser's defaults.
  await expect(boot).toHaveCSS('padding-top', '48px');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  release?.();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Estudiantes (empleo y prácticas no laborales)' }),
  ).toBeVisible();
  expect(await page.evaluate(() => window.__firstHeadingStyled)).toBe(true);
  // The inline script ran: it set the colour scheme before the app did.
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  expect(violations).toEqual([]);
});

test('every page carries the brand settings: the first screen makes no dameConfiguracion call', async ({
  page,
}) => {
  const answer = (await (await page.request.get('/api/Publico/dameConfiguracion')).json()) as {
    status: number;
    datos: { nombre: string };
  };
  for (const path of ['/login', '/ofertas-practicas', '/no/such/page']) {
    const html = await (await page.request.get(path)).text();
    const block = /<script type="application\/json" id="brand-settings">(.*?)<\/script>/s.exec(
      html,
    );
    // The same answer as the call, and nothing in it can end the element.
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual(answer);
    expect(block?.[1]).not.toMatch(/</);
  }
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/Publico/dameConfiguracion')) {
      calls.push(request.url());
    }
  });
  // The app uses the page's copy: a name changed there is the one it shows.
  await patchBrand(page, { nombre: 'Portal de Prueba' });
  await page.goto('/login');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Estudiantes (empleo y prácticas no laborales)' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Portal de Prueba/);
  expect(calls).toEqual([]);
});
