import { factory } from '../support/factory.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

test.describe('notifications', () => {
  test('read on open, linkless read on close, mark all read, delete one and all after confirming; count in the title', async ({
    page,
  }) => {
    const make = factory(page.request);
    const graduate = await make.candidate({ tipo: 'titulado' });
    const offer = await make.offer({ familia: 'empleo', titulo: 'Analista de datos' });
    const application = await make.application({ offerId: offer.id, candidateId: graduate.id });
    // Two unread with a link, one unread without link, one read.
    await make.notifications(graduate.id, [
      {
        titulo: 'Tu candidatura ha cambiado de estado',
        texto: 'La empresa ha revisado tu candidatura. Consulta el nuevo estado.',
        urlAcceso: `/mis-candidaturas/${String(application.id)}`,
      },
      {
        titulo: 'Horario de atención en Navidad',
        texto:
          'El Servicio de Empleo atenderá solo por correo electrónico del 24 de diciembre al 6 de enero.',
      },
      {
        titulo: 'Nueva feria de empleo',
        texto: 'Ya puedes inscribirte en el Foro de Empleo de la universidad.',
        urlAcceso: '/eventos',
      },
      {
        titulo: 'Actualiza tu CV',
        texto: 'Recuerda mantener tu currículum al día para que las empresas puedan encontrarte.',
        leida: true,
      },
    ]);
    await signIn(page, graduate);
    const bell = page.getByTestId('notifications-bell');
    await expect(bell).toHaveAccessibleName('Notificaciones: 3 sin leer');
    await expect(page).toHaveTitle('(3) Inicio · Portal de Empleo');

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notificaciones' });
    const items = panel.getByTestId('notification-item');
    await expect(items).toHaveCount(4);
    await expectAccessible(page, 'notifications panel');

    // Closing the panel (Escape) marks the notifications without a link as read.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    // The panel loaded on this first opening, and still gives the focus back to the bell.
    await expect(bell).toBeFocused();
    await expect(bell).toHaveAccessibleName('Notificaciones: 2 sin leer');
    await expect(page).toHaveTitle('(2) Inicio · Portal de Empleo');

    // Opening one marks it read and follows its link.
    await bell.click();
    await panel.getByRole('button', { name: /^Tu candidatura ha cambiado de estado/ }).click();
    // The notice opens the application it is about.
    await expect(page).toHaveURL(/\/mis-candidaturas\/\d+$/);
    await expect(bell).toHaveAccessibleName('Notificaciones: 1 sin leer');
    await expect(page).toHaveTitle('(1) Mi candidatura · Portal de Empleo');

    // Mark all read at once.
    await bell.click();
    await expect(items).toHaveCount(4);
    const markAll = panel.getByRole('button', { name: 'Marcar todas como leídas' });
    await markAll.click();
    await expect(bell).toHaveAccessibleName('Notificaciones');
    await expect(markAll).toBeDisabled();
    await expect(panel.getByText('Sin leer')).toHaveCount(0);

    // Delete one.
    await panel
      .getByRole('button', { name: 'Eliminar la notificación «Nueva feria de empleo»' })
      .click();
    await expect(items).toHaveCount(3);
    await expect(bell).toHaveAccessibleName('Notificaciones');
    await expect(page).toHaveTitle('Mi candidatura · Portal de Empleo');

    // Delete all: it asks first, and cancelling keeps them.
    await panel.getByRole('button', { name: 'Eliminar todas' }).click();
    const confirm = panel.getByRole('alertdialog', { name: '¿Eliminar tus 3 notificaciones?' });
    await expect(confirm).toHaveAccessibleDescription(
      'Se borrarán para siempre: no podrás recuperarlas.',
    );
    await expectAccessible(page, 'delete all confirmation', { scope: '[role="dialog"]' });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
    await expect(items).toHaveCount(3);
    await panel.getByRole('button', { name: 'Eliminar todas' }).click();
    await confirm.getByRole('button', { name: 'Sí, eliminar todas' }).click();
    await expect(panel.getByText('No tienes notificaciones')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();

    // The server kept it all.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await bell.click();
    await expect(panel.getByText('No tienes notificaciones')).toBeVisible();
  });

  test('a notification with an external link opens it in a new tab', async ({ page, context }) => {
    await context.route('https://www.universidad-demo.es/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Empresas</title>' }),
    );
    const make = factory(page.request);
    const company = await make.company();
    await make.notifications(company.userId, [
      {
        titulo: 'Nuevos candidatos',
        texto: 'Tu oferta tiene candidatos sin leer.',
        urlAcceso: '/mis-ofertas/practicas',
      },
      {
        titulo: 'Guía para empresas colaboradoras',
        texto: 'Consulta la guía de buenas prácticas en la web de la universidad.',
        urlExterna: 'https://www.universidad-demo.es/empresas',
      },
    ]);
    await signIn(page, company);
    const bell = page.getByTestId('notifications-bell');
    await expect(bell).toHaveAccessibleName('Notificaciones: 2 sin leer');
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notificaciones' });
    const popup = context.waitForEvent('page');
    await panel.getByRole('button', { name: /^Guía para empresas colaboradoras/ }).click();
    expect((await popup).url()).toBe('https://www.universidad-demo.es/empresas');
  });
});
