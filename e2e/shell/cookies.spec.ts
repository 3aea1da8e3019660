import { expect, expectAccessible, patchBrand, test } from '../support/fixtures.ts';

test.use({ cookiesAnswered: false });

test.describe('cookie banner and analytics', () => {
  test('analytics load only after the consent cookie is yes', async ({ page, context }) => {
    await patchBrand(page, { analyticsId: 'G-TEST1234' });
    await page.goto('/login');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await expectAccessible(page, 'cookie banner');
    const analytics = page.locator('script[data-analytics="gtag"]');
    await expect(analytics).toHaveCount(0);

    await banner.getByRole('button', { name: 'Rechazar' }).click();
    await expect(banner).toBeHidden();
    await expect(analytics).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === 'cookies_analiticas')?.value).toBe(
      'no',
    );
    await page.reload();
    await expect(banner).toBeHidden();
    await expect(analytics).toHaveCount(0);

    // The choice can be changed on the cookies policy page.
    await page.goto('/politica-de-cookies');
    // The current choice is the pressed one of the two.
    const accept = page.getByRole('button', { name: 'Aceptar las cookies analíticas' });
    const reject = page.getByRole('button', { name: 'Rechazar las cookies analíticas' });
    await expect(reject).toHaveAttribute('aria-pressed', 'true');
    await expect(accept).toHaveAttribute('aria-pressed', 'false');
    await accept.click();
    await expect(page.getByTestId('cookie-consent-state')).toHaveText(
      'Has aceptado las cookies analíticas.',
    );
    await expect(accept).toHaveAttribute('aria-pressed', 'true');
    await expect(reject).toHaveAttribute('aria-pressed', 'false');
    await expectAccessible(page, 'cookies policy with a choice made', { scope: 'main' });
    expect((await context.cookies()).find((c) => c.name === 'cookies_analiticas')?.value).toBe(
      'yes',
    );
    await expect(analytics).toHaveCount(1);
    await expect(analytics).toHaveAttribute(
      'src',
      'https://www.googletagmanager.com/gtag/js?id=G-TEST1234',
    );
  });

  test('accepting in the banner loads analytics', async ({ page }) => {
    await patchBrand(page, { analyticsId: 'G-TEST1234' });
    await page.goto('/login');
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.locator('script[data-analytics="gtag"]')).toHaveCount(1);
  });
});

test.describe('cookie banner and the keyboard', () => {
  test('a control reached with the keyboard is scrolled above the banner, not left under it', async ({
    page,
  }) => {
    // A short window: the banner lies over the lower half of the login form.
    await page.setViewportSize({ width: 1280, height: 560 });
    await page.goto('/login/alumnos');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await expect(page.getByRole('link', { name: 'Registrarme como estudiante' })).toBeVisible();
    const underBanner = () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        const fixed = document.querySelector('[data-testid="cookie-banner"]');
        if (focused === null || fixed === null || fixed.contains(focused)) {
          return null;
        }
        const control = focused.getBoundingClientRect();
        const cover = fixed.getBoundingClientRect();
        const overlaps =
          control.bottom > cover.top &&
          control.top < cover.bottom &&
          control.right > cover.left &&
          control.left < cover.right;
        return overlaps ? `${focused.tagName} «${focused.textContent}»` : null;
      });
    // Tab from the top of the page to the registration link after the form, below the banner's
    // top edge: no control on the way may sit under the banner.
    const target = 'Registrarme como estudiante';
    let reached = '';
    for (let press = 0; press < 40 && reached !== target; press++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.textContent ?? '');
      expect(await underBanner(), `after ${String(press + 1)} presses`).toBeNull();
    }
    expect(reached).toBe(target);
  });
});
