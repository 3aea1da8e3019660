import type { Page } from '@playwright/test';
import type { BrandSettings } from '@portal/contracts';
import { DEMO_PASSWORD } from '../support/env.ts';
import { factory } from '../support/factory.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

/**
 * Per-field brand flags of the CV ("CV"). The brand is global and other
 * specs run in parallel: this spec reads the default flags on /cv and works the "Campos del CV"
 * controls of /gestion/marca, but never saves a brand change (nor a CV change).
 */

test.describe.configure({ timeout: 90_000 });

type Config = { datos: BrandSettings };
const defaultFlagsOf = async (page: Page) =>
  ((await (await page.request.get('/api/Publico/dameConfiguracion')).json()) as Config).datos
    .camposCv;

test('on /cv the brand defaults show: required marks, a read-only name, checked before sending', async ({
  page,
}) => {
  const flags = await defaultFlagsOf(page);
  // The demo brand keeps the defaults: DNI and phone required, date of birth optional.
  expect(flags.personales.DNI.obligatorio).toBe(true);
  expect(flags.personales.telefono.obligatorio).toBe(true);
  expect(flags.personales.fechaNacimiento.obligatorio).toBe(false);

  // A built candidate has every required datum, so no prompt covers the page. Nothing is saved.
  await signIn(page, await factory(page.request).candidate({ nombre: 'Elena' }), { path: '/cv' });
  await expect(page.getByRole('heading', { level: 1, name: 'Mi currículum' })).toBeVisible();
  const personal = page.getByTestId('cv-section-personales');
  // Name and surnames come from the university's records: read-only, with a note saying so.
  await expect(personal.getByTestId('cv-name-note')).toHaveText(
    'Del expediente de la universidad: no se puede modificar desde el portal.',
  );

  await personal.getByRole('button', { name: 'Editar Datos personales' }).click();
  const dni = personal.getByRole('textbox', { name: 'DNI / NIE' });
  const phone = personal.getByRole('textbox', { name: 'Teléfono' });
  const birth = personal.getByLabel('Fecha de nacimiento');
  // The record knows the candidate by the identity document it gave: it stays as the record says.
  await expect(dni).not.toBeEditable();
  await expect(dni).toHaveAccessibleDescription(
    'La universidad no permite modificar este dato desde el portal.',
  );
  await expect(phone).toHaveAttribute('required');
  await expect(birth).not.toHaveAttribute('required');
  // The asterisk of a required field's label.
  await expect(personal.locator('label', { hasText: 'Teléfono' })).toContainText('*');
  await expect(personal.locator('label', { hasText: 'Fecha de nacimiento' })).not.toContainText(
    '*',
  );

  // A required field left empty is refused in the browser (nothing is sent).
  await phone.fill('');
  await personal.getByRole('button', { name: 'Guardar' }).click();
  await expect(personal.getByText('Este campo es requerido')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'cv personal data with brand flags', { scope: 'main' });
  await personal.getByRole('button', { name: 'Cancelar' }).click();
  await expect(personal.getByTestId('cv-value-telefono')).not.toContainText('Falta');
});

test('/gestion/marca lists the CV fields with coherent Visible, Editable and Obligatorio', async ({
  page,
}) => {
  const before = await defaultFlagsOf(page);
  const admin = await factory(page.request).staff({ nombre: 'Marta' });
  await page.goto('/gestion/login');
  await page.getByTestId('staff-login-user').fill(admin.user);
  await page.getByTestId('staff-login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('staff-login-password').press('Enter');
  await expect(page).toHaveURL(/\/gestion$/);
  await page.getByRole('link', { name: 'Marca', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Marca y configuración' }),
  ).toBeVisible();

  const section = page.getByTestId('brand-cv-fields');
  await expect(section.getByRole('heading', { level: 2, name: 'Campos del CV' })).toBeVisible();
  for (const group of ['Datos personales', 'Estudios', 'Experiencia profesional']) {
    await expect(section.getByRole('table', { name: group })).toBeVisible();
  }
  const box = (flag: string, field: string, group = 'Datos personales') =>
    section.getByRole('checkbox', { name: `${flag}: ${field} (${group})`, exact: true });

  // The defaults: DNI visible, editable and required; the date of birth optional.
  for (const flag of ['Visible', 'Editable', 'Obligatorio']) {
    await expect(box(flag, 'DNI / NIE')).toBeChecked();
  }
  const visible = box('Visible', 'Fecha de nacimiento');
  const editable = box('Editable', 'Fecha de nacimiento');
  const required = box('Obligatorio', 'Fecha de nacimiento');
  await expect(required).not.toBeChecked();
  await expectAccessible(page, 'brand cv fields', { scope: '[data-testid="brand-cv-fields"]' });

  // Hiding a field stops it being editable and required; requiring it makes it visible and editable.
  await visible.click();
  await expect(visible).not.toBeChecked();
  await expect(editable).not.toBeChecked();
  await expect(required).not.toBeChecked();
  await required.click();
  await expect(required).toBeChecked();
  await expect(visible).toBeChecked();
  await expect(editable).toBeChecked();
  // Making it read-only stops requiring it.
  await editable.click();
  await expect(editable).not.toBeChecked();
  await expect(required).not.toBeChecked();
  await expect(visible).toBeChecked();

  // Nothing was saved: the brand in force is unchanged.
  expect(await defaultFlagsOf(page)).toEqual(before);
});
