import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/env.ts';
import { factory, uniqueWord, type BuiltAccount } from '../support/factory.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

/**
 * Staff download a candidate's documents from the sheet: a candidate uploads a CV through the API
 * first, then a manager opens the candidate's sheet and downloads it and the generated CV PDF.
 */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');

async function uploadCv(page: Page, candidate: BuiltAccount) {
  const login = await page.request.post('/api/Alumno/logaUsuario', {
    data: {
      eUsuario: candidate.user,
      ePassword: DEMO_PASSWORD,
      eAmbito: 'PrivadoAlumno',
    },
  });
  const { datos } = (await login.json()) as { datos: { token: string } };
  const added = await page.request.post('/api/Alumno/addDoc', {
    headers: { authorization: `Bearer ${datos.token}` },
    data: {
      idTipoDocumento: 1,
      nombre: 'CV Paula Serrano.pdf',
      extension_adjunto: 'pdf',
      ficheroB64ParaAltas: pdf.toString('base64'),
    },
  });
  expect(((await added.json()) as { status: number }).status).toBe(0);
}

test('staff download a candidate’s CV document and the generated CV', async ({ page }) => {
  test.setTimeout(120_000);
  const make = factory(page.request);
  const surname = uniqueWord('Serrano');
  const candidate = await make.candidate({ nombre: 'Paula', apellidos: `${surname} Vega` });
  await uploadCv(page, candidate);
  const manager = await make.staff({ rol: 'gestor' });
  await page.goto('/gestion/login');
  await page.getByTestId('staff-login-user').fill(manager.user);
  await page.getByTestId('staff-login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('staff-login-password').press('Enter');
  await expect(page).toHaveURL(/\/gestion$/);
  await page.goto('/gestion/candidatos');
  await page.getByTestId('candidates-text').fill(`${surname.toLowerCase()} vega`);
  await page.getByTestId('candidates-search').click();
  await page.getByRole('link', { name: `${surname} Vega, Paula` }).click();
  const documents = page.getByTestId('candidate-documents');
  const row = documents
    .getByTestId('candidate-document')
    .filter({ hasText: 'CV Paula Serrano.pdf' });
  await expect(row).toContainText('Documentos del currículum');
  await expectAccessible(page, 'candidate sheet with documents');

  const file = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Descargar CV Paula Serrano.pdf' }).click();
  const download = await file;
  expect(download.suggestedFilename()).toBe('CV Paula Serrano.pdf');
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(path)).equals(pdf)).toBe(true);

  const cv = page.waitForEvent('download');
  await page.getByTestId('candidate-cv-pdf').click();
  expect((await cv).suggestedFilename()).toBe(`CV Paula ${surname} Vega.pdf`);
});
