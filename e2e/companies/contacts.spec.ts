import { factory } from '../support/factory.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

// A new company starts without management contacts: the test adds, edits and deletes its own.

// Several axe runs per test: more time than the default on a loaded runner.
test.describe.configure({ timeout: 90_000 });

test('management contacts: the DNI rule, add, edit and delete', async ({ page }) => {
  const company = await factory(page.request).company({ nombre: 'Óscar' });
  await signIn(page, company, { path: '/mi-empresa' });
  await page.getByRole('tab', { name: 'Contactos de gestión' }).click();
  const section = page.getByTestId('contacts-section');
  await expect(section.getByText('Todavía no hay contactos de gestión.')).toBeVisible();
  await expectAccessible(page, '/mi-empresa contacts');

  await page.getByTestId('contact-add').click();
  const dialog = page.getByRole('dialog', { name: 'Añadir contacto de gestión' });
  await expect(dialog).toBeVisible();
  // The contact type defaults to [9] (asked for by the brand).
  await expect(dialog.getByText('Contacto de gestión de prácticas')).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1'); // opened, not fading in
  await expectAccessible(page, 'add-contact dialog');

  await page.getByTestId('contact-name').fill('Lidia');
  await page.getByTestId('contact-surname').fill('Ortega Ruiz');
  await page.getByTestId('contact-dni').fill('12345678A');
  await page.getByTestId('contact-position').fill('Responsable de administración');
  await page.getByTestId('contact-email').fill('lidia.ortegá@duero.example');
  await page.getByTestId('contact-phone').fill('983 000 113');
  await page.getByTestId('contact-phone2').fill('600 11');
  await page.getByTestId('contact-address').fill('Calle de Santiago 20');
  await page.getByTestId('contact-postal-code').fill('47001');
  await page.getByTestId('contact-town').fill('Va');
  await page.getByTestId('contact-save').click();

  await expect(page.getByTestId('contact-dni')).toHaveAccessibleDescription(
    /El campo DNI está mal formado/,
  );
  await expect(page.getByTestId('contact-email')).toHaveAccessibleDescription(
    /Debes indicar una dirección de correo electrónico válida/,
  );
  await expect(page.getByTestId('contact-phone2')).toHaveAccessibleDescription(
    'El campo no tiene la longitud mínima requerida',
  );
  await expect(page.getByTestId('contact-town')).toHaveAccessibleDescription(
    'El campo no tiene la longitud mínima requerida',
  );
  await expect(page.getByTestId('contact-dni')).toBeFocused();
  await expectAccessible(page, 'add-contact dialog with errors');

  await page.getByTestId('contact-dni').fill('12345678z');
  await page.getByTestId('contact-email').fill('lidia.ortega@duero.example');
  await page.getByTestId('contact-phone2').fill('');
  await page.getByTestId('contact-town').fill('Valladolid');
  await page.getByTestId('contact-save').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('contacts-done')).toHaveText(
    'El contacto de gestión se ha añadido correctamente.',
  );
  const card = page.getByTestId('contact-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Lidia Ortega Ruiz');
  await expect(card).toContainText('12345678Z');
  await expect(card).toContainText('Contacto de gestión de prácticas');

  // Edit: the form opens with the saved data.
  await card.getByRole('button', { name: 'Editar el contacto Lidia Ortega Ruiz' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Editar contacto de gestión' });
  await expect(page.getByTestId('contact-position')).toHaveValue('Responsable de administración');
  await page.getByTestId('contact-position').fill('Directora financiera');
  await page.getByTestId('contact-position').press('Enter');
  await expect(editDialog).toBeHidden();
  await expect(page.getByTestId('contacts-done')).toHaveText(
    'El contacto de gestión se ha guardado correctamente.',
  );
  await expect(card).toContainText('Directora financiera');

  // Delete, after confirming.
  await card.getByRole('button', { name: 'Eliminar el contacto Lidia Ortega Ruiz' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Eliminar el contacto?' });
  await expect(confirm).toContainText('Lidia Ortega Ruiz');
  await expect(confirm).toHaveCSS('opacity', '1');
  await expectAccessible(page, 'delete-contact dialog');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('contacts-done')).toHaveText(
    'El contacto de gestión se ha eliminado.',
  );
  await expect(section.getByText('Todavía no hay contactos de gestión.')).toBeVisible();
  // The deleted card's buttons are gone: the keyboard goes on from the add button.
  await expect(page.getByTestId('contact-add')).toBeFocused();
});
