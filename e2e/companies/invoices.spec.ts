import { factory, uniqueWord } from '../support/factory.ts';
import { companyFactory } from '../support/factories-companies.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';
import { choose } from '../support/mantine.ts';

// A company of the test's own with six invoices over three years in every state, numbered with a
// prefix of its own (invoice numbers are unique across companies).

test.describe.configure({ timeout: 120_000 });

test('invoices: from the company menu, filtered by year and state, PDF download', async ({
  page,
}) => {
  const company = await factory(page.request).company({ nombre: 'Lucía' });
  const prefix = uniqueWord('H').toUpperCase();
  await companyFactory(page.request).invoices({ companyId: company.id, prefijo: prefix });
  await signIn(page, company);
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await menu.getByRole('button', { name: 'Mi empresa' }).click();
  await menu.getByRole('link', { name: 'Facturas' }).click();
  await expect(page).toHaveURL(/\/facturas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Facturas' })).toBeVisible();
  const table = page.getByTestId('invoices-table');
  await expect(page.getByTestId('invoices-total')).toHaveText('6 facturas');
  await expect(table.getByRole('row')).toHaveCount(7);
  await expectAccessible(page, '/facturas');

  const year = new Date().getFullYear();
  await choose(page, 'Año', String(year - 1));
  await expect(page.getByTestId('invoices-total')).toHaveText('3 facturas');
  await choose(page, 'Estado', 'Anulada');
  await expect(page.getByTestId('invoices-total')).toHaveText('1 factura');
  const cancelled = page.getByTestId(`invoice-${prefix}-${String(year - 1)}-0077`);
  await expect(cancelled).toContainText('Anulada');
  await expect(cancelled).toContainText('363,00');

  await choose(page, 'Estado', 'Pendiente de pago');
  await expect(page.getByText('No hay facturas con estos filtros.')).toBeVisible();
  // Without the year filter (a fresh page): the one pending invoice of this year.
  await page.reload();
  await choose(page, 'Estado', 'Pendiente de pago');
  await expect(page.getByTestId('invoices-total')).toHaveText('1 factura');
  const pending = page.getByTestId(`invoice-${prefix}-${String(year)}-0041`);
  await expect(pending).toContainText('Pendiente de pago');
  const downloadPromise = page.waitForEvent('download');
  await pending
    .getByRole('button', { name: `Descargar la factura ${prefix}-${String(year)}-0041 en PDF` })
    .click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`factura-${prefix}-${String(year)}-0041.pdf`);
  await expectAccessible(page, '/facturas filtered');
});
