import { uniqueWord } from '../support/factory.ts';
import { companyFactory } from '../support/factories-companies.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

// Read-only checks with a company of the test's own, with offers and candidates: the offer screens
// fit a 360 px wide phone.
test.use({ viewport: { width: 360, height: 740 } });
test.describe.configure({ timeout: 120_000 });

const overflow = () => document.documentElement.scrollWidth - window.innerWidth;

test('the offer form, my offers, the offer sheet and a CV fit a 360 px screen', async ({
  page,
}) => {
  const company = await companyFactory(page.request).offersCompany({
    nombreComercial: `Consultora Retiro ${uniqueWord('r')}`,
  });
  await signIn(page, company, { path: '/nueva-oferta/practicas' });
  await expect(page.getByRole('textbox', { name: 'Título de la oferta' })).toBeVisible();
  await expect(page.getByTestId('offer-description-editor')).toBeVisible();
  await page.getByRole('button', { name: 'Añadir idioma' }).click();
  expect(await page.evaluate(overflow)).toBeLessThanOrEqual(0);
  await expectAccessible(page, 'offer form at 360 px', { scope: 'main' });

  await page.goto('/mis-ofertas/practicas');
  const offer = page
    .getByTestId('my-offer')
    .filter({ hasText: 'Prácticas de consultoría de negocio' });
  await expect(offer).toBeVisible();
  expect(await page.evaluate(overflow)).toBeLessThanOrEqual(0);

  await offer
    .getByRole('link', { name: 'Prácticas de consultoría de negocio', exact: true })
    .click();
  await expect(page.getByTestId('candidate').first()).toBeVisible();
  expect(await page.evaluate(overflow)).toBeLessThanOrEqual(0);
  await expectAccessible(page, 'offer sheet at 360 px', { scope: 'main' });

  await page
    .getByTestId('candidate')
    .filter({ hasText: 'Alba Marín Soto' })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByTestId('cv-name')).toHaveText('Alba Marín Soto');
  expect(await page.evaluate(overflow)).toBeLessThanOrEqual(0);
});
