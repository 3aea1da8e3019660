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
    await page.getByRole('button', { name: 'Aceptar las cookies analíticas' }).click();
    await expect(page.getByTestId('cookie-consent-state')).toHaveText(
      'Has aceptado las cookies analíticas.',
    );
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
