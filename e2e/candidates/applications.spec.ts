import type { Page } from '@playwright/test';
import { candidateFactory } from '../support/factories-candidates.ts';
import { uniqueWord } from '../support/factory.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

/**
 * Each test signs in as a new student with three student-internship applications (En revisión,
 * Inscrito, Descartado, in that order of preference; the ended one has none) and one job
 * application: the tests reorder
 * and withdraw. The offers are published, so their titles carry words no other test uses.
 */
async function signInWithApplications(page: Page) {
  const finance = uniqueWord('finanzas');
  const titles = {
    review: `Prácticas en ${uniqueWord('ciber')} y redes`,
    finance: `Prácticas en departamento de ${finance}`,
    discarded: `Prácticas en asuntos ${uniqueWord('regulatorios')}`,
    job: `Responsable de ${uniqueWord('eventos')} y grupos`,
  };
  const student = await candidateFactory(page.request).activity({
    empleo: true,
    candidaturas: [
      { titulo: titles.review, estados: [1, 2] },
      { titulo: titles.finance, estados: [1] },
      { titulo: titles.discarded, estados: [1, 2, 6] },
      { titulo: titles.job, familia: 'empleo', estados: [1] },
    ],
  });
  await signIn(page, student, { path: '/mis-candidaturas-estudiante' });
  return { titles, finance };
}

test.describe('my applications', () => {
  test('lists my applications by preference, filters by state and text kept in the URL', async ({
    page,
  }) => {
    const { titles, finance } = await signInWithApplications(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Mis candidaturas de prácticas' }),
    ).toBeVisible();
    const items = page.getByTestId('application-item');
    await expect(page.getByTestId('applications-count')).toHaveText('3 candidaturas');
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText(titles.review);
    await expect(items.first().getByTestId('application-state')).toHaveText('En revisión');
    await expectAccessible(page, 'my applications');

    // State filter: the URL keeps it, a reload keeps it, back removes it.
    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Descartado (1)' }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/estado=6/);
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(titles.discarded);
    await expect(
      page.getByText('Para cambiar el orden de preferencia, quita los filtros.'),
    ).toHaveCount(0);
    await page.reload();
    await expect(items).toHaveCount(1);
    await expect(items.first().getByTestId('application-state')).toHaveText('Descartado');
    await page.goBack();
    await expect(page).not.toHaveURL(/estado=/);
    await expect(items).toHaveCount(3);

    // Free text over title and company.
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(finance);
    await expect(page).toHaveURL(new RegExp(`text=${finance}`));
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(titles.finance);
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('zzzz');
    await expect(page.getByText('Ninguna candidatura coincide con los filtros.')).toBeVisible();
    await page.getByRole('button', { name: 'Quitar filtros' }).click();
    await expect(items).toHaveCount(3);

    // Type: the job applications are the other list; the filters travel with it.
    await page.getByRole('link', { name: 'Empleo', exact: true }).click();
    await expect(page).toHaveURL(/\/mis-candidaturas-empleo$/);
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(titles.job);
    await expectAccessible(page, 'job applications', { scope: 'main' });
  });

  test('changes the order of preference with the keyboard and keeps it', async ({ page }) => {
    const { titles } = await signInWithApplications(page);
    const items = page.getByTestId('application-item');
    await expect(items).toHaveCount(3);
    await expect(items.nth(1)).toContainText(titles.finance);
    const up = page.getByRole('button', {
      name: `Subir «${titles.finance}» en la preferencia`,
    });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(items.first()).toContainText(titles.finance);
    // Two in play: the discarded application has no preference and no buttons, last.
    await expect(page.getByRole('status').filter({ hasText: 'posición 1 de 2' })).toBeAttached();
    await expect(items.last()).toContainText(titles.discarded);
    await expect(items.last()).not.toContainText('Preferencia');
    await expect(items.last().getByRole('button', { name: /en la preferencia/ })).toHaveCount(0);
    // The focus stays on the moved application (its up button is now disabled: the down one).
    await expect(
      page.getByRole('button', {
        name: `Bajar «${titles.finance}» en la preferencia`,
      }),
    ).toBeFocused();
    await page.reload();
    await expect(items.first()).toContainText(titles.finance);
    await expect(items.first()).toContainText('Preferencia 1');
  });

  test('application sheet: offer, current state and history; withdraw while not processed', async ({
    page,
  }) => {
    const { titles } = await signInWithApplications(page);
    await page.getByRole('link', { name: `Ver candidatura a «${titles.review}»` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mi candidatura' })).toBeVisible();
    await expect(page.getByTestId('application-offer')).toContainText(titles.review);
    await expect(
      page.getByTestId('application-state-section').getByTestId('application-state'),
    ).toHaveText('En revisión');
    const history = page.getByTestId('history').getByRole('listitem');
    await expect(history).toHaveCount(2);
    await expect(history.nth(0)).toContainText('Inscrito');
    await expect(history.nth(1)).toContainText('En revisión');
    await expect(history.nth(0).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    // Processed by the company: no withdraw (30).
    await expect(page.getByRole('button', { name: 'Retirar candidatura' })).toHaveCount(0);
    await expectAccessible(page, 'application sheet');

    await page.getByRole('link', { name: 'Volver a mis candidaturas' }).click();
    await page.getByRole('link', { name: `Ver candidatura a «${titles.finance}»` }).click();
    await page.getByRole('button', { name: 'Retirar candidatura' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Retirar la candidatura?' });
    // Checked once the opening transition is over (axe measures the colours on screen).
    await expect(dialog).toHaveCSS('opacity', '1');
    // The focus starts on keeping it: an Enter pressed too soon withdraws nothing.
    await expect(dialog.getByRole('button', { name: 'No, mantenerla' })).toBeFocused();
    await expectAccessible(page, 'withdraw dialog');
    await dialog.getByRole('button', { name: 'Sí, retirar' }).click();
    await expect(
      page.getByTestId('application-state-section').getByTestId('application-state'),
    ).toHaveText('Retirada por el candidato');
    await expect(page.getByTestId('history').getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Retirar candidatura' })).toHaveCount(0);

    // Someone else's (or no) application or document: not found, without an error banner.
    await page.goto('/mis-candidaturas/999999');
    await expect(page.getByRole('alert')).toHaveText('No encontramos esta candidatura.');
    await page.goto('/firma-documento/999999');
    await expect(page.getByRole('alert')).toHaveText('No encontramos este documento.');
    await expectAccessible(page, 'document not found', { scope: 'main' });
  });
});
