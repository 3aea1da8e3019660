import type { Page } from '@playwright/test';
import { factory, type Account } from '../support/factory.ts';
import { expect, expectAccessible, failCall, signIn, test } from '../support/fixtures.ts';

/**
 * Signs in, waits until the first home page has had its answer to `call`, then makes that call
 * fail from now on. signIn returns once the heading shows, while the header and home calls may
 * still be in flight: without the wait, a slow first answer could be the one that fails, and the
 * test's reload would then start from a page where that failure already happened (e.g. code 2
 * had already removed the token, so the reloaded page shows the login page and no banner).
 */
async function signInThenFail(
  page: Page,
  account: Account,
  call: string,
  status: number,
  httpStatus?: number,
): Promise<void> {
  const firstAnswer = page.waitForResponse((response) => response.url().endsWith(call));
  await signIn(page, account);
  await firstAnswer;
  await failCall(page, `**${call}`, status, httpStatus);
}

function base64Url(value: string): string {
  return Buffer.from(value, 'utf8').toString('base64url');
}

/** A token that expired a minute ago (the client only reads its claims). */
function expiredToken(): string {
  const payload = {
    sub: '4',
    unique_name: 'lucia.martinez@universidad.es',
    given_name: 'Lucía',
    family_name: 'Martínez Gómez',
    role: 'alumno',
    exp: Math.floor(Date.now() / 1000) - 60,
  };
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.x`;
}

test.describe('error banner', () => {
  test('a failed call shows code 500, is reported, can be closed and clears on route change', async ({
    page,
  }) => {
    await signInThenFail(
      page,
      await factory(page.request).candidate(),
      '/api/Alumno/dameComunicaciones',
      500,
    );
    const report = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/Publico/reportaError') && request.method() === 'POST',
    );
    await page.reload();
    const banner = page.getByTestId('error-banner');
    await expect(banner).toContainText('Servicio no disponible');
    expect((await report).postDataJSON()).toMatchObject({
      status: 500,
      url: '/api/Alumno/dameComunicaciones',
    });
    await expectAccessible(page, 'banner 500');
    await banner.getByRole('button', { name: 'Cerrar' }).click();
    await expect(banner).toBeHidden();

    await page.reload();
    await expect(banner).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Mi CV' })
      .click();
    await expect(page).toHaveURL(/\/cv$/);
    await expect(banner).toBeHidden();
  });

  test('an expired token ends the session with code 2, which survives route changes', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.evaluate((token) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userType', 'alumno');
      localStorage.setItem('remember', 'true');
    }, expiredToken());
    await page.goto('/cv');
    await expect(page).toHaveURL(/\/login$/);
    const banner = page.getByTestId('error-banner');
    await expect(banner).toContainText('Sesión caducada');
    await expect(banner.getByRole('button', { name: 'Cerrar' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('userType'))).toBeNull();
    await expectAccessible(page, 'banner 2');

    await page.getByRole('link', { name: 'Política de privacidad' }).click();
    await expect(page).toHaveURL(/\/politica-de-privacidad$/);
    await expect(banner).toContainText('Sesión caducada');

    // Important errors log out through /logout.
    await banner.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(banner).toBeHidden();
  });

  test('the server answering code 2 ends the session', async ({ page }) => {
    await signInThenFail(
      page,
      await factory(page.request).candidate(),
      '/api/Alumno/dameNotificaciones',
      2,
      401,
    );
    await page.reload();
    await expect(page.getByTestId('error-banner')).toContainText('Sesión caducada');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('an entry with a target shows a button to it (new tab for /mi-empresa)', async ({
    page,
    context,
  }) => {
    await signInThenFail(
      page,
      await factory(page.request).company(),
      '/api/Empresa/dameEncuestas',
      9,
      403,
    );
    await page.reload();
    const banner = page.getByTestId('error-banner');
    await expect(banner).toBeVisible();
    const tab = context.waitForEvent('page');
    await banner.getByRole('button', { name: 'Ver mi empresa' }).click();
    const opened = await tab;
    await expect(opened).toHaveURL(/\/mi-empresa$/);
    await expect(banner).toBeHidden();
  });

  test('on survey pages only closing is allowed', async ({ page }) => {
    // Code 59 is 'important': elsewhere it would log out.
    const make = factory(page.request);
    const student = await make.candidate();
    const survey = await make.survey({
      titulo: 'Satisfacción con las prácticas',
      destinatarios: [student.id],
    });
    await signInThenFail(page, student, '/api/Alumno/dameNotificaciones', 59, 403);
    await page.goto(`/encuestas/${survey.slug}`);
    const banner = page.getByTestId('error-banner');
    await expect(banner).toContainText('Sin acceso al portal');
    await expect(banner.getByRole('button', { name: 'Cerrar' })).toBeVisible();
    await banner.getByRole('button', { name: 'Aceptar' }).click();
    await expect(banner).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/encuestas/${survey.slug}$`));
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  });
});
