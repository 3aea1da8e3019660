import { DEMO_PASSWORD } from '../support/env.ts';
import { factory, uniqueWord } from '../support/factory.ts';
import { staffApi } from '../support/factories-staff-a.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { exportAs, listExportName, signInAsStaff } from '../support/staff.ts';

test.describe('audit log', () => {
  test('searches the log, opens an entry with its diff and exports it', async ({ page }) => {
    // A candidate a manager blocked, with a word in the reason only this test's entry carries.
    const make = factory(page.request);
    const manager = await make.staff({ rol: 'gestor' });
    const candidate = await make.candidate({ nombre: 'Marcelo', apellidos: 'Auditoría Pons' });
    const word = uniqueWord('auditoria');
    await (
      await staffApi(page.request, manager)
    ).blockCandidate(candidate.id, `Cuenta bloqueada por no acudir a dos entrevistas (${word}).`);

    await page.goto('/gestion/login');
    await page.getByTestId('staff-login-user').fill(manager.user);
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

    await page.getByTestId('audit-text').fill(word);
    await page.getByTestId('audit-search').click();
    await expect(page.getByTestId('audit-total')).toHaveText('1 acción');
    // Words, not codes: the action and the record by its name.
    await expect(page.getByTestId('audit-table')).toContainText('Bloquear candidato');
    await expect(page.getByTestId('audit-table')).toContainText(/Candidato «.+»/);
    await expect(page.getByTestId('audit-table')).not.toContainText('candidato.bloquear');
    const download = page.waitForEvent('download');
    await page.getByTestId('audit-export-csv').click();
    expect((await download).suggestedFilename()).toMatch(listExportName('auditoria', 'csv'));

    await page.getByTestId('audit-table').getByRole('link').first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Detalle de la acción' }),
    ).toBeVisible();
    const changes = page.getByTestId('audit-changes');
    await expect(changes.getByRole('row', { name: /estado/ })).toContainText('activo');
    await expect(changes.getByRole('row', { name: /estado/ })).toContainText('bloqueado');
    await expectAccessible(page, 'audit entry');
  });

  test('records an export of the candidate list and shows it in words', async ({ page }) => {
    // A search no candidate matches, its word this test's only: the entry it leaves is ours.
    const manager = await factory(page.request).staff({ rol: 'gestor' });
    const search = uniqueWord('sinresultados');
    await signInAsStaff(page, manager.user, `/gestion/candidatos?texto=${search}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await exportAs(page, 'candidates-export-csv');

    await page.goto('/gestion/auditoria');
    await page.getByRole('combobox', { name: 'Acción' }).click();
    await page.getByRole('option', { name: 'Exportar la lista de candidatos' }).click();
    // Other specs export the list meanwhile: narrow to this test's search.
    await page.getByTestId('audit-text').fill(search);
    await page.getByTestId('audit-search').click();
    await expect(page.getByTestId('audit-total')).toHaveText('1 acción');
    const newest = page.getByTestId('audit-table').getByRole('row').nth(1);
    await expect(newest).toContainText('Exportar la lista de candidatos');
    await expect(newest).toContainText('Lista de candidatos');
    await newest.getByRole('link').click();
    const changes = page.getByTestId('audit-changes');
    await expect(changes).toContainText(search);
    await expect(changes.getByRole('row', { name: /filas/ })).toContainText('0');
    await expectAccessible(page, 'audit entry of an export');
  });
});
