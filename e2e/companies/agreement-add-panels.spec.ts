import { companyFactory } from '../support/factories-companies.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';
import { choose } from '../support/mantine.ts';

// The test builds a company with one management contact and one billing account, then adds a
// second of each from the agreement form's own panels while the signer's data is typed in.

test.describe.configure({ timeout: 120_000 });

test('new agreement: a contact and a billing account added from their panels keep what was typed and are selected', async ({
  page,
}) => {
  const company = await companyFactory(page.request).agreementsCompany();
  await signIn(page, company, { path: '/nuevo-convenio-colaboracion' });
  const cargo = page.getByRole('textbox', { name: 'Cargo', exact: true });
  await cargo.fill('Directora de talento');

  // By keyboard: the panel opens under its toggle, which keeps the focus while the panel loads.
  const addContact = page.getByRole('button', { name: 'Añadir nuevo contacto de gestión' });
  await addContact.focus();
  await page.keyboard.press('Enter');
  const contactPanel = page.getByRole('form', { name: 'Añadir contacto de gestión' });
  await expect(contactPanel).toBeVisible();
  await expect(addContact).toBeFocused();
  await expect(addContact).toHaveAttribute('aria-expanded', 'true');
  await page.getByTestId('contact-name').fill('Lidia');
  await page.getByTestId('contact-surname').fill('Ortega Ruiz');
  await page.getByTestId('contact-dni').fill('12345678A');
  await page.getByTestId('contact-position').fill('Responsable de administración');
  await page.getByTestId('contact-phone').fill('983 000 113');
  await page.getByTestId('contact-address').fill('Calle de Santiago 20');
  await page.getByTestId('contact-postal-code').fill('47001');
  await page.getByTestId('contact-town').fill('Valladolid');
  // Enter in a panel's field sends the panel, not the agreement.
  await page.getByTestId('contact-town').press('Enter');
  await expect(page.getByTestId('contact-dni')).toHaveAccessibleDescription(
    /El campo DNI está mal formado/,
  );
  await expect(page.getByTestId('contact-dni')).toBeFocused();
  await expect(page.getByRole('dialog', { name: '¿Desea continuar?' })).toHaveCount(0);
  await expect(page.getByText('Este campo es requerido')).toHaveCount(0);
  await expectAccessible(page, 'agreement form with the add-contact panel');

  await page.getByTestId('contact-dni').fill('12345678Z');
  await page.getByTestId('contact-save').click();
  await expect(contactPanel).toHaveCount(0);
  await expect(page.getByText('Contacto añadido y seleccionado.')).toBeVisible();
  await expect(page.getByTestId('agreement-contact')).toHaveValue(/Lidia Ortega Ruiz/);
  await expect(cargo).toHaveValue('Directora de talento');

  await page.getByRole('button', { name: 'Añadir cuenta de facturación' }).click();
  const accountPanel = page.getByRole('form', { name: 'Añadir cuenta de facturación' });
  await expect(accountPanel).toBeVisible();
  await page.getByTestId('billing-name').fill('Prado Servicios Compartidos S.L.');
  await page.getByTestId('billing-cif').fill('B12345674');
  await page.getByTestId('billing-address').fill('Avenida de Madrid 3');
  await choose(accountPanel, 'Provincia', 'Valladolid', 'Valla');
  await page.getByTestId('billing-town').fill('Valladolid');
  await page.getByTestId('billing-postal-code').fill('47002');
  await page.getByTestId('billing-save').click();
  await expect(accountPanel).toHaveCount(0);
  await expect(page.getByText('Cuenta de facturación añadida y seleccionada.')).toBeVisible();
  await expect(page.getByTestId('agreement-account')).toHaveValue(
    /Prado Servicios Compartidos S\.L\./,
  );
  await expect(cargo).toHaveValue('Directora de talento');

  // Enter in the agreement's own fields still sends the agreement: the popup asks to go on.
  await cargo.press('Enter');
  await expect(page.getByRole('dialog', { name: '¿Desea continuar?' })).toBeVisible();
});
