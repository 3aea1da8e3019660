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

  test('fails a text that only dark mode makes unreadable', async ({ page }) => {
    await page.setContent(
      pageWith(
        "[data-mantine-color-scheme='dark'] p { color: #333; background: #222 }",
        '<p>Texto gris sobre gris en modo oscuro.</p>',
      ),
    );
    const failure = await failureOf(page, 'dark contrast');
    expect(failure).toContain('in dark mode');
    expect(failure).toContain('color-contrast');
  });

  test('fails in dark mode what only a dark style shows', async ({ page }) => {
    await page.setContent(
      pageWith(
        ".solo-oscuro { display: none } [data-mantine-color-scheme='dark'] .solo-oscuro { display: block }",
        '<p>Texto.</p><div class="solo-oscuro"><input type="text"></div>',
      ),
    );
    const failure = await failureOf(page, 'dark only field');
    // A field without a label is no colour rule: every rule runs in both schemes.
    expect(failure).toContain('in dark mode');
    expect(failure).toContain('label');
  });
});
