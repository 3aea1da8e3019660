import { factory } from '../support/factory.ts';
import { expect, expectAccessible, navigate, signIn, test } from '../support/fixtures.ts';

/** A navigation without connection shows the connection page. */
test.describe('connection-error page', () => {
  test('offline navigation shows the connection page within seconds, and retry recovers', async ({
    page,
    context,
  }) => {
    await signIn(page, await factory(page.request).candidate());
    await context.setOffline(true);
    // A page whose code and data are not loaded yet.
    await navigate(page, '/ofertas-empleo');
    const alert = page.getByTestId('connection-error');
    await expect(alert).toContainText('Error de conexión, por favor revisa tu conexión', {
      timeout: 8_000,
    });
    await expect(page.getByText('Cargando…')).toHaveCount(0);
    await expectAccessible(page, 'connection page');

    await context.setOffline(false);
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas de empleo' })).toBeVisible();
    await expect(page.getByTestId('connection-error')).toHaveCount(0);
  });

  test('a data call that fails offline on a loaded page shows it too', async ({
    page,
    context,
  }) => {
    await signIn(page, await factory(page.request).candidate(), { path: '/ofertas-practicas' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(true);
    await navigate(page, '/ofertas-practicas?titulo=informatica');
    await expect(page.getByTestId('connection-error')).toBeVisible({ timeout: 8_000 });
  });

  test('a part of the frame whose code cannot be fetched offline shows it instead of a blank window', async ({
    page,
    context,
  }) => {
    await signIn(page, await factory(page.request).candidate());
    await context.setOffline(true);
    // The notifications panel's code loads when the bell is first opened.
    await page.getByRole('button', { name: /^Notificaciones/ }).click();
    const alert = page.getByTestId('connection-error');
    await expect(alert).toContainText('Error de conexión, por favor revisa tu conexión');
    await expectAccessible(page, 'connection page after a frame part failed');

    await context.setOffline(false);
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  });
});
