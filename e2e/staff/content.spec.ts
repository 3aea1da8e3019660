import type { Page } from '@playwright/test';
import { factory, uniqueWord } from '../support/factory.ts';
import { candidateFactory } from '../support/factories-candidates.ts';
import { staffAFactory } from '../support/factories-staff-a.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { signInAsStaff } from '../support/staff.ts';

/**
 * The careers office's content screens as a manager each test builds. A test changes only the
 * content it built, titled with a word of the attempt's own (a retry builds and finds its own):
 * a past, non-public workshop with two enrolled, a guide, a scheduled communication and an
 * inactive programme with two adhesions.
 */
async function staffSignIn(page: Page) {
  const manager = await factory(page.request).staff({ rol: 'gestor' });
  await signInAsStaff(page, manager.user);
}

/** The content of one attempt, every title carrying a word of its own (`palabra`). */
function buildContent(page: Page) {
  const word = uniqueWord('linkedin');
  const titles = {
    palabra: word,
    taller: `Taller de LinkedIn ${word} para la búsqueda de empleo`,
    guia: `Guía ${word} para preparar la entrevista por vídeo`,
    comunicacion: `Jornada de puertas abiertas ${word} del Servicio de Empleo (programada).`,
    programa: `Programa Talento Digital ${word}`,
  };
  return staffAFactory(page.request)
    .staffContent({
      ...titles,
      asistentes: [
        { nombre: 'Lorena', apellidos: 'Bravo Sáez' },
        { nombre: 'Mario', apellidos: 'Calvo Rey' },
      ],
    })
    .then((built) => ({ ...titles, ...built }));
}

test.describe('content screens of the careers office', () => {
  test('events: filter, edit, mark attendance and export the enrolled list', async ({ page }) => {
    test.setTimeout(120_000);
    const content = await buildContent(page);
    const [first, second] = content.asistentes;
    if (first === undefined || second === undefined) {
      throw new Error('two candidates enrolled');
    }
    await staffSignIn(page);
    await page.getByRole('link', { name: 'Eventos', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
    // A segmented control's radios are hidden behind their labels: the label is what is clicked.
    const when = page.getByRole('radiogroup', { name: 'Fecha del evento' });
    await when.getByText('Pasados', { exact: true }).click();
    await expect(when.getByRole('radio', { name: 'Pasados' })).toBeChecked();
    await page.getByTestId('events-search').fill(`LinkedIn ${content.palabra} para la búsqueda`);
    const table = page.getByTestId('staff-events');
    await expect(table).toContainText(content.taller);
    await expectAccessible(page, 'staff events');

    await page.getByRole('button', { name: `Editar «${content.taller}»` }).click();
    const form = page.getByTestId('event-form');
    await expect(page.getByTestId('event-title')).toHaveValue(content.taller);
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

    await page.getByRole('link', { name: content.taller }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Inscritos y asistencia del evento' }),
    ).toBeVisible();
    const rows = page.getByTestId('enrolled-row');
    await expect(rows).toHaveCount(2);
    // Not public: there is no public address to share.
    await expect(page.getByTestId('event-public-address')).toHaveCount(0);
    await rows
      .filter({ hasText: first.email })
      .getByRole('radio', { name: 'Asistió', exact: true })
      .check();
    await rows
      .filter({ hasText: second.email })
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
    expect(csv).toContain(`"${first.email}"`);
    expect(csv).toContain('"Asistió"');
  });

  test('guides, communications and programme adhesions', async ({ page }) => {
    test.setTimeout(120_000);
    const content = await buildContent(page);
    const word = content.palabra;
    // Another communication of this test's, which stays listed after the removal.
    await candidateFactory(page.request).communication({
      descripcion: `Feria de orientación ${word} en el Paraninfo.`,
    });
    await staffSignIn(page);

    // Each list narrows to this test's content first: other specs add theirs meanwhile.
    await page.goto('/gestion/guias');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Guías de orientación' }),
    ).toBeVisible();
    await page.getByTestId('guides-search').fill(word);
    await page.getByRole('button', { name: `Editar «${content.guia}»` }).click();
    const renamed = `Guía ${word} para preparar la entrevista en vídeo`;
    await page.getByTestId('guide-title').fill(renamed);
    await page.getByTestId('guide-save').click();
    await expect(page.getByTestId('guide-done')).toContainText(
      `La guía «${renamed}» se ha guardado.`,
    );
    await expectAccessible(page, 'staff guides');

    await page.goto('/gestion/comunicaciones');
    await expect(page.getByRole('heading', { level: 1, name: 'Comunicaciones' })).toBeVisible();
    await page.getByTestId('communications-search').fill(word);
    const communications = page.getByTestId('staff-communications');
    await expect(communications).toContainText(`Jornada de puertas abiertas ${word}`);
    await expect(communications).toContainText('Programada');
    await page.getByRole('button', { name: `Editar «${content.comunicacion}»` }).click();
    const moved = `Jornada de puertas abiertas ${word} (nueva fecha).`;
    await page.getByTestId('communication-text').fill(moved);
    await page.getByTestId('communication-save').click();
    await expect(page.getByTestId('communication-done')).toContainText(
      'se publicará en la fecha indicada',
    );
    await expect(communications).toContainText(moved);
    await expectAccessible(page, 'staff communications');
    await page.getByRole('button', { name: `Borrar «${moved}»` }).click();
    const confirmation = page.getByRole('dialog', { name: 'Borrar comunicación' });
    await expect(confirmation).toContainText('¿Borrar esta comunicación?');
    await expectAccessible(page, 'communication removal');
    await page.getByTestId('communication-delete').getByTestId('dialog-confirm').click();
    await expect(page.getByTestId('communication-done')).toHaveText(
      'La comunicación se ha borrado.',
    );
    await expect(communications).toContainText(`Feria de orientación ${word}`);
    await expect(communications).not.toContainText(moved);

    await page.goto('/gestion/programas');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Programas de prácticas' }),
    ).toBeVisible();
    await page.getByTestId('programmes-search').fill(word);
    await expectAccessible(page, 'staff programmes');
    await page.getByRole('link', { name: content.programa }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Adhesiones al programa' }),
    ).toBeVisible();
    const adhesions = page.getByTestId('adhesion-row');
    await expect(adhesions).toHaveCount(2);
    await expectAccessible(page, 'adhesions', { scope: 'main' });
    await page.getByRole('button', { name: 'Aceptar la adhesión de Lorena Bravo Sáez' }).click();
    await expect(page.getByTestId('adhesion-done')).toContainText(
      'Se ha aceptado la adhesión de Lorena Bravo Sáez',
    );
    await expect(adhesions).toHaveCount(1);
    await page.getByRole('button', { name: 'Rechazar la adhesión de Mario Calvo Rey' }).click();
    await page.getByTestId('adhesion-reason').fill('No cumple los requisitos de titulación.');
    await page.getByTestId('adhesion-reject-confirm').click();
    await expect(page.getByTestId('adhesion-done')).toContainText(
      'Se ha rechazado la adhesión de Mario Calvo Rey',
    );
    const adhesionState = page.getByRole('radiogroup', { name: 'Estado de la adhesión' });
    await adhesionState.getByText('Rechazadas', { exact: true }).click();
    await expect(adhesionState.getByRole('radio', { name: 'Rechazadas' })).toBeChecked();
    await expect(page.getByTestId('adhesion-list')).toContainText(
      'No cumple los requisitos de titulación.',
    );
  });
});
