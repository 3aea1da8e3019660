import { factory, uniqueWord } from '../support/factory.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

// Read-only checks with a complete company of the test's own: the profile pages fit a 360 px wide
// phone.
test.use({ viewport: { width: 360, height: 740 } });
test.describe.configure({ timeout: 90_000 });

const overflow = () => document.documentElement.scrollWidth - window.innerWidth;

test('/mi-empresa and /mi-perfil fit a 360 px screen, forms included, and the profile 320 px', async ({
  page,
}) => {
  const nombreComercial = `Consultora Duero ${uniqueWord('d')}`;
  const company = await factory(page.request).company({ nombre: 'Óscar', nombreComercial });
  await signIn(page, company, { path: '/mi-empresa' });
  await expect(page.getByTestId('company-name')).toHaveValue(nombreComercial);
  expect(await page.evaluate(overflow)).toBeLessThanOrEqual(0);
  // The narrowest screen WCAG asks for: the long «validated» badge wraps instead of overflowing.
  await page.setViewportSize({ width: 320, height: 740 });
  await expect(page.getByText('Empresa validada por el servicio de empleo')).toBeVisible();
  expect(await page.evaluate(overflow)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 360, height: 740 });

  await page.getByRole('tab', { name: 'Cuentas de facturación' }).click();
  await page.getByTestId('billing-add').click();
  const dialog = page.getByRole('dialog', { name: 'Añadir cuenta de facturación' });
  await expect(dialog).toHaveCSS('opacity', '1');
  // On a phone the form takes the whole screen.
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(360);
  expect(await page.evaluate(overflow)).toBeLessThanOrEqual(0);
  await expectAccessible(page, 'billing form at 360 px');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/mi-perfil');
  await expect(page.getByTestId('user-name')).toHaveValue('Óscar');
  expect(await page.evaluate(overflow)).toBeLessThanOrEqual(0);
});
