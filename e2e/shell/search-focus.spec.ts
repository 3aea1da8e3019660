import type { APIRequestContext } from '@playwright/test';
import { factory } from '../support/factory.ts';
import { expect, signIn, test } from '../support/fixtures.ts';

/** Internship offers in several provinces, so the list has facets to tick. */
async function studentWithOffers(request: APIRequestContext) {
  const make = factory(request);
  const company = await make.company();
  for (const idProvincia of [28, 8, 46, 41, 29, 50]) {
    await make.offer({ companyId: company.id, titulo: 'Prácticas de laboratorio', idProvincia });
  }
  return make.candidate();
}

/** A query-string change (search, facet) keeps focus, keystrokes and scroll. */
test.describe('search and filters keep the user where they are', () => {
  test('typing with a pause keeps every key and the focus in the search box', async ({ page }) => {
    await signIn(page, await factory(page.request).candidate(), { path: '/ofertas-practicas' });
    const box = page.getByRole('searchbox', { name: /Buscar/ });
    await expect(box).toBeVisible();
    await box.click();
    await page.keyboard.type('bio');
    // The first term reaches the address (after the pause) while the user keeps typing.
    await expect(page).toHaveURL(/titulo=bio(&|$)/);
    await page.keyboard.type('logia');
    await expect(box).toHaveValue('biologia');
    await expect(box).toBeFocused();
    await expect(page).toHaveURL(/titulo=biologia/);
    await expect(box).toBeFocused();
    await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();
  });

  test('ticking a facet low on the page keeps the scroll position and the focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await signIn(page, await studentWithOffers(page.request), { path: '/ofertas-practicas' });
    const facet = page.getByTestId('offer-filters').getByRole('checkbox').last();
    await expect(facet).toBeVisible();
    await facet.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await facet.click();
    await expect(facet).toBeChecked();
    await expect(page).toHaveURL(/\?.+/);
    await expect(facet).toBeFocused();
    // The page stays where the user was (a shorter result list may clamp the scroll, but the
    // control they used stays on screen; the bug scrolled to the top).
    await expect(facet).toBeInViewport();
    const after = await page.evaluate(() => window.scrollY);
    expect(after).toBeGreaterThan(0);
    // A real page change still moves the focus to the new page's heading.
    await page.getByRole('link', { name: 'Inicio' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeFocused();
  });

  test("the company's offer filters keep the focus too", async ({ page }) => {
    const make = factory(page.request);
    const company = await make.company();
    await make.offer({ companyId: company.id, titulo: 'Prácticas de laboratorio' });
    await make.offer({
      companyId: company.id,
      familia: 'empleo',
      titulo: 'Técnico de laboratorio',
    });
    await signIn(page, company, { path: '/mis-ofertas' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const control = page.getByRole('main').getByRole('checkbox').first();
    const radio = page.getByRole('main').getByRole('radio').first();
    const target = (await control.count()) > 0 ? control : radio;
    await expect(target).toBeVisible();
    await target.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\?.+/);
    await expect(target).toBeFocused();
  });
});
