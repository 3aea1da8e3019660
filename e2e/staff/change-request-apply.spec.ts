import { spanishDay } from '../support/dates.ts';
import { DEMO_PASSWORD } from '../support/env.ts';
import { factory, uniqueWord } from '../support/factory.ts';
import { staffAFactory } from '../support/factories-staff-a.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

/** YYYY-MM-DD plus `days` (calendar arithmetic in UTC). */
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const ddmm = (iso: string) => iso.split('-').reverse().join('/');

// Approving a change request applies it to the internship: each attempt builds a company with a
// pending extension on Marta's internship and decides it.
test.describe('approving a change request applies it (Gestion/resolverSolicitudCambioPractica)', () => {
  test('the staff extend the internship and the company sees the new end date', async ({
    page,
  }) => {
    const titulo = `Prácticas en ${uniqueWord('fachadas')} y rehabilitación`;
    const company = await staffAFactory(page.request).extensionCompany({ titulo });
    const manager = await factory(page.request).staff({ rol: 'gestor' });
    await page.goto('/gestion/login');
    await page.getByTestId('staff-login-user').fill(manager.user);
    await page.getByTestId('staff-login-password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/gestion$/);
    await page.goto('/gestion/solicitudes');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Solicitudes de prácticas' }),
    ).toBeVisible();

    const rows = page.getByTestId('cambios-row');
    await page.getByTestId('cambios-search').fill(company.nombreComercial);
    // Other specs build companies with a Marta too: her row of this test's company.
    const marta = rows
      .filter({ hasText: company.nombreComercial })
      .filter({ hasText: 'Marta Soler Vidal' });
    await expect(marta).toContainText('Ampliación');
    await marta.getByRole('button', { name: `Ver ${company.nombreComercial}` }).click();
    const dialog = page.getByRole('dialog', { name: /^Solicitud de cambio/ });
    await expect(dialog).toContainText(titulo);
    await expect(dialog).toHaveCSS('opacity', '1');

    // The new end date is prefilled with the current one, which the server refuses.
    const newEnd = dialog.getByLabel('Nueva fecha de fin');
    const currentEnd = await newEnd.inputValue();
    expect(currentEnd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(dialog.getByTestId('approval-fields')).toContainText(
      `Fecha de fin actual: ${ddmm(currentEnd)}`,
    );
    await expectAccessible(page, 'change request approval');
    await dialog.getByRole('button', { name: 'Aprobar' }).click();
    await expect(newEnd).toHaveAccessibleDescription(
      new RegExp(
        `La nueva fecha de fin debe ser posterior a la fecha de fin actual \\(${ddmm(currentEnd)}\\)`,
      ),
    );
    await expect(newEnd).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'change request approval with an error');

    const extended = addDays(currentEnd, 30);
    await newEnd.fill(extended);
    await dialog.getByRole('button', { name: 'Aprobar' }).click();
    await expect(page.getByTestId('decision-done')).toContainText('La solicitud se ha aprobado');
    await expect(marta).toHaveCount(0);

    // The company reads the new end date on its internships page.
    await signIn(page, company, { path: '/solicitar-cambio-practicas' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Solicitar cambio en las prácticas' }),
    ).toBeVisible();
    const card = page.getByTestId('company-internship').filter({ hasText: titulo });
    await expect(card).toContainText(`al ${spanishDay(extended)}`);
    await expect(card.getByTestId('change-request-item')).toContainText('Aprobada');
  });
});
