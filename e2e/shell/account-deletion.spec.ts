import { factory } from '../support/factory.ts';
import { DEMO_PASSWORD } from '../support/env.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

test.describe("'Solicitar baja'", () => {
  test('a candidate asks to leave the service from the side menu and sees 517', async ({
    page,
  }) => {
    const make = factory(page.request);
    const leaving = await make.candidate({ nombre: 'Raquel' });
    await signIn(page, leaving);
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    const dialog = page.getByRole('dialog', { name: 'Solicitar baja' });

    // Cancelling sends nothing.
    await menu.getByRole('button', { name: 'Solicitar baja' }).click();
    await expect(dialog).toContainText('El Servicio de Empleo tramitará la solicitud');
    await expectAccessible(page, 'account deletion dialog');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();

    await menu.getByRole('button', { name: 'Solicitar baja' }).click();
    const sent = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/Alumno/solicitarBajaServicio') &&
        response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Solicitar la baja' }).click();
    expect((await (await sent).json()) as { status: number }).toMatchObject({ status: 0 });
    await expect(dialog).toBeHidden();
    const banner = page.getByTestId('error-banner');
    await expect(banner).toContainText('Solicitud de baja recibida');
    await expect(banner).toContainText(
      'Hemos recibido tu solicitud de baja del servicio. Te avisaremos cuando se haya tramitado.',
    );
    await expectAccessible(page, 'account deletion requested');
    await banner.getByRole('button', { name: 'Aceptar' }).click();
    await expect(banner).toBeHidden();

    // The careers office sees the request waiting.
    const staff = await page.request.post('/api/Gestion/logaUsuario', {
      data: { eUsuario: (await make.staff({ rol: 'gestor' })).user, ePassword: DEMO_PASSWORD },
    });
    const { datos } = (await staff.json()) as { datos: { token: string } };
    const list = await page.request.get('/api/Gestion/dameSolicitudesBaja', {
      headers: { authorization: `Bearer ${datos.token}` },
    });
    expect(((await list.json()) as { datos: { email: string; estado: string }[] }).datos).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: leaving.user, estado: 'pendiente' }),
      ]),
    );
  });
});
