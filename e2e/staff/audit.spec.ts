import { DEMO_PASSWORD } from '../support/env.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

test.describe('audit log (issue 16 item 1)', () => {
  test('searches the log, opens an entry with its diff and exports it', async ({ page }) => {
    await page.goto('/gestion/login');
    await page.getByTestId('staff-login-user').fill('gestora@demo.es');
    await page.getByTestId('staff-login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('staff-login-password').press('Enter');
    await expect(page).toHaveURL(/\/gestion$/);

    await page.getByRole('link', { name: 'Registro de auditoría' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Registro de auditoría' }),
    ).toBeVisible();
    // The newest actions come first: other specs' actions may fill the first page.
    await expect(page.getByTestId('audit-table').getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page, 'audit log');

    await page.getByTestId('audit-text').fill('dos entrevistas');
    await page.getByTestId('audit-search').click();
    await expect(page.getByTestId('audit-total')).toHaveText('1 acción');
    await expect(page.getByTestId('audit-table')).toContainText('candidato.bloquear');
    const download = page.waitForEvent('download');
    await page.getByTestId('audit-export-csv').click();
    expect((await download).suggestedFilename()).toBe('auditoria.csv');

    await page.getByTestId('audit-table').getByRole('link').first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Detalle de la acción' }),
    ).toBeVisible();
    const changes = page.getByTestId('audit-changes');
    await expect(changes.getByRole('row', { name: /estado/ })).toContainText('activo');
    await expect(changes.getByRole('row', { name: /estado/ })).toContainText('bloqueado');
    await expectAccessible(page, 'audit entry');
  });
});
