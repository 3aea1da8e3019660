import { factory, uniqueWord } from '../support/factory.ts';
import { companyFactory } from '../support/factories-companies.ts';
import { DEMO_PASSWORD } from '../support/env.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';

// Each test builds its company: one whose profile lacks phone, email and sector (completed here),
// and a complete one whose user changes their password.
// Several axe runs per test: more time than the default on a loaded runner.
test.describe.configure({ timeout: 90_000 });

const NEW_PASSWORD = 'Tormes2026';

async function chooseOption(page: Page, testId: string, name: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByTestId(testId).fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

test('a company with missing data is sent to /mi-empresa until the form is saved with valid data', async ({
  page,
}) => {
  const nombreComercial = `Estudio Creativo Tormes ${uniqueWord('t')}`;
  const company = await companyFactory(page.request).incompleteCompany({
    nombreComercial,
    nombre: 'Nerea',
  });
  await signIn(page, company, { path: '/mis-ofertas/practicas' });
  await expect(page).toHaveURL(/\/mi-empresa$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi empresa' })).toBeVisible();
  await expect(page.getByTestId('missing-data-notice')).toBeVisible();
  await expect(page.getByTestId('company-name')).toHaveValue(nombreComercial);
  await expectAccessible(page, '/mi-empresa');

  // Invalid data: the spec's messages appear only after the first submit.
  await page.getByTestId('company-name').fill('');
  await page.getByTestId('company-email').fill('hola@');
  await page.getByTestId('company-phone').fill('923 11');
  await page.getByTestId('company-postal-code').fill('99999');
  await expect(page.getByText('Este campo es requerido')).toHaveCount(0);
  await page.getByTestId('company-save').click();

  const form = page.getByTestId('company-data-form');
  await expect(page.getByTestId('company-name')).toHaveAccessibleDescription(
    'Este campo es requerido',
  );
  await expect(page.getByTestId('company-email')).toHaveAccessibleDescription(
    'Debes indicar una dirección de correo electrónico válida',
  );
  await expect(page.getByTestId('company-phone')).toHaveAccessibleDescription(
    'El campo no tiene la longitud mínima requerida',
  );
  await expect(page.getByTestId('company-postal-code')).toHaveAccessibleDescription(
    'El campo está mal formado',
  );
  await expect(form.getByText('Este campo es requerido')).toHaveCount(2); // name and sector
  await expect(page.getByTestId('company-name')).toBeFocused();
  await expectAccessible(page, '/mi-empresa with errors');

  // Valid data: saved, and the missing-data notice goes away.
  await page.getByTestId('company-name').fill('Estudio Creativo Tormes');
  await page.getByTestId('company-email').fill('hola@estudiotormes.example');
  await page.getByTestId('company-phone').fill('923 111 000');
  await page.getByTestId('company-postal-code').fill('37002');
  await chooseOption(page, 'company-sector', 'Edición, medios de comunicación y audiovisual');
  await page.getByTestId('company-save').press('Enter');
  await expect(page.getByTestId('company-saved')).toHaveText(
    'Los datos de la empresa se han guardado correctamente.',
  );
  await expect(page.getByTestId('missing-data-notice')).toHaveCount(0);
  // The button, disabled while saving, has the keyboard focus back.
  await expect(page.getByTestId('company-save')).toBeFocused();
  await expect(form.getByText('Este campo es requerido')).toHaveCount(0);

  // Nothing is missing any more: the company can open other pages.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  await page.goto('/mi-empresa');
  await expect(page.getByTestId('company-email')).toHaveValue('hola@estudiotormes.example');
  await expect(page.getByTestId('company-sector')).toHaveValue(
    'Edición, medios de comunicación y audiovisual',
  );
});

test('/mi-perfil refuses a weak password and changes it with a valid one', async ({ page }) => {
  const account = await factory(page.request).company({ nombre: 'Nerea' });
  await signIn(page, account, { path: '/mi-perfil' });
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveValue('Nerea');
  await expectAccessible(page, '/mi-perfil');

  // Own data: saved with a new token, so the greeting shows the new name at once.
  await page.getByTestId('user-phone').fill('92311');
  await page.getByTestId('user-save').click();
  await expect(page.getByTestId('user-phone')).toHaveAccessibleDescription(
    'El campo no tiene la longitud mínima requerida',
  );
  await page.getByTestId('user-phone').fill('923 111 222');
  await page.getByTestId('user-name').fill('Nerea Sofía');
  await page.getByTestId('user-save').press('Enter');
  await expect(page.getByTestId('user-saved')).toHaveText(
    'Tus datos se han guardado correctamente.',
  );
  await expect(page.getByTestId('user-save')).toBeFocused();
  await expect(page.getByTestId('greeting')).toHaveText('Hola, Nerea Sofía');

  const current = page.getByTestId('password-current');
  const fresh = page.getByTestId('password-new');
  const confirm = page.getByTestId('password-confirm');
  await current.fill(DEMO_PASSWORD);
  await fresh.fill('contraseña');
  await confirm.fill('otra cosa');
  await page.getByTestId('password-save').click();
  await expect(fresh).toHaveAccessibleDescription(
    /La contraseña debe tener al menos 8 caracteres y un número/,
  );
  await expect(confirm).toHaveAccessibleDescription('Las contraseñas no coinciden');

  // Show and hide: the toggle reveals what was typed.
  await expect(fresh).toHaveAttribute('type', 'password');
  await page
    .getByTestId('password-form')
    .getByRole('button', { name: 'Mostrar u ocultar la contraseña' })
    .nth(1)
    .click();
  await expect(fresh).toHaveAttribute('type', 'text');

  // A wrong current password is refused by the server, on its field.
  await current.fill('NoEsLaMia1');
  await fresh.fill(NEW_PASSWORD);
  await confirm.fill(NEW_PASSWORD);
  await confirm.press('Enter');
  await expect(current).toHaveAccessibleDescription('La contraseña actual no es correcta');

  await current.fill(DEMO_PASSWORD);
  await page.getByTestId('password-save').click();
  await expect(page.getByTestId('password-changed')).toHaveText(
    'La contraseña se ha cambiado correctamente.',
  );
  await expect(current).toHaveValue('');
  await expectAccessible(page, '/mi-perfil after the change');

  // The new password signs in; the old one no longer does.
  const login = (password: string) =>
    page.request.post('/api/Empresa/logaUsuario', {
      data: { eUsuario: account.user, ePassword: password, eAmbito: 'PrivadoEmpresa' },
    });
  const signedIn = (await (await login(NEW_PASSWORD)).json()) as {
    status: number;
    datos: { token: string };
  };
  expect(signedIn.status).toBe(0);
  expect(((await (await login(DEMO_PASSWORD)).json()) as { status: number }).status).toBe(3);

  // Back to the demo password: the changed password can be changed again.
  const restored = await page.request.post('/api/Empresa/editarPassword', {
    headers: { authorization: `Bearer ${signedIn.datos.token}` },
    data: { passwordActual: NEW_PASSWORD, password: DEMO_PASSWORD, confirmacion: DEMO_PASSWORD },
  });
  expect(((await restored.json()) as { status: number }).status).toBe(0);
});
