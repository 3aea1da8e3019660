import { spanishDay } from '../support/dates.ts';
import { companyFactory } from '../support/factories-companies.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';
import { choose } from '../support/mantine.ts';

// The test builds a company with three internships (Marta's with a pending extension request) and
// asks for a change on Hugo's.
test.describe('internship change requests (damePracticas, solictitarAccionSobrePractica)', () => {
  test('lists the internships and sends a change request (529)', async ({ page }) => {
    const company = await companyFactory(page.request).changesCompany();
    await signIn(page, company, { path: '/solicitar-cambio-practicas' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Solicitar cambio en las prácticas' }),
    ).toBeVisible();
    const cards = page.getByTestId('company-internship');
    await expect(cards).toHaveCount(3);
    const marta = cards.filter({ hasText: 'Prácticas en cálculo de estructuras' });
    await expect(marta).toContainText('Marta Soler Vidal');
    await expect(marta.getByTestId('change-request-item')).toContainText('Ampliación');
    await expect(marta.getByTestId('change-request-item')).toContainText('Pendiente');
    await expect(
      cards.filter({ hasText: 'Prácticas en control de calidad de obra' }),
    ).toContainText('Esta práctica ha terminado');
    await expectAccessible(page, 'change requests list');

    const hugo = cards.filter({ hasText: 'Prácticas en topografía y replanteo' });
    const request = hugo.getByRole('button', {
      name: 'Solicitar un cambio en «Prácticas en topografía y replanteo»',
    });
    const dialog = page.getByRole('dialog', { name: 'Solicitar un cambio en la práctica' });
    // By keyboard: Escape closes the dialog and the focus is back on the button that opened it.
    await request.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('combobox', { name: 'Tipo de cambio' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(request).toBeFocused();
    await request.click();
    await expect(dialog).toHaveCSS('opacity', '1');
    // Errors only after the first submit.
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    // A kind left unchosen is missing, not malformed.
    await expect(
      dialog.getByRole('combobox', { name: 'Tipo de cambio' }),
    ).toHaveAccessibleDescription('Este campo es requerido');
    await expectAccessible(page, 'change request form with errors');

    await choose(page, 'Tipo de cambio', 'Cambio de tutor');
    await dialog
      .getByRole('textbox', { name: 'Describe el cambio que necesitas' })
      .fill('El tutor actual se traslada a otra delegación; proponemos a Laura Ortiz como tutora.');
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.getByTestId('change-request-sent')).toContainText(
      'La solicitud de cambio se ha enviado correctamente. El servicio de empleo la revisará.',
    );
    await expect(hugo.getByTestId('change-request-item')).toContainText('Cambio de tutor');
    await expect(hugo.getByTestId('change-request-item')).toContainText('Pendiente');
    // Dated as every other date of the portal is written (day, short month, year).
    await expect(hugo.getByTestId('change-request-item')).toContainText(spanishDay(new Date()));
    await expect(request).toBeFocused();
  });
});
