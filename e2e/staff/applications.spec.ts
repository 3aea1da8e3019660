import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/env.ts';
import { factory, uniqueWord } from '../support/factory.ts';
import { candidateFactory } from '../support/factories-candidates.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { listExportName } from '../support/staff.ts';

test.describe.configure({ timeout: 120_000 });

async function staffSignIn(page: Page, path: string) {
  const manager = await factory(page.request).staff({ rol: 'gestor' });
  await page.goto('/gestion/login');
  await page.getByTestId('staff-login-user').fill(manager.user);
  await page.getByTestId('staff-login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('staff-login-password').press('Enter');
  await expect(page).toHaveURL(/\/gestion$/);
  await page.goto(path);
}

test('moves an application with the company’s rules and shows its history', async ({ page }) => {
  // An internship offer with two applications just sent, Irene's among them.
  const make = factory(page.request);
  const word = uniqueWord('edicion');
  const offer = await make.offer({ titulo: `Prácticas de ${word} digital` });
  for (const [nombre, apellidos] of [
    ['Irene', 'Campos Herrera'],
    ['Pablo', 'Ruiz Ortega'],
  ] as const) {
    const candidate = await make.candidate({ nombre, apellidos });
    await make.application({ offerId: offer.id, candidateId: candidate.id });
  }
  await staffSignIn(page, '/gestion/candidaturas');
  await expect(page.getByRole('heading', { level: 1, name: 'Candidaturas' })).toBeVisible();
  await page.getByTestId('application-text-filter').fill(`${word} digital`);
  await page.getByTestId('application-filter-apply').click();
  await expect(page.getByTestId('application-row')).toHaveCount(2);
  await expectAccessible(page, '/gestion/candidaturas');

  await page.getByRole('link', { name: 'Irene Campos Herrera' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ficha de candidatura' })).toBeVisible();
  await expect(page.getByTestId('application-state')).toHaveText('Inscrito');
  await expectAccessible(page, '/gestion/candidaturas/{id}');
  await page.getByTestId('application-apply').click();
  await expect(page.getByTestId('application-new-state')).toHaveAccessibleDescription(/requerido/);
  await page.getByTestId('application-new-state').click();
  await page.getByRole('option', { name: 'Descartado' }).click();
  await page.getByLabel('Comentario (opcional)').fill('No cumple el requisito de idioma.');
  await page.getByTestId('application-apply').click();
  await expect(page.getByTestId('staff-done')).toContainText('El estado se ha cambiado');
  await expect(page.getByTestId('application-state')).toHaveText('Descartado');
  const history = page.getByTestId('application-history');
  await expect(history).toContainText('No cumple el requisito de idioma.');
  await expect(history).toContainText('(Servicio de Empleo)');
  // A final state: no more moves.
  await expect(page.getByTestId('application-change')).toContainText(
    'Desde este estado no se puede cambiar la candidatura.',
  );
});

test('lists internships and shows the requested documents', async ({ page }) => {
  const word = uniqueWord('correccion');
  const title = `Prácticas de ${word} editorial`;
  const student = await factory(page.request).candidate();
  await candidateFactory(page.request).internship({
    candidateId: student.id,
    titulo: title,
    empresa: `Editorial ${word}`,
    tutorEmpresa: 'Laura Gómez Prieto',
    tutorAcademico: 'Andrés Martín Vela',
    documento: 'Memoria intermedia',
    otrosDocumentos: ['Informe del tutor de la empresa'],
  });
  await staffSignIn(page, '/gestion/practicas');
  await expect(page.getByRole('heading', { level: 1, name: 'Prácticas' })).toBeVisible();
  await page.getByTestId('internship-text-filter').fill(`${word} editorial`);
  await page.getByTestId('internship-filter-apply').click();
  const row = page.getByTestId('internship-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('2 pendientes');
  await expectAccessible(page, '/gestion/practicas');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ficha de prácticas' })).toBeVisible();
  await expect(page.getByTestId('internship-document')).toHaveCount(2);
  await expect(page.getByTestId('internship-documents')).toContainText('Memoria intermedia');
  await expect(page.getByTestId('internship-documents')).toContainText('Pendiente de entrega');
  await expectAccessible(page, '/gestion/practicas/{id}');
  const download = page.waitForEvent('download');
  await page.goto('/gestion/practicas');
  await page.getByTestId('export-xlsx').click();
  expect((await download).suggestedFilename()).toMatch(listExportName('practicas', 'xlsx'));
});
