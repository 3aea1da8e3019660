import { candidateFactory } from '../support/factories-candidates.ts';
import { factory, uniqueWord } from '../support/factory.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';
import { signInAsStaff } from '../support/staff.ts';

// A new student enrols in a new two-place workshop for candidates only, downloads it as .ics and
// cancels; the event titles carry words no other test uses (the calendar is everyone's).
test.describe('events', () => {
  test('lists and filters events, enrols (533), refuses a second enrolment and cancels', async ({
    page,
  }) => {
    const make = candidateFactory(page.request);
    const forum = `Foro de Empleo ${uniqueWord('foro')}`;
    const fair = `Feria de Prácticas ${uniqueWord('feria')}`;
    const workshop = `Taller: entrevista de trabajo en ${uniqueWord('ingles')}`;
    await make.event({ titulo: forum, dias: 40, categoria: 'Ferias de empleo' });
    await make.event({ titulo: fair, dias: -40, categoria: 'Ferias de empleo' });
    const { slug } = await make.event({
      titulo: workshop,
      dias: 21,
      lugar: 'Centro de Idiomas, aula 3',
      publico: false,
      plazas: 2,
    });
    await signIn(page, await factory(page.request).candidate({ nombre: 'Teresa' }), {
      path: '/eventos',
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
    const items = page.getByTestId('event-item');
    // It opens on the events to come (soonest first: event-list.test.ts).
    await expect(page.getByRole('radio', { name: 'Próximos' })).toBeChecked();
    await expect(items.filter({ hasText: forum })).toBeVisible();
    await expect(items.filter({ hasText: fair })).toHaveCount(0);
    await expectAccessible(page, 'event list');

    // Past events only: the filter goes to the URL and the focus stays on the control.
    const past = page.getByRole('radio', { name: 'Pasados' });
    await past.click();
    await expect(page).toHaveURL(/cuando=pasados/);
    await expect(items.filter({ hasText: forum })).toHaveCount(0);
    await expect(items.filter({ hasText: fair })).toBeVisible();
    await expect(past).toBeFocused();
    await expect(past).toBeChecked();
    await page.getByRole('radio', { name: 'Todos' }).click();
    await expect(page).toHaveURL(/cuando=todos/);
    await expect(items.filter({ hasText: forum })).toBeVisible();
    await expect(items.filter({ hasText: fair })).toContainText('Finalizado');
    await page.getByRole('radio', { name: 'Próximos' }).click();
    await expect(page).not.toHaveURL(/cuando=/);

    await items.filter({ hasText: workshop }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 2, name: workshop })).toBeVisible();
    const sheet = page.getByTestId('event-sheet');
    await expect(sheet).toContainText('Centro de Idiomas, aula 3');
    await expect(page.getByTestId('event-places')).toHaveText('2 libres de 2');
    await expectAccessible(page, 'event sheet');

    await page.getByRole('button', { name: 'Inscribirme' }).click();
    await expect(page.getByTestId('error-banner')).toContainText(
      'Tu solicitud de inscripción se ha registrado correctamente.',
    );
    await expect(page.getByTestId('event-places')).toHaveText('1 libres de 2');
    await expect(sheet.getByText('Inscrito', { exact: true })).toBeVisible();
    // «Inscribirme» had the focus and is gone: the first of the new actions takes it.
    await expect(page.getByRole('button', { name: 'Añadir a mi calendario' })).toBeFocused();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Añadir a mi calendario' }).click();
    expect((await download).suggestedFilename()).toBe(`${slug}.ics`);

    // The API refuses a second enrolment with 541 (the page no longer offers it).
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const headers = { authorization: `Bearer ${token ?? ''}` };
    const fetched = await page.request.get(`/api/Alumno/dameFichaEvento/${slug}`, { headers });
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

  test('the careers office reads the events as published, without enrolling', async ({ page }) => {
    const title = `Jornada de ${uniqueWord('orientacion')} profesional`;
    await candidateFactory(page.request).event({ titulo: title, dias: 30, publico: false });
    const staff = await factory(page.request).staff({ rol: 'gestor' });
    await signInAsStaff(page, staff.user, '/eventos');
    const item = page.getByTestId('event-item').filter({ hasText: title });
    await expect(item).toBeVisible();
    await item.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByTestId('event-sheet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Inscribirme' })).toHaveCount(0);
    await expect(page.getByText('Acceso no permitido')).toHaveCount(0);
    await expectAccessible(page, 'event sheet (careers office)');
  });

  test('shows a public event to anyone, with a call to sign in', async ({ page }) => {
    const make = candidateFactory(page.request);
    const title = `Jornada: emprender desde la ${uniqueWord('universidad')}`;
    const open = await make.event({
      titulo: title,
      dias: 60,
      categoria: 'Emprendimiento',
      categoriaSlug: 'emprendimiento',
    });
    const closed = await make.event({ titulo: uniqueWord('Taller '), dias: 21, publico: false });
    await page.goto(`/evento-publico/${open.slug}`);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
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
    await page.goto(`/evento-publico/${closed.slug}`);
    await expect(page.getByText('No hemos encontrado este evento')).toBeVisible();
  });
});
