import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/env.ts';
import { factory, uniqueWord } from '../support/factory.ts';
import { flowFactory } from '../support/factories-flows.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';
import { choose } from '../support/mantine.ts';
import { listExportName, signInAsStaff } from '../support/staff.ts';

// News, press room, work with us, the contact form and its inbox, the news editor and the event
// reminder. The staff users, news, event and candidate are built here; what it creates carries a
// unique word, so it can be retried and lists are narrowed to its own items.

/** Signs in as a manager built for the test, named `nombre` `apellidos`. */
async function staffSignIn(page: Page, nombre = 'Leire', apellidos = 'Ochoa Bravo') {
  const staff = await factory(page.request).staff({ rol: 'gestor', nombre, apellidos });
  await signInAsStaff(page, staff.user);
}

test.describe('news, press room and work with us (public)', () => {
  test('a visitor reads the news, a news item, the press room and the work-with-us page', async ({
    page,
  }) => {
    // Two published news items (yesterday's and one of forty days ago), a draft, one scheduled
    // for next week, and a press item, all carrying the test's word.
    const word = uniqueWord('feria');
    const make = factory(page.request);
    const newest = `Abierta la inscripción a la feria ${word}`;
    const older = `Horario de verano ${word}`;
    const draft = `Borrador: jornada ${word}`;
    const scheduled = `Informe programado ${word}`;
    const outlet = `Gaceta ${word}`;
    await make.news({
      titulo: newest,
      entradilla: 'Inscripción gratuita y certificado de asistencia.',
      diasAtras: 1,
    });
    await make.news({ titulo: older, diasAtras: 40 });
    await make.news({ titulo: draft, diasAtras: 1, publicada: false });
    await make.news({ titulo: scheduled, diasAtras: -7 });
    await make.news({
      tipo: 'prensa',
      titulo: `La universidad, entre las mejores en empleabilidad ${word}`,
      fuente: outlet,
      enlaceExterno: `https://prensa.example/${word}`,
      diasAtras: 0,
    });

    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1, name: 'Noticias' })).toBeVisible();
    // Other specs publish news too: the test's own items, newest first.
    const items = page.getByTestId('news-item').filter({ hasText: word });
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText(newest);
    await expect(items.filter({ hasText: older })).toBeVisible();
    // Drafts and items scheduled for a later day are not public.
    await expect(page.getByText(draft)).toHaveCount(0);
    await expect(page.getByText(scheduled)).toHaveCount(0);
    await expectAccessible(page, 'news');

    await items.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: newest })).toBeVisible();
    await expect(page.getByRole('article')).toContainText('Inscripción gratuita');
    await expectAccessible(page, 'news item');
    await page.getByRole('link', { name: 'Volver a noticias' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Noticias' })).toBeVisible();

    await page.getByRole('link', { name: 'sala de prensa' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sala de prensa' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'practicas@universidad-demo.es' })).toBeVisible();
    const press = page.getByTestId('news-item').filter({ hasText: word });
    await expect(press.first()).toContainText(outlet);
    await expectAccessible(page, 'press room');
    await press.first().getByRole('link').click();
    // The outside article opens in a new tab, which its name tells a screen reader.
    const article = page.getByRole('link', {
      name: `Leer en ${outlet} (se abre en una pestaña nueva)`,
      exact: true,
    });
    await expect(article).toHaveAttribute('href', `https://prensa.example/${word}`);
    await expect(article).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'Volver a la sala de prensa' })).toBeVisible();

    await page.goto('/news/999999');
    await expect(page.getByRole('alert')).toHaveText(
      'Esta noticia no existe o ya no está publicada.',
    );

    await page.goto('/work-with-us');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Trabaja con nosotros' }),
    ).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'En esta página' });
    await expect(toc.getByRole('link')).toHaveCount(4);
    await expectAccessible(page, 'work with us');
    await toc.getByRole('link', { name: 'Acoge estudiantes en prácticas' }).click();
    await expect(page).toHaveURL(/#colabora-internships$/);
    await page.getByRole('link', { name: 'Contactar con el Servicio de Empleo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
  });
});

test.describe('contact form and inbox', () => {
  test('a visitor writes to the careers office, which reads, handles and exports it', async ({
    page,
  }) => {
    const stamp = String(Date.now());
    const subject = `Duda sobre prácticas ${stamp}`;
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
    await expect(page.getByTestId('contact-email')).toHaveText('practicas@universidad-demo.es');
    const form = page.getByTestId('contact-form');

    // Errors show only after the first submit, in Spanish, and the focus goes to the first one.
    await page.getByTestId('contact-submit').click();
    const name = form.getByRole('textbox', { name: 'Nombre y apellidos' });
    await expect(name).toBeFocused();
    await expect(form.getByText('Este campo es requerido').first()).toBeVisible();
    await expect(form.getByText('Debes aceptar la política de privacidad')).toBeVisible();
    await form.getByRole('textbox', { name: 'Correo electrónico' }).fill('no-es-un-correo');
    await page.getByTestId('contact-submit').click();
    await expect(
      form.getByText('Debes indicar una dirección de correo electrónico válida'),
    ).toBeVisible();
    await expectAccessible(page, 'contact form with errors');

    await name.fill('Lorena Vidal Campos');
    await form
      .getByRole('textbox', { name: 'Correo electrónico' })
      .fill('lorena.vidal@correo.example');
    await choose(page, 'Eres', 'Estudiante o titulado/a');
    await form.getByRole('textbox', { name: 'Asunto' }).fill(subject);
    await form
      .getByRole('textbox', { name: 'Mensaje' })
      .fill('¿Puedo hacer prácticas extracurriculares durante el verano?');
    await form.getByRole('checkbox', { name: /política de privacidad/ }).check();
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-sent')).toContainText('Mensaje enviado');
    await expect(name).toHaveValue('');

    await staffSignIn(page);
    await page.goto('/gestion/contacto');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Mensajes de contacto' }),
    ).toBeVisible();
    const message = page.getByTestId('contact-message').filter({ hasText: subject });
    await expect(message).toContainText('Lorena Vidal Campos');
    await expect(message).toContainText('Pendiente');
    await expectAccessible(page, 'contact inbox');
    await message.getByRole('button', { name: `Marcar como atendido: ${subject}` }).click();
    await expect(message).toHaveCount(0);
    await page.locator('label', { hasText: 'Atendidos' }).click();
    await expect(message).toContainText('atendido el');
    await expect(message).toContainText('Leire Ochoa Bravo');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(
      listExportName('mensajes-contacto-atendidos', 'csv'),
    );
  });
});

test.describe('news editor', () => {
  test('the careers office writes a news item, publishes it and a visitor reads it', async ({
    page,
  }) => {
    const word = uniqueWord('semana');
    const title = `Semana de la empleabilidad ${word}`;
    // A draft the staff list shows, and yesterday's item the new one is published after.
    const draft = `Borrador: jornada de puertas abiertas ${word}`;
    await factory(page.request).news({ titulo: draft, publicada: false });
    await factory(page.request).news({ titulo: `Agenda de la semana ${word}`, diasAtras: 1 });
    await staffSignIn(page);
    await page.goto('/gestion/noticias');
    await expect(page.getByRole('heading', { level: 1, name: 'Noticias y prensa' })).toBeVisible();
    // The list is paged and holds every other test's news: the search finds this one's.
    await page.getByTestId('staff-news-search').fill(word);
    await expect(page.getByTestId('staff-news')).toContainText(draft);
    await expectAccessible(page, 'staff news list');
    await page.getByTestId('staff-news-new').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nueva noticia' })).toBeVisible();

    await page.getByTestId('news-save').click();
    const form = page.getByTestId('news-form');
    await expect(form.getByRole('textbox', { name: 'Título' })).toBeFocused();
    await expect(form.getByText('Este campo es requerido').first()).toBeVisible();
    await expectAccessible(page, 'news form with errors', { scope: 'main' });

    await form.getByRole('textbox', { name: 'Título' }).fill(title);
    await form
      .getByRole('textbox', { name: 'Entradilla' })
      .fill('Talleres, charlas y entrevistas durante toda la semana.');
    await page.getByTestId('news-body-editor').click();
    await page.keyboard.type('Consulta el programa completo en el portal.');
    await page.getByTestId('news-save').click();
    await expect(page).toHaveURL(/\/gestion\/noticias\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('news-state')).toHaveText('Borrador');

    await page.getByTestId('news-publish').click();
    await expect(page.getByTestId('news-state')).toHaveText('Publicada');
    await page.getByRole('link', { name: 'Ver publicada' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('article')).toContainText(
      'Consulta el programa completo en el portal.',
    );
    await page.goto('/news');
    // The newest of the test's published items (other specs publish news too).
    const mine = page.getByTestId('news-item').filter({ hasText: word });
    await expect(mine).toHaveCount(2);
    await expect(mine.first()).toContainText(title);
  });

  test('an item published for a later day shows as scheduled, with no link to it yet', async ({
    page,
  }) => {
    const word = uniqueWord('programada');
    const title = `Resultados del estudio de inserción ${word}`;
    const { id } = await factory(page.request).news({ titulo: title, diasAtras: -7 });
    await staffSignIn(page);
    await page.goto('/gestion/noticias');
    await page.getByTestId('staff-news-search').fill(word);
    await expect(page.getByTestId('staff-news')).toContainText('Programada');
    await page.goto(`/gestion/noticias/${String(id)}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('news-state')).toHaveText('Programada');
    await expect(page.getByTestId('news-publish')).toHaveText('Retirar');
    await expect(page.getByRole('link', { name: 'Ver publicada' })).toHaveCount(0);
    await expectAccessible(page, 'scheduled news item', { scope: 'main' });
  });

  test('the careers office deletes a news item once it confirms, and it leaves the lists', async ({
    page,
  }) => {
    const word = uniqueWord('baja');
    const title = `Jornada de orientación ${word}`;
    // Another item of the test stays: the lists are read once they show it.
    const staying = `Taller de entrevistas ${word}`;
    const { id } = await factory(page.request).news({ titulo: title, diasAtras: 1 });
    await factory(page.request).news({ titulo: staying, diasAtras: 1 });
    await staffSignIn(page);
    await page.goto(`/gestion/noticias/${String(id)}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The body's editor is loaded after the page and pushes the buttons down when it arrives: a
    // click before then can land where «Borrar» no longer is.
    await expect(page.getByTestId('news-body-editor')).toBeVisible();

    // Asked first; «Cancelar» is where the focus starts, and leaves the item as it was.
    await page.getByRole('button', { name: 'Borrar', exact: true }).click();
    const confirmation = page.getByRole('dialog', { name: 'Borrar noticia' });
    await expect(confirmation).toContainText(`¿Seguro que quieres borrar «${title}»?`);
    await expect(confirmation.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await expectAccessible(page, 'delete news dialog');
    await confirmation.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirmation).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.getByRole('button', { name: 'Borrar', exact: true }).click();
    await confirmation.getByRole('button', { name: 'Borrar' }).click();
    await expect(page).toHaveURL(/\/gestion\/noticias$/);
    await page.getByTestId('staff-news-search').fill(word);
    const staffList = page.getByTestId('staff-news');
    await expect(staffList).toContainText(staying);
    await expect(staffList).not.toContainText(title);
    await page.goto('/news');
    const mine = page.getByTestId('news-item').filter({ hasText: word });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText(staying);
  });
});

test.describe('event reminders', () => {
  test('an enrolled candidate finds the reminder of tomorrow’s event among the notifications', async ({
    page,
  }) => {
    // A candidate enrolled in a talk tomorrow at this hour.
    const make = factory(page.request);
    const talk = `Charla: tu primer empleo en ${uniqueWord('sector')}`;
    const event = await make.event({ titulo: talk, dias: 1 });
    const candidate = await make.candidate({ nombre: 'Quique', apellidos: 'Salas Ordóñez' });
    await flowFactory(page.request).enrol({ eventId: event.id, candidateIds: [candidate.id] });
    // The reminder job runs every quarter of an hour; an administrator runs it now.
    const admin = await make.staff();
    const login = await page.request.post('/api/Gestion/logaUsuario', {
      data: { eUsuario: admin.user, ePassword: DEMO_PASSWORD },
    });
    const { datos } = (await login.json()) as { datos: { token: string } };
    const run = await page.request.post('/api/Gestion/ejecutaTareaProgramada', {
      headers: { authorization: `Bearer ${datos.token}` },
      data: { nombre: 'event-reminders' },
    });
    expect(((await run.json()) as { status: number }).status).toBe(0);

    await signIn(page, candidate);
    const bell = page.getByTestId('notifications-bell');
    // The notification is written by the job's run: wait for it.
    await expect(async () => {
      await page.reload();
      await expect(bell).toHaveAccessibleName('Notificaciones: 1 sin leer', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notificaciones' });
    const reminder = panel.getByRole('button', {
      name: new RegExp(`^Recordatorio: «${talk}» es mañana`),
    });
    await expect(reminder).toBeVisible();
    await expectAccessible(page, 'reminder notification');
    await reminder.click();
    await expect(page).toHaveURL(new RegExp(`/eventos/${event.slug}$`));
    await expect(
      page.getByTestId('event-sheet').getByText('Inscrito', { exact: true }),
    ).toBeVisible();
  });
});
