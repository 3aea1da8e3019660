import type { Page } from '@playwright/test';
import { factory } from '../support/factory.ts';
import { expect, signIn, test } from '../support/fixtures.ts';

/**
 * Motion follows the system's wish (WCAG 2.3.3): with the default, a menu group and a dialog open
 * with a transition; for someone who asks for less motion (as the rest of the e2e suite does) they
 * appear at once. Read-only, as a company user.
 */
/** Opens a menu group and gives how many transitions started in the page meanwhile. */
async function openGroupAndCount(page: Page): Promise<number> {
  await signIn(page, await factory(page.request).company());
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  const group = menu.getByRole('button', { name: 'Prácticas de titulados' });
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await page.evaluate(() => {
    const counter = window as unknown as { transitionsStarted: number };
    counter.transitionsStarted = 0;
    document.addEventListener('transitionrun', () => {
      counter.transitionsStarted += 1;
    });
  });
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.locator('a[href="/nueva-oferta/practicastitulados"]')).toBeVisible();
  // Nothing is still moving once the group shows its entries.
  await expect
    .poll(() =>
      page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length),
    )
    .toBe(0);
  return page.evaluate(
    () => (window as unknown as { transitionsStarted: number }).transitionsStarted,
  );
}

test.describe('with the default motion', () => {
  test.use({ contextOptions: { reducedMotion: 'no-preference' } });

  test('a menu group opens with a transition', async ({ page }) => {
    expect(await openGroupAndCount(page)).toBeGreaterThan(0);
  });
});

test.describe('when the system asks for less motion', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  test('a menu group opens at once', async ({ page }) => {
    expect(await openGroupAndCount(page)).toBe(0);
  });
});
