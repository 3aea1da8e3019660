import type { Page } from '@playwright/test';
import { factory } from '../support/factory.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

// A new company starts without billing accounts: the test adds, edits and deletes its own.

async function chooseOption(page: Page, testId: string, name: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByTestId(testId).fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

// Several axe runs per test: more time than the default on a loaded runner.
test.describe.configure({ timeout: 90_000 });

test('billing accounts: province by country, postal address on demand, add, edit and delete', async ({
  page,
}) => {
  const company = await factory(page.request).company({ nombre: 'Óscar' });
  await signIn(page, company, { path: '/mi-empresa' });
  await page.getByRole('tab', { name: 'Cuentas de facturación' }).click();
  const section = page.getByTestId('billing-section');
  await expect(section.getByText('Todavía no hay cuentas de facturación.')).toBeVisible();
  await expectAccessible(page, '/mi-empresa billing');

  await page.getByTestId('billing-add').click();
  const dialog = page.getByRole('dialog', { name: 'Añadir cuenta de facturación' });
  await expect(dialog).toBeVisible();

  // Spain (the default): the province is a select; no postal address until the toggle is on.
  await expect(page.getByTestId('billing-country')).toHaveValue('España');
  await expect(page.getByTestId('billing-province')).toBeVisible();
  await expect(page.getByTestId('billing-province-text')).toHaveCount(0);
  await expect(page.getByTestId('billing-postal-address')).toHaveCount(0);
  await page.getByTestId('billing-postal-toggle').check();
  await expect(page.getByTestId('billing-postal-address')).toBeVisible();

  // Nothing filled in: every required field says so, after the submit.
  await page.getByTestId('billing-save').click();
  for (const testId of [
    'billing-name',
    'billing-cif',
    'billing-address',
    'billing-province',
    'billing-town',
    'billing-postal-code',
    'billing-postal-address',
  ]) {
    await expect(page.getByTestId(testId)).toHaveAccessibleDescription('Este campo es requerido');
  }
  await expectAccessible(page, 'add-account dialog with errors');

  // Another country: the province becomes free text (at least 3 characters).
  await chooseOption(page, 'billing-country', 'Francia');
  await expect(page.getByTestId('billing-province')).toHaveCount(0);
  await page.getByTestId('billing-name').fill('Duero Conseil SARL');
  await page.getByTestId('billing-cif').fill('B12345675');
  await page.getByTestId('billing-address').fill('12 Rue de la République');
  await page.getByTestId('billing-province-text').fill('Ro');
  await page.getByTestId('billing-town').fill('Lyon');
  await page.getByTestId('billing-postal-code').fill('69002');
  await page.getByTestId('billing-postal-address').fill('BP');
  await page.getByTestId('billing-save').click();
  await expect(page.getByTestId('billing-cif')).toHaveAccessibleDescription(
    'El campo está mal formado',
  );
  await expect(page.getByTestId('billing-province-text')).toHaveAccessibleDescription(
    'El campo no tiene la longitud mínima requerida',
  );
  await expect(page.getByTestId('billing-postal-address')).toHaveAccessibleDescription(
    'El campo no tiene la longitud mínima requerida',
  );

  await page.getByTestId('billing-cif').fill('B12345674');
  await page.getByTestId('billing-province-text').fill('Rhône');
  await page
    .getByTestId('billing-postal-address')
    .fill('Service comptable, 12 Rue de la République');
  await page.getByTestId('billing-save').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('billing-done')).toHaveText(
    'La cuenta de facturación se ha añadido correctamente.',
  );
  const card = page.getByTestId('billing-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Duero Conseil SARL');
  await expect(card).toContainText('69002 Lyon (Rhône), Francia');
  await expect(card).toContainText('Envío postal a: Service comptable, 12 Rue de la République');

  // Edit: back to Spain, with a province from the select and no postal invoices.
  await card.getByRole('button', { name: 'Editar la cuenta Duero Conseil SARL' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Editar cuenta de facturación' });
  await expect(page.getByTestId('billing-province-text')).toHaveValue('Rhône');
  await chooseOption(page, 'billing-country', 'España');
  await page.getByTestId('billing-save').click();
  await expect(page.getByTestId('billing-province')).toHaveAccessibleDescription(
    'Este campo es requerido',
  );
  await chooseOption(page, 'billing-province', 'Valladolid');
  await page.getByTestId('billing-name').fill('Consultora Duero Asesores S.L.');
  await page.getByTestId('billing-town').fill('Valladolid');
  await page.getByTestId('billing-postal-code').fill('47001');
  await page.getByTestId('billing-postal-toggle').uncheck();
  await expect(page.getByTestId('billing-postal-address')).toHaveCount(0);
  await page.getByTestId('billing-save').click();
  await expect(editDialog).toBeHidden();
  await expect(page.getByTestId('billing-done')).toHaveText(
    'La cuenta de facturación se ha guardado correctamente.',
  );
  await expect(card).toContainText('47001 Valladolid (Valladolid), España');
  await expect(card).toContainText('Facturas sin envío postal');

  // Delete, after confirming.
  await card
    .getByRole('button', { name: 'Eliminar la cuenta Consultora Duero Asesores S.L.' })
    .click();
  const confirm = page.getByRole('dialog', { name: '¿Eliminar la cuenta de facturación?' });
  await expect(confirm).toHaveCSS('opacity', '1'); // opened, not fading in
  await expectAccessible(page, 'delete-account dialog');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('billing-done')).toHaveText(
    'La cuenta de facturación se ha eliminado.',
  );
  await expect(section.getByText('Todavía no hay cuentas de facturación.')).toBeVisible();
});
