import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

/**
 * The accessibility check itself: what it must catch in each colour scheme. The pages are written
 * here, styled by the attribute the portal's styles follow.
 */
const pageWith = (style: string, body: string) => `<!doctype html>
<html lang="es" data-mantine-color-scheme="light">
  <head><title>Prueba</title><style>body { background: #fff; color: #000 } ${style}</style></head>
  <body><main><h1>Prueba</h1>${body}</main></body>
</html>`;

/** The check's failure on the page, or null when it passes. */
const failureOf = (page: Page, label: string): Promise<string | null> =>
  expectAccessible(page, label).then(
    () => null,
    (error: unknown) => String(error),
  );

test.describe('the accessibility check', () => {
  test('passes a page readable in both schemes', async ({ page }) => {
    await page.setContent(
      pageWith(
        "[data-mantine-color-scheme='dark'] body { background: #111; color: #eee }",
        '<p>Texto legible en los dos modos.</p>',
      ),
    );
    await expectAccessible(page, 'both schemes');
  });

  const failing = [
    {
      what: 'a text that only dark mode makes unreadable',
      style: "[data-mantine-color-scheme='dark'] p { color: #333; background: #222 }",
      body: '<p>Texto gris sobre gris en modo oscuro.</p>',
      scheme: 'dark',
      rule: 'color-contrast',
    },
    {
      // A field without a label is no colour rule: every rule runs in both schemes.
      what: 'in dark mode what only a dark style shows',
      style:
        ".solo-oscuro { display: none } [data-mantine-color-scheme='dark'] .solo-oscuro { display: block }",
      body: '<p>Texto.</p><div class="solo-oscuro"><input type="text"></div>',
      scheme: 'dark',
      rule: 'label',
    },
    {
      // Axe rates these two moderate; the check fails them all the same.
      what: 'a heading level skipped',
      style: '',
      body: '<h3>Un apartado</h3><p>Texto.</p>',
      scheme: 'light',
      rule: 'heading-order',
    },
    {
      what: 'two regions of one name',
      style: '',
      body: '<section aria-label="Documento"><p>Uno.</p></section><section aria-label="Documento"><p>Dos.</p></section>',
      scheme: 'light',
      rule: 'landmark-unique',
    },
  ];
  for (const { what, style, body, scheme, rule } of failing) {
    test(`fails ${what}`, async ({ page }) => {
      await page.setContent(pageWith(style, body));
      const failure = await failureOf(page, what);
      expect(failure).toContain(`in ${scheme} mode`);
      expect(failure).toContain(rule);
    });
  }
});
