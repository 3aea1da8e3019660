import { factory } from '../support/factory.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { signInAsStaff } from '../support/staff.ts';

/**
 * The scheduled-jobs page (/gestion/tareas): administrators see each job's last and next run and
 * failures, and run one now. Runs the agreement-expiry job, which only touches agreements past
 * their expiry date (no other spec depends on one staying unexpired past that date). The English
 * texts are checked by the web's i18n test.
 */
const EXPIRY =
  'Da por caducados los convenios cuya fecha de caducidad ha pasado y avisa a la empresa.';

const runsOf = async (text: Promise<string>) => Number(/(\d+)/.exec(await text)?.[1] ?? NaN);

test.describe('scheduled jobs', () => {
  test('an administrator sees the jobs, runs one now and reads its new state', async ({ page }) => {
    await signInAsStaff(page, (await factory(page.request).staff()).user);
    await page.getByRole('link', { name: 'Tareas programadas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tareas programadas' })).toBeVisible();
    const table = page.getByTestId('jobs-table');
    await expect(table.getByRole('rowheader')).toHaveCount(4);
    await expect(page.getByTestId('job-retention')).toContainText('Cada día a las 03:30');
    await expect(page.getByTestId('job-event-reminders')).toContainText('Cada 15 minutos');
    await expect(page.getByTestId('job-outbox-purge')).toContainText('Cada día a las 04:10');
    await expectAccessible(page, 'scheduled jobs');

    const row = page.getByTestId('job-agreement-expiry');
    const before = await runsOf(row.getByTestId('job-counts').innerText());
    await row.getByRole('button', { name: `Ejecutar ahora: ${EXPIRY}` }).click();
    await expect(page.getByTestId('jobs-notice')).toContainText(`Tarea ejecutada: ${EXPIRY}`);
    await expect(row.getByTestId('job-counts')).toContainText(`${String(before + 1)} ejecuciones`);
    await expect(row.getByTestId('job-last-run')).toContainText('expired');
    await expect(row.getByTestId('job-last-run')).not.toContainText('Nunca');
    await expectAccessible(page, 'scheduled jobs after a run');
  });

  test('a manager has no entry for it and cannot open the page', async ({ page }) => {
    await signInAsStaff(page, (await factory(page.request).staff({ rol: 'gestor' })).user);
    await expect(page.getByRole('link', { name: 'Candidatos' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tareas programadas' })).toHaveCount(0);
    await page.goto('/gestion/tareas');
    await expect(page).not.toHaveURL(/\/gestion\/tareas/);
  });
});
