import { accounts } from '../support/accounts.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

// This spec is the only one that changes the graduate's notifications (workers: 1).
test.describe('notifications', () => {
  test('read on open, linkless read on close, mark all read, delete one and all after confirming; count in the title', async ({
    page,
  }) => {
    await signIn(page, accounts.titulado);
    const bell = page.getByTestId('notifications-bell');
    // Seeded: two unread with a link, one unread without link, one read.
    await expect(bell).toHaveAccessibleName('Notificaciones: 3 sin leer');
    await expect(page).toHaveTitle('(3) Inicio · Portal de Empleo');

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notificaciones' });
    const items = panel.getByTestId('notification-item');
    await expect(items).toHaveCount(4);
    await expectAccessible(page, 'notifications panel');

    // Closing the panel marks the notifications without a link as read.
    await panel.getByRole('button', { name: 'Cerrar las notificaciones' }).click();
    await expect(panel).toBeHidden();
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
    await signIn(page, accounts.empresa);
    const bell = page.getByTestId('notifications-bell');
    await expect(bell).toHaveAccessibleName('Notificaciones: 2 sin leer');
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notificaciones' });
    const popup = context.waitForEvent('page');
    await panel.getByRole('button', { name: /^Guía para empresas colaboradoras/ }).click();
    expect((await popup).url()).toBe('https://www.universidad-demo.es/empresas');
  });
});
