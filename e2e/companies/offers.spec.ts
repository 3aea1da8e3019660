import type { Page } from '@playwright/test';
import { factory, uniqueWord } from '../support/factory.ts';
import { companyFactory } from '../support/factories-companies.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

// Each test builds its company: a new one creates offers; one with offers of its own in every
// state edits its pending offer and is refused editing a published one.

const nextYear = new Date().getFullYear() + 1;
const day = (month: number, date: number) =>
  `${String(nextYear)}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;

/** Picks an option of a Mantine Select (searchable or not) by its label. */
async function choose(page: Page, label: string, option: string, search?: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (search !== undefined) {
    await input.fill(search);
  }
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Adds a value to a Mantine MultiSelect by typing part of it. */
async function pick(page: Page, label: string, search: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

async function fillCommon(page: Page, titulo: string, contract: string) {
  await page.getByRole('textbox', { name: 'Título de la oferta' }).fill(titulo);
  await page.getByRole('textbox', { name: 'Número de plazas' }).fill('2');
  await choose(page, 'Sector', 'Consultoría, asesoría jurídica y contable', 'Consultor');
  await choose(page, 'Tipo de contrato', contract);
  await pick(page, 'Titulaciones', 'Informática', 'Grado en Ingeniería Informática');
  await choose(page, 'Provincia', 'Madrid', 'Madrid');
  await choose(page, 'Localidad', 'Madrid', 'Madrid');
  const editor = page.getByTestId('offer-description-editor');
  await editor.click();
  await editor.pressSequentially('Apoyo al equipo de consultoría en proyectos de clientes.');
}

test.describe('company offers: create', () => {
  // Long forms filled field by field, with axe runs in light and dark.
  test.describe.configure({ timeout: 120_000 });

  test('picks a family, sees the spec messages after the first submit, then creates a student internship', async ({
    page,
  }) => {
    await signIn(page, await factory(page.request).company({ nombre: 'Rocío' }), {
      path: '/nueva-oferta',
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Nueva oferta' })).toBeVisible();
    await expectAccessible(page, 'family picker');
    await page.getByRole('link', { name: 'Crear oferta de Prácticas de estudiantes' }).click();
    await expect(page).toHaveURL(/\/nueva-oferta\/practicas$/);
    await expect(page.getByTestId('offer-family')).toHaveText('Prácticas de estudiantes');
    const form = page.getByTestId('offer-form');
    await expect(form.getByRole('textbox', { name: 'Título de la oferta' })).toBeVisible();
    // No message before the first submit.
    await expect(form.getByText('Este campo es requerido')).toHaveCount(0);
    await expectAccessible(page, 'empty student internship form');
    // A student internship is a non-employment internship: the only contract it can be is chosen.
    const contract = page.getByRole('combobox', { name: 'Tipo de contrato', exact: true });
    await expect(contract).toHaveValue('Beca / prácticas no laborales');
    await contract.click();
    await expect(page.getByRole('option')).toHaveText(['Beca / prácticas no laborales']);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Crear oferta' }).click();
    await expect(page.getByTestId('offer-form-errors')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Título de la oferta' })).toBeFocused();
    for (const label of ['Sector', 'Titulaciones']) {
      await expect(
        page.getByRole('combobox', { name: label, exact: true }),
      ).toHaveAccessibleDescription(/Este campo es requerido/);
    }
    for (const label of [
      'Título de la oferta',
      'Fecha de inicio',
      'Fecha de fin',
      'Horas al día',
      'Nombre del tutor o tutora',
      'Correo electrónico del tutor o tutora',
    ]) {
      await expect(
        page.getByRole('textbox', { name: label, exact: true }),
      ).toHaveAccessibleDescription(/Este campo es requerido/);
    }
    await expect(form.getByText('Este campo es requerido')).not.toHaveCount(0);
    await expectAccessible(page, 'student internship form with errors');

    // Ranges and cross-field rules of the spec, updated as the user types.
    await page.getByRole('textbox', { name: 'Días a la semana' }).fill('9');
    await page.getByRole('textbox', { name: 'Duración en meses' }).fill('13');
    await page.getByRole('textbox', { name: 'Fecha de inicio' }).fill(day(6, 30));
    await page.getByRole('textbox', { name: 'Fecha de fin' }).fill(day(2, 1));
    await page
      .getByRole('textbox', { name: 'Correo electrónico del tutor o tutora' })
      .fill('tutor');
    await expect(
      page.getByRole('textbox', { name: 'Días a la semana' }),
    ).toHaveAccessibleDescription(/El valor está fuera del rango permitido/);
    await expect(
      page.getByRole('textbox', { name: 'Duración en meses' }),
    ).toHaveAccessibleDescription(/El valor está fuera del rango permitido/);
    await expect(page.getByRole('textbox', { name: 'Fecha de fin' })).toHaveAccessibleDescription(
      /La fecha de inicio debe ser anterior a la fecha de fin/,
    );
    await expect(
      page.getByRole('textbox', { name: 'Correo electrónico del tutor o tutora' }),
    ).toHaveAccessibleDescription(/Debes indicar una dirección de correo electrónico válida/);

    await fillCommon(page, 'Prácticas de consultoría tecnológica', 'Beca / prácticas no laborales');
    await page.getByRole('textbox', { name: 'Días a la semana' }).fill('5');
    await page.getByRole('textbox', { name: 'Duración en meses' }).fill('5');
    await page.getByRole('textbox', { name: 'Fecha de inicio' }).fill(day(2, 1));
    await page.getByRole('textbox', { name: 'Fecha de fin' }).fill(day(6, 30));
    await page.getByRole('textbox', { name: 'Horas al día' }).fill('5');
    await page.getByRole('textbox', { name: 'Dedicación' }).fill('60');
    await page.getByRole('textbox', { name: 'Remuneración mensual' }).fill('450,50');
    await page.getByRole('radio', { name: 'Extracurriculares' }).check();
    await page.getByRole('button', { name: 'Añadir idioma' }).click();
    await choose(page, 'Idioma 1', 'Inglés', 'Ing');
    await choose(page, 'Nivel mínimo del idioma 1', 'B2 - Avanzado');
    await page
      .getByRole('textbox', { name: 'Nombre del tutor o tutora' })
      .fill('Rocío Navarro León');
    await page
      .getByRole('textbox', { name: 'Correo electrónico del tutor o tutora' })
      .fill('tutoria@consultora-retiro.example');
    await expect(page.getByTestId('offer-form-errors')).toHaveCount(0);
    // 'Enter' in a field sends the form.
    await page.getByRole('textbox', { name: 'Título de la oferta' }).press('Enter');

    const saved = page.getByTestId('offer-saved');
    await expect(saved).toContainText('Oferta creada');
    await expect(saved).toContainText('pendiente de validación');
    await expectAccessible(page, 'offer created');
    await saved.getByRole('link', { name: 'Ver la oferta' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ficha de la oferta' })).toBeVisible();
    await expect(page.getByTestId('offer-title')).toHaveText(
      'Prácticas de consultoría tecnológica',
    );
    await expect(page.getByTestId('offer-state')).toHaveText('Pendiente de validación');
    await expect(page.getByTestId('offer-details')).toContainText('Extracurriculares');
    await expect(page.getByTestId('offer-details')).toContainText('Inglés: B2 - Avanzado');
    await expect(page.getByTestId('offer-details')).toContainText('450,50');
  });

  test('creates a job offer and a graduate internship', async ({ page }) => {
    await signIn(page, await factory(page.request).company({ nombre: 'Rocío' }), {
      path: '/nueva-oferta/empleo',
    });
    await expect(page.getByTestId('offer-family')).toHaveText('Empleo');
    // A job offer has no tutor nor curricular choice.
    await expect(page.getByRole('textbox', { name: 'Nombre del tutor o tutora' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Curriculares' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Crear oferta' }).click();
    await expect(
      page.getByRole('textbox', { name: 'Título de la oferta' }),
    ).toHaveAccessibleDescription(/Este campo es requerido/);
    await expect(
      page.getByRole('textbox', { name: 'Fecha de inicio' }),
    ).not.toHaveAccessibleDescription(/Este campo es requerido/);
    await expectAccessible(page, 'job offer form with errors');
    await fillCommon(page, 'Analista de negocio junior', 'Indefinido');
    await choose(page, 'Rango salarial anual', '24.000 € - 30.000 €');
    await page.getByRole('checkbox', { name: /Agencia de Colocación/ }).check();
    await page.getByRole('button', { name: 'Crear oferta' }).click();
    await expect(page.getByTestId('offer-saved')).toContainText('Oferta creada');

    await page.goto('/nueva-oferta/practicastitulados');
    await expect(page.getByTestId('offer-family')).toHaveText('Prácticas de titulados');
    await expect(page.getByRole('combobox', { name: 'Tipo de contrato', exact: true })).toHaveValue(
      '',
    );
    await fillCommon(
      page,
      'Prácticas de analítica para titulados',
      'Formativo para la obtención de la práctica profesional',
    );
    await page.getByRole('textbox', { name: 'Fecha de inicio' }).fill(day(3, 1));
    await page.getByRole('textbox', { name: 'Fecha de fin' }).fill(day(8, 31));
    await page.getByRole('textbox', { name: 'Horas al día' }).fill('6');
    await page
      .getByRole('textbox', { name: 'Nombre del tutor o tutora' })
      .fill('Rocío Navarro León');
    await page
      .getByRole('textbox', { name: 'Correo electrónico del tutor o tutora' })
      .fill('tutoria@consultora-retiro.example');
    await page.getByRole('button', { name: 'Crear oferta' }).click();
    await expect(page.getByTestId('offer-saved')).toContainText('Oferta creada');

    await page.getByRole('link', { name: 'Mis ofertas' }).click();
    await expect(page).toHaveURL(/\/mis-ofertas\/practicastitulados$/);
    const created = page
      .getByTestId('my-offer')
      .filter({ hasText: 'Prácticas de analítica para titulados' });
    await expect(created).toContainText('Pendiente de validación');
  });
});

test('the description editor removes a link only with the cursor in one', async ({ page }) => {
  await signIn(page, await factory(page.request).company(), { path: '/nueva-oferta/empleo' });
  const editor = page.getByTestId('offer-description-editor');
  const unlink = page.getByRole('button', { name: 'Quitar enlace' });
  await editor.click();
  await editor.pressSequentially('Más información');
  await expect(unlink).toBeDisabled();
  await page.keyboard.press('ControlOrMeta+a');
  await page.getByRole('button', { name: 'Insertar enlace' }).click();
  await page.getByRole('textbox', { name: 'Dirección del enlace' }).fill('https://example.org/');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const link = editor.getByRole('link', { name: 'Más información' });
  await expect(link).toHaveAttribute('href', 'https://example.org/');
  await link.click();
  await expect(unlink).toBeEnabled();
  await unlink.click();
  await expect(editor.getByRole('link')).toHaveCount(0);
  await expect(editor).toHaveText('Más información');
  await expect(unlink).toBeDisabled();
});

test.describe('company offers: edit', () => {
  test.describe.configure({ timeout: 120_000 });

  test("says an offer that does not exist, or is another company's, is not there", async ({
    page,
  }) => {
    const other = await companyFactory(page.request).offersCompany({
      nombreComercial: `Consultora Prado ${uniqueWord('p')}`,
    });
    const company = await factory(page.request).company();
    await signIn(page, company, { path: '/oferta/999999999' });
    await expect(
      page.getByRole('alert').filter({ hasText: 'La oferta no existe o no es de tu empresa.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
    await expectAccessible(page, 'missing company offer');
    await page.goto(`/oferta/${String(other.offers.candidates)}`);
    await expect(
      page.getByRole('alert').filter({ hasText: 'La oferta no existe o no es de tu empresa.' }),
    ).toBeVisible();
  });

  test('edits a pending offer and refuses a validated one', async ({ page }) => {
    const company = await companyFactory(page.request).offersCompany({
      nombreComercial: `Consultora Retiro ${uniqueWord('r')}`,
    });
    await signIn(page, company, { path: '/mis-ofertas/empleo' });
    const pending = page
      .getByTestId('my-offer')
      .filter({ hasText: 'Técnico/a de soporte informático' });
    await pending.getByRole('link', { name: 'Editar «Técnico/a de soporte informático»' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Editar oferta' })).toBeVisible();
    const title = page.getByRole('textbox', { name: 'Título de la oferta' });
    await expect(title).toHaveValue(/^Técnico\/a de soporte informático/);
    await expect(page.getByTestId('offer-description-editor')).toContainText(
      'Técnico/a de soporte informático en un equipo',
    );
    await expectAccessible(page, 'edit offer');
    await title.fill('');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(title).toHaveAccessibleDescription(/Este campo es requerido/);
    await title.fill('Técnico/a de soporte informático y microinformática');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByTestId('offer-saved')).toContainText('Oferta modificada');
    await expect(page.getByTestId('offer-saved')).toContainText('pendiente de validación');

    // An active (validated) offer cannot be edited: a clear refusal, no form.
    const sheet = await page.request.get(
      '/api/Empresa/dameProcesosEmpleoYpracticas?type=practicas',
      {
        headers: {
          authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token') ?? '')}`,
        },
      },
    );
    const list = (await sheet.json()) as { datos: { idOferta: number; titulo: string }[] };
    const active = list.datos.find((o) => o.titulo === 'Prácticas de consultoría de negocio');
    expect(active).toBeDefined();
    await page.goto(`/editar-oferta/${String(active?.idOferta)}`);
    const refused = page.getByTestId('edit-refused');
    await expect(refused).toContainText('Esta oferta no se puede editar');
    // The server's reason, said once (not again in the page's own words).
    await expect(refused).toContainText(
      'Solo se puede modificar una oferta mientras está pendiente de validación.',
    );
    await expect(refused).not.toContainText(
      'Solo se pueden editar las ofertas pendientes de validación',
    );
    await expect(page.getByTestId('offer-form')).toHaveCount(0);
    await expectAccessible(page, 'edit refused');
  });
});
