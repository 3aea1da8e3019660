import { DEMO_PASSWORD } from '../support/env.ts';
import { factory, uniqueWord } from '../support/factory.ts';
import { staffBFactory, type StaffCompany } from '../support/factories-staff-b.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';
import { listExportName, signInAsStaff } from '../support/staff.ts';

test.describe.configure({ timeout: 120_000 });

/**
 * An editorial with offers waiting for validation, one waiting for the changes the careers office
 * asked for and one published with an applicant; the company's name carries the test's word.
 */
async function buildEditorial(page: Page): Promise<StaffCompany> {
  const word = uniqueWord('editorial');
  return staffBFactory(page.request).company({
    nombreComercial: `Editorial ${word}`,
    usuario: { nombre: 'Lorena', apellidos: 'Vidal Casas' },
    ofertas: [
      { titulo: `Auxiliar editorial ${word}` },
      { titulo: `Corrector/a de textos ${word}` },
      {
        titulo: `Maquetador/a junior ${word}`,
        cambiosSolicitados: 'Indica el salario y si el puesto admite teletrabajo.',
      },
      {
        titulo: `Redactor/a de contenidos ${word}`,
        estado: 2,
        candidatos: [{ nombre: 'Tobías', apellidos: 'Lirio Vera' }],
      },
    ],
  });
}

const titleOf = (editorial: StaffCompany, start: string) => {
  const offer = editorial.ofertas.find((o) => o.titulo.startsWith(start));
  if (offer === undefined) {
    throw new Error(`no offer ${start}`);
  }
  return offer.titulo;
};

async function staffSignIn(page: Page) {
  const manager = await factory(page.request).staff({ rol: 'gestor' });
  await signInAsStaff(page, manager.user, '/gestion/ofertas');
  await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
}

async function openOffer(page: Page, editorial: StaffCompany, title: string, state?: string) {
  await page.getByTestId('offer-company-filter').fill(editorial.nombreComercial);
  if (state !== undefined) {
    await page.getByTestId('offer-state-filter').click();
    await page.getByRole('option', { name: state }).click();
  }
  await page.getByTestId('offer-filter-apply').click();
  // The list keeps showing the previous rows until the filtered ones arrive: a title clicked in
  // between can be a row that is being replaced, and the click then lands on another one.
  await expect(page).toHaveURL(/[?&]empresa=/);
  await expect(page.getByRole('row').filter({ hasNotText: editorial.nombreComercial })).toHaveCount(
    1,
  );
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Revisión de oferta' })).toBeVisible();
}

test('filters offers awaiting changes and exports the list', async ({ page }) => {
  const editorial = await buildEditorial(page);
  await staffSignIn(page);
  await expect(page.getByTestId('offer-row').first()).toBeVisible();
  await expectAccessible(page, '/gestion/ofertas');
  await page.getByTestId('offer-company-filter').fill(editorial.nombreComercial);
  await page.getByTestId('offer-changes-filter').check();
  await page.getByTestId('offer-filter-apply').click();
  // Of the editorial's three pending offers, only the one waiting for changes.
  await expect(page.getByTestId('offer-row')).toHaveCount(1);
  const row = page
    .getByTestId('offer-row')
    .filter({ hasText: titleOf(editorial, 'Maquetador/a junior') });
  await expect(row).toContainText('Esperando cambios');
  const download = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  expect((await download).suggestedFilename()).toMatch(listExportName('ofertas', 'csv'));
  // In English the same filtered list is saved under the server's English name.
  await page.evaluate(() => {
    localStorage.setItem('lang', 'en');
  });
  await page.reload();
  await expect(page.getByTestId('offer-row')).toHaveCount(1);
  const english = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  expect((await english).suggestedFilename()).toMatch(listExportName('offers', 'csv'));
});

test('applying the same filters again asks the list again: an offer sent meanwhile appears', async ({
  page,
}) => {
  const word = uniqueWord('recarga');
  await staffSignIn(page);
  await page.getByTestId('offer-title-filter').fill(word);
  await page.getByTestId('offer-filter-apply').click();
  await expect(page).toHaveURL(new RegExp(`titulo=${word}`));
  await expect(page.getByTestId('staff-offers')).toContainText(
    'No hay resultados con estos filtros.',
  );
  // A company sends an offer while the list is on the screen.
  await factory(page.request).offer({ titulo: `Prácticas de ${word}`, estado: 1 });
  await page.getByTestId('offer-filter-apply').click();
  await expect(page.getByTestId('offer-row')).toHaveCount(1);
  await expect(page.getByTestId('offer-row')).toContainText(`Prácticas de ${word}`);
});

test('edits a pending offer, then validates it', async ({ page }) => {
  const editorial = await buildEditorial(page);
  await staffSignIn(page);
  await openOffer(page, editorial, titleOf(editorial, 'Auxiliar editorial'));
  await expectAccessible(page, '/gestion/ofertas/{id}');
  await page.getByTestId('offer-edit').click();
  const dialog = page.getByRole('dialog', { name: 'Editar la oferta antes de validarla' });
  await dialog.getByTestId('offer-edit-title').fill('Auxiliar editorial de libros de texto');
  await expectAccessible(page, 'edit offer dialog');
  await dialog.getByTestId('offer-edit-save').click();
  await expect(page.getByTestId('staff-done')).toHaveText('La oferta se ha guardado.');
  await expect(page.getByTestId('offer-review')).toContainText(
    'Auxiliar editorial de libros de texto',
  );
  await page.getByTestId('offer-validate').click();
  await page
    .getByRole('dialog', { name: '¿Validar la oferta?' })
    .getByTestId('dialog-confirm')
    .click();
  await expect(page.getByTestId('staff-done')).toContainText('La oferta se ha validado');
  await expect(page.getByTestId('offer-state')).toHaveText('Activa');
});

test('asks the company for changes; the company is notified', async ({ page }) => {
  const MESSAGE = 'Añade el horario y el convenio colectivo aplicable.';
  const editorial = await buildEditorial(page);
  await staffSignIn(page);
  await openOffer(page, editorial, titleOf(editorial, 'Corrector/a de textos'));
  await page.getByTestId('offer-request-changes').click();
  const dialog = page.getByRole('dialog', { name: 'Pedir cambios a la empresa' });
  await dialog.getByTestId('dialog-text').fill(MESSAGE);
  await dialog.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('staff-done')).toHaveText(
    'Se han pedido los cambios a la empresa.',
  );
  await expect(page.getByTestId('offer-changes-requested')).toContainText(MESSAGE);
  await expect(page.getByTestId('offer-state')).toHaveText('Pendiente de validación');

  const login = (await (
    await page.request.post('/api/Empresa/logaUsuario', {
      data: {
        eUsuario: editorial.user,
        ePassword: DEMO_PASSWORD,
        eAmbito: 'PrivadoEmpresa',
      },
    })
  ).json()) as { datos: { token: string } };
  const notices = (await (
    await page.request.get('/api/Empresa/dameNotificaciones', {
      headers: { authorization: `Bearer ${login.datos.token}` },
    })
  ).json()) as { datos: { titulo: string; texto: string }[] };
  expect(notices.datos).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        titulo: 'Cambios solicitados en tu oferta',
        texto: expect.stringContaining(MESSAGE),
      }),
    ]),
  );
});

test('closes an active offer and shows its applicants', async ({ page }) => {
  const editorial = await buildEditorial(page);
  await staffSignIn(page);
  await openOffer(page, editorial, titleOf(editorial, 'Redactor/a de contenidos'), 'Activa');
  await expect(page.getByTestId('offer-applicant')).toHaveCount(1);
  await expect(page.getByTestId('offer-applicant')).toContainText('Tobías Lirio Vera');
  await page.getByTestId('offer-close').click();
  await page
    .getByRole('dialog', { name: '¿Cerrar la oferta?' })
    .getByTestId('dialog-confirm')
    .click();
  await expect(page.getByTestId('staff-done')).toHaveText('La oferta se ha cerrado.');
  await expect(page.getByTestId('offer-state')).toHaveText('Cerrada');
  await expect(page.getByTestId('offer-applicant')).toContainText('Oferta cerrada');
  await expectAccessible(page, 'closed offer');
});

test('shows the staff the whole offer, as the candidate will read it, before validating', async ({
  page,
}) => {
  const editorial = await buildEditorial(page);
  const login = (await (
    await page.request.post('/api/Empresa/logaUsuario', {
      data: {
        eUsuario: editorial.user,
        ePassword: DEMO_PASSWORD,
        eAmbito: 'PrivadoEmpresa',
      },
    })
  ).json()) as { datos: { token: string } };
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const created = await page.request.post('/api/Empresa/addOferta', {
    headers: { authorization: `Bearer ${login.datos.token}` },
    data: {
      familia: 'practicas',
      titulo: 'Prácticas de edición digital (revisión completa)',
      plazas: 2,
      idSector: 15,
      idTipoContrato: 9,
      titulaciones: [36],
      descripcion: '<p>Maquetación de libros electrónicos.</p>',
      fechaFinInscripcion: day(20),
      fechaInicio: '2099-03-01',
      fechaFin: '2099-08-31',
      horasDia: 5,
      diasSemana: 4,
      remuneracion: 450,
      tutorNombre: 'Lucía Tutora Prieto',
      tutorEmail: 'lucia.tutora@editorial.example',
      curricular: false,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { datos } = (await created.json()) as { datos: { idOferta: number } };

  const manager = await factory(page.request).staff({ rol: 'gestor' });
  await signInAsStaff(page, manager.user, `/gestion/ofertas/${String(datos.idOferta)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Revisión de oferta' })).toBeVisible();
  const details = page.getByTestId('offer-review').getByTestId('offer-details');
  for (const [label, value] of [
    ['Tipo de contrato', 'Beca / prácticas no laborales'],
    ['Tipo de prácticas', 'Extracurriculares'],
    ['Fecha de inicio', '01/03/2099'],
    ['Fecha de fin', '31/08/2099'],
    ['Horas al día', '5'],
    ['Días a la semana', '4'],
    ['Remuneración mensual', /^450,00\s€$/],
  ] as const) {
    const fact = details
      .getByText(label, { exact: true })
      .locator('xpath=following-sibling::dd[1]');
    await expect(fact, label).toHaveText(value);
  }
  await expect(details).toContainText('Lucía Tutora Prieto · lucia.tutora@editorial.example');
  await expect(details.getByRole('listitem')).toContainText(['Grado en Ingeniería Informática']);
  await expectAccessible(page, 'whole offer under review');
});

test('says an offer that does not exist is not there', async ({ page }) => {
  await staffSignIn(page);
  await page.goto('/gestion/ofertas/999999999');
  await expect(page.getByRole('alert').filter({ hasText: 'La oferta no existe.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
  await expectAccessible(page, 'missing staff offer');
});
