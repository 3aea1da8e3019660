import type { Page } from '@playwright/test';
import { factory } from '../support/factory.ts';
import { expect, signIn, test } from '../support/fixtures.ts';

/**
 * What loads late (banners, lists, images) has its room reserved, so the page
 * does not jump. Cumulative layout shift (CLS) measured by the browser's layout-shift entries
 * (those not caused by the user's input), on a 390 px phone and on a desktop.
 */

declare global {
  interface Window {
    __cls?: number;
  }
}

async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) {
          window.__cls = (window.__cls ?? 0) + entry.value;
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** CLS once the page has settled: everything it loads has arrived and been drawn. */
async function settledShift(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  // Two frames after the last answer: late layout work is drawn and observed.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            resolve();
          });
        });
      }),
  );
  return page.evaluate(() => window.__cls ?? 0);
}

const viewports = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

test.describe('layout shift', () => {
  for (const [name, size] of viewports) {
    test(`signed-in candidate home does not jump (${name})`, async ({ page }) => {
      await page.setViewportSize(size);
      await watchLayoutShift(page);
      const make = factory(page.request);
      await make.offer({ titulo: 'Prácticas en comunicación' });
      await signIn(page, await make.candidate());
      await expect(page.getByTestId('home-offers').getByRole('listitem').first()).toBeVisible();
      await expect(page.getByTestId('banner-home')).toBeVisible();
      const cls = await settledShift(page);
      test.info().annotations.push({ type: 'CLS', description: `home ${name}: ${cls.toFixed(3)}` });
      expect(cls).toBeLessThan(0.1);
    });

    test(`internship offer list does not jump (${name})`, async ({ page }) => {
      await page.setViewportSize(size);
      await watchLayoutShift(page);
      const make = factory(page.request);
      await make.offer({ titulo: 'Prácticas en comunicación' });
      await signIn(page, await make.candidate(), { path: '/ofertas-practicas' });
      // The first list of a session (its code, texts and facets) on a busy two-core machine.
      await expect(page.getByTestId('offer-total')).toBeVisible({ timeout: 30_000 });
      const cls = await settledShift(page);
      test.info().annotations.push({
        type: 'CLS',
        description: `/ofertas-practicas ${name}: ${cls.toFixed(3)}`,
      });
      expect(cls).toBeLessThan(0.1);
    });
  }
});
