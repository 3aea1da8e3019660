import { accounts } from '../support/accounts.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

// eventos@demo.es enrols in the two-place workshop, downloads it as .ics and cancels; nothing
// else uses that account or that workshop, so the spec can be retried.
test.describe('events', () => {
  test('lists and filters events, enrols (533), refuses a second enrolment and cancels', async ({
    page,
  }) => {
    await signIn(page, accounts.eventos, { path: '/eventos' });
    await expect(page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
    const items = page.getByTestId('event-item');
    // It opens on the events to come (soonest first: event-list.test.ts).
    await expect(page.getByRole('radio', { name: 'Próximos' })).toBeChecked();
    await expect(items.filter({ hasText: 'Foro de Empleo 2027' })).toBeVisible();
    await expect(items.filter({ hasText: 'Feria de Prácticas 2026' })).toHaveCount(0);
    await expectAccessible(page, 'event list');

    // Past events only: the filter goes to the URL and the focus stays on the control.
    const past = page.getByRole('radio', { name: 'Pasados' });
    await past.click();
    await expect(page).toHaveURL(/cuando=pasados/);
    await expect(items.filter({ hasText: 'Foro de Empleo 2027' })).toHaveCount(0);
    await expect(items.filter({ hasText: 'Feria de Prácticas 2026' })).toBeVisible();
    await expect(past).toBeFocused();
    await expect(past).toBeChecked();
    await page.getByRole('radio', { name: 'Todos' }).click();
    await expect(page).toHaveURL(/cuando=todos/);
    await expect(items.filter({ hasText: 'Foro de Empleo 2027' })).toBeVisible();
    await expect(items.filter({ hasText: 'Feria de Prácticas 2026' })).toContainText('Finalizado');
    await page.getByRole('radio', { name: 'Próximos' }).click();
    await expect(page).not.toHaveURL(/cuando=/);

    await items
      .filter({ hasText: 'Taller: entrevista de trabajo en inglés' })
      .getByRole('link')
      .click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Taller: entrevista de trabajo en inglés' }),
    ).toBeVisible();
    const sheet = page.getByTestId('event-sheet');
    await expect(sheet).toContainText('Centro de Idiomas, aula 3');
    // A retry may find the enrolment of an earlier try: cancel it first.
    const cancel = page.getByRole('button', { name: 'Cancelar inscripción' });
    if (await cancel.isVisible()) {
      await cancel.click();
    }
    await expect(page.getByTestId('event-places')).toHaveText('2 libres de 2');
    await expectAccessible(page, 'event sheet');

    await page.getByRole('button', { name: 'Inscribirme' }).click();
    await expect(page.getByTestId('error-banner')).toContainText(
      'Tu solicitud de inscripción se ha registrado correctamente.',
    );
    await expect(page.getByTestId('event-places')).toHaveText('1 libres de 2');
    await expect(sheet.getByText('Inscrito', { exact: true })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Añadir a mi calendario' }).click();
    expect((await download).suggestedFilename()).toBe('taller-entrevista-en-ingles.ics');

    // The API refuses a second enrolment with 541 (the page no longer offers it).
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const headers = { authorization: `Bearer ${token ?? ''}` };
    const fetched = await page.request.get(
      '/api/Alumno/dameFichaEvento/taller-entrevista-en-ingles',
      {
        headers,
      },
    );
    const { idEvento } = ((await fetched.json()) as { datos: { idEvento: number } }).datos;
    const again = await page.request.post('/api/Alumno/inscribirseEnEvento', {
      headers,
      data: { idEvento },
    });
    expect(((await again.json()) as { status: number }).status).toBe(541);

    await page.getByRole('button', { name: 'Cancelar inscripción' }).click();
    await expect(page.getByTestId('event-places')).toHaveText('2 libres de 2');
    await expect(page.getByRole('button', { name: 'Inscribirme' })).toBeVisible();
  });

  test('shows a public event to anyone, with a call to sign in', async ({ page }) => {
    await page.goto('/evento-publico/emprender-en-la-universidad');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Jornada: emprender desde la universidad' }),
    ).toBeVisible();
    await expect(page.getByText('Inicia sesión para inscribirte en este evento.')).toBeVisible();
    const sheet = page.getByTestId('event-sheet');
    await expect(sheet.getByText('Emprendimiento', { exact: true })).toBeVisible();
    await expectAccessible(page, 'public event');
    // In English the listed category reads in English too.
    await page.getByTestId('language-switch').click();
    await expect(sheet.getByText('Entrepreneurship', { exact: true })).toBeVisible();
    await expect(sheet.getByText('Emprendimiento', { exact: true })).toHaveCount(0);
    await page.getByTestId('language-switch').click();
    await expect(sheet.getByText('Emprendimiento', { exact: true })).toBeVisible();
    await page.goto('/evento-publico/taller-entrevista-en-ingles');
    await expect(page.getByText('No hemos encontrado este evento')).toBeVisible();
  });
});
