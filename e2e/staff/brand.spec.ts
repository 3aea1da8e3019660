import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/env.ts';
import { factory } from '../support/factory.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

/**
 * Brand and legal texts as an administrator each test builds. The shared
 * server's brand is changed only in the student notice text, which no other spec asserts, and it
 * is restored at the end. No privacy version is published and maintenance is never switched on
 * (both would reach every other spec).
 */
async function staffSignIn(page: Page, rol: 'administrador' | 'gestor' = 'administrador') {
  const { user } = await factory(page.request).staff({ rol });
  await page.goto('/gestion/login');
  await page.getByTestId('staff-login-user').fill(user);
  await page.getByTestId('staff-login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('staff-login-password').press('Enter');
  await expect(page).toHaveURL(/\/gestion$/);
}

type Config = { datos: { textoInformativoEstudiantes: { es: string; en: string } | null } };

test.describe('brand settings and legal texts', () => {
  test('edits a text with a live preview, warns on low contrast, and the configuration follows', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const before = (
      (await (await page.request.get('/api/Publico/dameConfiguracion')).json()) as Config
    ).datos.textoInformativoEstudiantes;
    await staffSignIn(page);
    await page.getByRole('link', { name: 'Marca', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Marca y configuración' }),
    ).toBeVisible();
    await expect(page.getByTestId('brand-name')).toHaveValue(/.+/);
    await expectAccessible(page, 'brand page');

    // Colour contrast is measured as it is typed; saving is blocked under 4.5:1.
    const primary = page.getByTestId('brand-colour-primario');
    const original = await primary.inputValue();
    await primary.fill('#ffcc00');
    await expect(page.getByTestId('contrast-note').first()).toContainText('insuficiente');
    await expect(page.getByTestId('brand-save')).toBeDisabled();
    await primary.fill(original);
    await expect(page.getByTestId('contrast-note').first()).toContainText('AA');

    const notice = page.getByRole('switch', {
      name: 'Mostrar un texto informativo a los estudiantes',
    });
    if (!(await notice.isChecked())) {
      await notice.check({ force: true });
    }
    await page.getByLabel('Texto informativo (español)').fill('Aviso e2e de la marca');
    await page.getByLabel('Texto informativo (inglés)').fill('Brand e2e notice');
    await expect(page.getByTestId('brand-preview')).toContainText('Aviso e2e de la marca');
    // The buttons and links of the preview are samples of the colours, not controls that do nothing.
    const preview = page.getByRole('group', { name: 'Vista previa' });
    await expect(preview).toContainText('Botón primario');
    await expect(preview.getByRole('button')).toHaveCount(0);
    await expect(preview.getByRole('link')).toHaveCount(0);
    const previewScheme = page.getByRole('radiogroup', {
      name: 'Modo de color de la vista previa',
    });
    await previewScheme.getByText('Oscuro', { exact: true }).click();
    await expect(previewScheme.getByRole('radio', { name: 'Oscuro' })).toBeChecked();
    await expectAccessible(page, 'brand page with preview in dark', { scope: 'main' });
    await page.getByTestId('brand-save').click();
    await expect(page.getByTestId('brand-saved')).toBeVisible();
    const after = (await (
      await page.request.get('/api/Publico/dameConfiguracion')
    ).json()) as Config;
    expect(after.datos.textoInformativoEstudiantes).toEqual({
      es: 'Aviso e2e de la marca',
      en: 'Brand e2e notice',
    });

    // Restore the shared server's setting.
    if (before === null) {
      await notice.uncheck({ force: true });
    } else {
      await page.getByLabel('Texto informativo (español)').fill(before.es);
      await page.getByLabel('Texto informativo (inglés)').fill(before.en);
    }
    await page.getByTestId('brand-save').click();
    // The confirmation of the first save is still on screen: the configuration is what tells.
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/Publico/dameConfiguracion')).json()) as Config)
            .datos.textoInformativoEstudiantes,
      )
      .toEqual(before);
    await expect(page.getByTestId('brand-saved')).toBeVisible();
  });

  test("the university's data for agreements and invoices: a field error, then saved", async ({
    page,
  }) => {
    await staffSignIn(page);
    await page.goto('/gestion/textos-legales');
    const section = page.getByTestId('document-settings');
    const cif = section.getByRole('textbox', { name: 'CIF' });
    await expect(cif).toHaveValue(/^[A-Z]\d{7}[A-Z0-9]$/);
    await expect(page.getByTestId('document-clauses-es')).toContainText('PRIMERA. Objeto');
    const original = await cif.inputValue();

    await cif.fill('B0000000X');
    await page.getByTestId('document-settings-save').click();
    await expect(section.getByText('El campo está mal formado')).toBeVisible();
    await expectAccessible(page, 'document settings with an error', {
      scope: '[data-testid="document-settings"]',
    });

    // Saved unchanged: the shared server's agreements and invoices keep their issuer.
    await cif.fill(original);
    await page.getByTestId('document-settings-save').click();
    await expect(page.getByTestId('document-settings-saved')).toBeVisible();
  });

  test('a footer link left blank is refused on its own fields and nothing is saved', async ({
    page,
  }) => {
    await staffSignIn(page);
    await page.goto('/gestion/marca');
    await page.getByRole('button', { name: 'Añadir enlace' }).click();
    const texts = page.getByRole('textbox', { name: /^Enlace \d+: texto \(español\)$/ });
    const added = (await texts.count()) - 1;
    const name = (label: string) => `Enlace ${String(added + 1)}: ${label}`;
    await page.getByRole('textbox', { name: name('texto (inglés)') }).fill('Accessibility');
    await page.getByRole('button', { name: 'Guardar marca' }).click();
    const spanish = page.getByRole('textbox', { name: name('texto (español)') });
    await expect(spanish).toHaveAccessibleDescription(/Este campo es requerido/);
    await expect(spanish).toBeFocused();
    await expect(
      page.getByRole('textbox', { name: name('dirección') }),
    ).toHaveAccessibleDescription(/Este campo es requerido/);
    await expect(page.getByRole('textbox', { name: name('texto (inglés)') })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectAccessible(page, 'brand form with a refused footer link', { scope: 'main' });
    // The public footer has no link without a name.
    await page.goto('/');
    const footerLinks = page.getByRole('contentinfo').getByRole('link');
    for (const link of await footerLinks.all()) {
      expect((await link.textContent())?.trim()).not.toBe('');
    }
    await expect(footerLinks).not.toHaveCount(0);
  });

  test('legal texts list the versions; a manager sees neither page', async ({ page }) => {
    await staffSignIn(page);
    await page.goto('/gestion/textos-legales');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Textos legales y mantenimiento' }),
    ).toBeVisible();
    await expect(page.getByTestId('privacy-versions')).toContainText('Vigente');
    await expect(page.getByTestId('maintenance-switch')).not.toBeChecked();
    await expect(page.getByTestId('privacy-publish')).toBeDisabled();
    await expectAccessible(page, 'legal texts');

    await page.goto('/logout');
    // Staff sign out to the back-office's own login page.
    await expect(page).toHaveURL(/\/gestion\/login$/);
    await staffSignIn(page, 'gestor');
    await expect(page.getByRole('link', { name: 'Eventos', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Marca', exact: true })).toHaveCount(0);
    await page.goto('/gestion/marca');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Marca y configuración' }),
    ).toHaveCount(0);
  });
});
