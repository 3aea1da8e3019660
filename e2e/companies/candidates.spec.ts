import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { uniqueWord } from '../support/factory.ts';
import { companyFactory, type OffersCompany } from '../support/factories-companies.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

// Each test builds a company whose 'Prácticas de consultoría de negocio' has two candidates of its
// own, Hugo (Inscrito, unread) and Alba (En revisión, read): it opens CVs and moves applications.

const OFFER = 'Prácticas de consultoría de negocio';

async function openSheet(page: Page): Promise<OffersCompany> {
  const company = await companyFactory(page.request).offersCompany({
    nombreComercial: `Consultora Retiro ${uniqueWord('r')}`,
  });
  await signIn(page, company, { path: '/mis-ofertas/practicas' });
  await page.getByRole('link', { name: OFFER, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ficha de la oferta' })).toBeVisible();
  await expect(page.getByTestId('offer-title')).toHaveText(OFFER);
  return company;
}

const candidate = (page: Page, name: string) =>
  page.getByTestId('candidate').filter({ hasText: name });

test.describe('offer sheet and candidates', () => {
  test.describe.configure({ timeout: 120_000 });

  test('filters the candidates, exports them and shows the offer as a student sees it', async ({
    page,
  }) => {
    const company = await openSheet(page);
    await expect(page.getByTestId('candidate')).toHaveCount(2);
    await expect(page.getByTestId('candidates-total')).toHaveText('2 candidatos');
    await expect(candidate(page, 'Alba Marín Soto').getByTestId('candidate-state')).toHaveText(
      'En revisión',
    );
    await expectAccessible(page, 'offer sheet');

    await page.getByRole('combobox', { name: 'Estado de la candidatura' }).click();
    await page.getByRole('option', { name: 'En revisión (1)' }).click();
    await expect(page.getByTestId('candidate')).toHaveCount(1);
    await expect(page.getByTestId('candidates-total')).toHaveText('1 candidato');
    await expect(page.getByTestId('candidate')).toContainText('Alba Marín Soto');
    await page.getByRole('combobox', { name: 'Estado de la candidatura' }).click();
    await page.getByRole('option', { name: 'Inscrito (1)' }).click();
    await expect(page.getByTestId('candidate')).toHaveCount(1);
    await expect(page.getByTestId('candidate')).toContainText('Hugo Serrano Gil');

    // The export follows the filter: CSV with the spec's columns.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^candidatos-oferta-\d+\.csv$/);
    const path = await file.path();
    const csv = fs.readFileSync(path, 'utf8');
    expect(csv).toContain('"Nombre";"Apellidos";"Email"');
    expect(csv).toContain('"Hugo";"Serrano Gil"');
    expect(csv).not.toContain('Alba');

    const xlsx = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar Excel' }).click();
    expect((await xlsx).suggestedFilename()).toMatch(/^candidatos-oferta-\d+\.xlsx$/);

    await page.getByRole('link', { name: 'Ver como estudiante' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Oferta vista por el estudiante' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: OFFER })).toBeVisible();
    await expect(page.getByTestId('offer-details')).toContainText(
      'Grado en Ingeniería Informática',
    );
    await expect(page.getByTestId('offer-details')).toContainText(company.nombreComercial);
    await expectAccessible(page, 'student view');
  });

  test('opens a CV (then read), moves the application and shows a refused move', async ({
    page,
  }) => {
    const company = await openSheet(page);
    const hugo = candidate(page, 'Hugo Serrano Gil');
    await expect(hugo).toHaveAttribute('data-unread', 'true');
    await expect(hugo.getByText('Nuevo')).toBeVisible();

    await hugo.getByRole('link', { name: 'Ver el CV de Hugo Serrano Gil' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Currículum del candidato' }),
    ).toBeVisible();
    await expect(page.getByTestId('cv-name')).toHaveText('Hugo Serrano Gil');
    await expect(page.getByTestId('cv-state')).toHaveText('Inscrito');
    await expect(page.getByText('Grado en Ingeniería Informática')).toBeVisible();
    await expect(page.getByText('Inglés: C1 - Dominio operativo eficaz')).toBeVisible();
    // The presentation is shown as the candidate wrote it, not as its markup.
    const presentation = page.getByTestId('cv-presentation-text');
    await expect(
      presentation.getByText('Soy Hugo, estudiante de Ingeniería Informática.'),
    ).toBeVisible();
    await expect(presentation.getByRole('listitem')).toHaveText('Análisis de datos & negocio');
    await expect(presentation).not.toContainText('<p>');
    await expect(page.getByRole('link', { name: company.candidates[0]?.email })).toBeVisible();
    await expect(
      page.getByText('El candidato no ha aportado su CV propio ni su certificado académico.'),
    ).toBeVisible();
    await expectAccessible(page, 'candidate CV');

    // Only the moves of the state machine are offered (an internship may also pre-enrol).
    await page.getByRole('button', { name: 'Cambiar estado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar el estado de Hugo Serrano Gil' });
    await dialog.getByRole('button', { name: 'Cambiar estado' }).click();
    await expect(
      dialog.getByRole('combobox', { name: 'Nuevo estado' }),
    ).toHaveAccessibleDescription(/Este campo es requerido/);
    await dialog.getByRole('combobox', { name: 'Nuevo estado' }).click();
    await expect(page.getByRole('option')).toHaveText([
      'En revisión',
      'Preseleccionado',
      'Entrevista',
      'Seleccionado',
      'Descartado',
      'Preinscrito',
    ]);
    await page.getByRole('option', { name: 'Entrevista' }).click();
    await dialog
      .getByRole('textbox', { name: 'Mensaje para el candidato' })
      .fill('Te llamaremos el lunes para concretar la entrevista.');
    await expectAccessible(page, 'change state dialog');
    await dialog.getByRole('button', { name: 'Cambiar estado' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('cv-state')).toHaveText('Entrevista');
    await expect(
      page.getByText('Te llamaremos el lunes para concretar la entrevista.'),
    ).toBeVisible();

    // Back on the sheet: read, in its new state.
    await page.getByRole('link', { name: OFFER }).click();
    await expect(hugo.getByTestId('candidate-state')).toHaveText('Entrevista');
    await expect(hugo).not.toHaveAttribute('data-unread', 'true');

    // A move that is no longer possible (someone discarded Alba meanwhile) is refused: 14.
    const alba = candidate(page, 'Alba Marín Soto');
    await alba
      .getByRole('button', { name: 'Cambiar estado de la candidatura de Alba Marín Soto' })
      .click();
    const albaDialog = page.getByRole('dialog', { name: 'Cambiar el estado de Alba Marín Soto' });
    await albaDialog.getByRole('combobox', { name: 'Nuevo estado' }).click();
    await page.getByRole('option', { name: 'Preseleccionado' }).click();
    const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
    const rows = await page.request.get(
      `/api/Empresa/dameCandidatosProceso/${(page.url().split('/').pop() ?? '').trim()}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const list = (await rows.json()) as {
      datos: { candidatos: { idCandidatura: number; nombre: string }[] };
    };
    const albaId = list.datos.candidatos.find((c) => c.nombre === 'Alba')?.idCandidatura;
    const discard = await page.request.post('/api/Empresa/cambiaEstadoCandidatura', {
      headers: { authorization: `Bearer ${token}` },
      data: { idCandidatura: albaId, idEstado: 6 },
    });
    expect(((await discard.json()) as { status: number }).status).toBe(0);
    await albaDialog.getByRole('button', { name: 'Cambiar estado' }).click();
    await expect(albaDialog.getByTestId('state-refused')).toContainText(
      'Cambio de estado no permitido',
    );
    await albaDialog.getByRole('button', { name: 'Cancelar' }).click();
  });
});
