import { DEMO_PASSWORD } from '../support/env.ts';
import { factory } from '../support/factory.ts';
import { companyFactory } from '../support/factories-companies.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { signInAsStaff } from '../support/staff.ts';

test.describe('back-office dashboard', () => {
  test('shows pending work and charts with tables and CSV', async ({ page }) => {
    // This period's work: an offer published today with an application just sent.
    const make = factory(page.request);
    const offer = await make.offer({ titulo: 'Prácticas en análisis de datos' });
    await make.application({ offerId: offer.id, candidateId: (await make.candidate()).id });
    const manager = await make.staff({ rol: 'gestor' });
    await page.goto('/gestion/login');
    await page.getByTestId('staff-login-user').fill(manager.user);
    await page.getByTestId('staff-login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('staff-login-password').press('Enter');
    await expect(page).toHaveURL(/\/gestion$/);

    await expect(page.getByTestId('pending-work')).toBeVisible();
    await expect(page.getByTestId('pending-deletions-count')).toContainText(
      'Solicitudes de baja pendientes',
    );
    const offers = page.getByTestId('chart-offers');
    await expect(offers.getByRole('img')).toBeVisible();
    await expectAccessible(page, 'dashboard');
    // A chart is one stop for the keyboard, with its outline; its drawing layers take none.
    await offers.getByTestId('chart-offers-csv').focus();
    await page.keyboard.press('Tab');
    await expect(offers.locator('svg.recharts-surface')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('chart-applications-toggle')).toBeFocused();

    await page.getByTestId('chart-applications-toggle').click();
    const table = page.getByTestId('chart-applications-table');
    await expect(table.getByRole('columnheader', { name: 'Estado' })).toBeVisible();
    await expect(table).toContainText('Inscrito');
    await expectAccessible(page, 'dashboard table', { scope: 'main' });

    const download = page.waitForEvent('download');
    await page.getByTestId('chart-applications-csv').click();
    expect((await download).suggestedFilename()).toBe('candidaturas-por-estado.csv');

    await page.getByRole('textbox', { name: 'Desde', exact: true }).fill('2000-01-01');
    await page.getByRole('textbox', { name: 'Hasta', exact: true }).fill('2000-12-31');
    await page.getByTestId('dashboard-apply').click();
    await expect(page.getByTestId('dashboard-range')).toHaveText('Del 1 ene 2000 al 31 dic 2000');
    await expect(page.getByTestId('chart-offers')).toContainText('No hay datos en este periodo.');
  });

  test('opens the companies awaiting validation already filtered', async ({ page }) => {
    const make = factory(page.request);
    await make.company({ pendiente: true });
    await signInAsStaff(page, (await make.staff({ rol: 'gestor' })).user);
    await page
      .getByTestId('pending-companies-count')
      .getByRole('link', { name: 'Empresas pendientes de validar' })
      .click();
    await expect(page).toHaveURL(/\/gestion\/empresas\?estado=pendiente$/);
    await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue(
      'Pendiente de validación',
    );
    await expectAccessible(page, 'pending companies', { scope: 'main' });
  });

  test('speaks English in English: period, months and chart words', async ({ page }) => {
    // Agreements in every state this year, so the agreements chart has words to translate.
    await companyFactory(page.request).agreementsCompany();
    await signInAsStaff(page, (await factory(page.request).staff({ rol: 'gestor' })).user);
    await page.evaluate(() => {
      localStorage.setItem('lang', 'en');
    });
    await page.reload();
    await page.getByRole('textbox', { name: 'From', exact: true }).fill('2026-01-01');
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('2026-03-31');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('dashboard-range')).toHaveText('From 1 Jan 2026 to 31 Mar 2026');
    const year = String(new Date().getFullYear());
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(`${year}-01-01`);
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(`${year}-12-31`);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('dashboard-range')).toHaveText(
      `From 1 Jan ${year} to 31 Dec ${year}`,
    );
    await page.getByTestId('chart-agreements-toggle').click();
    await expect(page.getByTestId('chart-agreements-table')).not.toContainText(/_|erroneo/);
    await expectAccessible(page, 'dashboard in English', { scope: 'main' });
  });
});
