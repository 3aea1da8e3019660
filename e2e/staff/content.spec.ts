import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { signInAsStaff } from '../support/staff.ts';

/**
 * The careers office's content screens as a manager, contenidos.gestor@demo.es.
 * The spec only changes data its own seed created (demo-staff-content.ts): a past, non-public
 * workshop, a guide, a scheduled communication and an inactive programme with two adhesions.
 */
const staffSignIn = (page: Page, user: string) => signInAsStaff(page, user);

test.describe('content screens of the careers office', () => {
  test('events: filter, edit, mark attendance and export the enrolled list', async ({ page }) => {
    test.setTimeout(120_000);
    await staffSignIn(page, 'contenidos.gestor@demo.es');
    await page.getByRole('link', { name: 'Eventos', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
    // A segmented control's radios are hidden behind their labels: the label is what is clicked.
    const when = page.getByRole('radiogroup', { name: 'Fecha del evento' });
    await when.getByText('Pasados', { exact: true }).click();
    await expect(when.getByRole('radio', { name: 'Pasados' })).toBeChecked();
    await page.getByTestId('events-search').fill('LinkedIn para la búsqueda');
    const table = page.getByTestId('staff-events');
    await expect(table).toContainText('Taller de LinkedIn para la búsqueda de empleo');
    await expectAccessible(page, 'staff events');

    await page
      .getByRole('button', { name: 'Editar «Taller de LinkedIn para la búsqueda de empleo»' })
      .click();
    const form = page.getByTestId('event-form');
    await expect(page.getByTestId('event-title')).toHaveValue(
      'Taller de LinkedIn para la búsqueda de empleo',
    );
    await page.getByTestId('event-places').fill('');
    await page.getByTestId('event-places').fill('25');
    // The description is written in the rich-text editor, as news are.
    const description = page.getByTestId('event-description');
    await description.fill('Taller práctico de LinkedIn.');
    await expect(description).toHaveText('Taller práctico de LinkedIn.');
    await expect(form.getByRole('combobox', { name: 'Categoría', exact: true })).toHaveValue(
      'Talleres',
    );
    await expectAccessible(page, 'event form', { scope: '[role="dialog"]' });
    await page.getByTestId('event-save').click();
    await expect(page.getByTestId('event-done')).toContainText('se ha guardado');
    await expect(table).toContainText('2 de 25');

    await page.getByRole('link', { name: 'Taller de LinkedIn para la búsqueda de empleo' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Inscritos y asistencia del evento' }),
    ).toBeVisible();
    const rows = page.getByTestId('enrolled-row');
    await expect(rows).toHaveCount(2);
    // Not public: there is no public address to share.
    await expect(page.getByTestId('event-public-address')).toHaveCount(0);
    await rows
      .filter({ hasText: 'asistente1@demo.es' })
      .getByRole('radio', { name: 'Asistió', exact: true })
      .check();
    await rows
      .filter({ hasText: 'asistente2@demo.es' })
      .getByRole('radio', { name: 'No asistió', exact: true })
      .check();
    await expect(page.getByTestId('attendance-save')).toHaveText('Guardar asistencia (2 cambios)');
    await page.getByTestId('attendance-save').click();
    await expect(page.getByTestId('attendance-saved')).toBeVisible();
    await expect(page.getByTestId('event-counts')).toContainText('1 asistentes');
    await expectAccessible(page, 'enrolled list', { scope: 'main' });

    const download = page.waitForEvent('download');
    await page.getByTestId('export-csv').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^inscritos-taller-linkedin.*\.csv$/);
    const text = await (await file.createReadStream()).toArray();
    const csv = Buffer.concat(text as Buffer[]).toString('utf8');
    expect(csv).toContain('"asistente1@demo.es"');
    expect(csv).toContain('"Asistió"');
  });

  test('guides, communications and programme adhesions', async ({ page }) => {
    test.setTimeout(120_000);
    await staffSignIn(page, 'contenidos.gestor@demo.es');

    await page.goto('/gestion/guias');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Guías de orientación' }),
    ).toBeVisible();
    await page
      .getByRole('button', { name: 'Editar «Guía para preparar la entrevista por vídeo»' })
      .click();
    await page.getByTestId('guide-title').fill('Guía para preparar la entrevista en vídeo');
    await page.getByTestId('guide-save').click();
    await expect(page.getByTestId('guide-done')).toContainText(
      'La guía «Guía para preparar la entrevista en vídeo» se ha guardado.',
    );
    await expectAccessible(page, 'staff guides');

    await page.goto('/gestion/comunicaciones');
    await expect(page.getByRole('heading', { level: 1, name: 'Comunicaciones' })).toBeVisible();
    const communications = page.getByTestId('staff-communications');
    await expect(communications).toContainText('Jornada de puertas abiertas');
    await expect(communications).toContainText('Programada');
    await page
      .getByRole('button', {
        name: 'Editar «Jornada de puertas abiertas del Servicio de Empleo (programada).»',
      })
      .click();
    await page.getByTestId('communication-text').fill('Jornada de puertas abiertas (nueva fecha).');
    await page.getByTestId('communication-save').click();
    await expect(page.getByTestId('communication-done')).toContainText(
      'se publicará en la fecha indicada',
    );
    await expect(communications).toContainText('Jornada de puertas abiertas (nueva fecha).');
    await expectAccessible(page, 'staff communications');
    await page
      .getByRole('button', { name: 'Borrar «Jornada de puertas abiertas (nueva fecha).»' })
      .click();
    const confirmation = page.getByRole('dialog', { name: 'Borrar comunicación' });
    await expect(confirmation).toContainText('¿Borrar esta comunicación?');
    await expectAccessible(page, 'communication removal');
    await page.getByTestId('communication-delete-confirm').click();
    await expect(page.getByTestId('communication-done')).toHaveText(
      'La comunicación se ha borrado.',
    );
    await expect(communications).not.toContainText('Jornada de puertas abiertas (nueva fecha).');

    await page.goto('/gestion/programas');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Programas de prácticas' }),
    ).toBeVisible();
    await expectAccessible(page, 'staff programmes');
    await page.getByRole('link', { name: 'Programa Talento Digital' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Adhesiones al programa' }),
    ).toBeVisible();
    const adhesions = page.getByTestId('adhesion-row');
    await expect(adhesions).toHaveCount(2);
    await expectAccessible(page, 'adhesions', { scope: 'main' });
    await page.getByRole('button', { name: 'Aceptar la adhesión de Irene Bravo Nieto' }).click();
    await expect(page.getByTestId('adhesion-done')).toContainText(
      'Se ha aceptado la adhesión de Irene Bravo Nieto',
    );
    await expect(adhesions).toHaveCount(1);
    await page.getByRole('button', { name: 'Rechazar la adhesión de Marcos Calvo Peña' }).click();
    await page.getByTestId('adhesion-reason').fill('No cumple los requisitos de titulación.');
    await page.getByTestId('adhesion-reject-confirm').click();
    await expect(page.getByTestId('adhesion-done')).toContainText(
      'Se ha rechazado la adhesión de Marcos Calvo Peña',
    );
    const adhesionState = page.getByRole('radiogroup', { name: 'Estado de la adhesión' });
    await adhesionState.getByText('Rechazadas', { exact: true }).click();
    await expect(adhesionState.getByRole('radio', { name: 'Rechazadas' })).toBeChecked();
    await expect(page.getByTestId('adhesion-list')).toContainText(
      'No cumple los requisitos de titulación.',
    );
  });
});
