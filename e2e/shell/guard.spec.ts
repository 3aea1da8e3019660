import { factory } from '../support/factory.ts';
import {
  expect,
  expectAccessible,
  navigate,
  patchBrand,
  signIn,
  signOut,
  submitLogin,
  test,
} from '../support/fixtures.ts';

test.describe('navigation guard', () => {
  test('a protected page sends a visitor to /login and comes back after login', async ({
    page,
  }) => {
    await page.goto('/ofertas-empleo?filter=intermediacion');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('prelogin'))).toBe(
      '/ofertas-empleo?filter=intermediacion',
    );
    await submitLogin(page, (await factory(page.request).candidate()).user);
    await expect(page).toHaveURL(/\/ofertas-empleo\?filter=intermediacion$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas de empleo' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('prelogin'))).toBeNull();
    await expectAccessible(page);
  });

  test('the remembered path survives switching to the company login page', async ({ page }) => {
    await page.goto('/mis-ofertas/empleo');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Empresas' }).click();
    await expect(page).toHaveURL(/\/login\/empresas$/);
    await submitLogin(page, (await factory(page.request).company()).user);
    await expect(page).toHaveURL(/\/mis-ofertas\/empleo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mis ofertas' })).toBeVisible();
  });

  test('candidate-only and company-only pages send the other role to /', async ({ page }) => {
    await signIn(page, await factory(page.request).candidate());
    await page.goto('/mi-empresa');
    await expect(page).toHaveURL(/\/$/);
    for (const path of ['/nueva-oferta/practicas', '/ver-cv/1']) {
      await navigate(page, path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
    }
    await signOut(page);
    await signIn(page, await factory(page.request).company());
    for (const path of ['/cv', '/ofertas-practicas', '/mis-candidaturas-empleo']) {
      await navigate(page, path);
      await expect(page).toHaveURL(/\/$/);
    }
    await expectAccessible(page, 'company home');
  });

  test('a signed-in user visiting login goes to /; unknown paths go to /', async ({ page }) => {
    await page.goto('/no-existe/para-nada');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, await factory(page.request).candidate());
    await navigate(page, '/login/empresas');
    await expect(page).toHaveURL(/\/$/);
    await navigate(page, '/mis-ofertas/otra-cosa');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  });

  test('a route whose brand permission is off sends to /', async ({ page }) => {
    await patchBrand(page, { hasEventos: false, hashelp: false });
    await signIn(page, await factory(page.request).candidate());
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(menu.getByRole('link', { name: 'Eventos' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Ayuda' })).toHaveCount(0);
    await expect(page.getByTestId('home-events')).toHaveCount(0);
    for (const path of ['/eventos', '/ayuda']) {
      await navigate(page, path);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('a page that fails to load goes to /404', async ({ page }) => {
    await signIn(page, await factory(page.request).candidate());
    // The page's code arrives but cannot run (a broken deployment, not a connection problem).
    await page.route('**/assets/event-list-page-*.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "throw new Error('broken page');",
      }),
    );
    await navigate(page, '/eventos');
    await expect(page).toHaveURL(/\/404$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('a page whose code cannot be fetched is a connection failure: the connection page, and retry loads it', async ({
    page,
  }) => {
    await signIn(page, await factory(page.request).candidate());
    await page.route('**/assets/event-list-page-*.js', (route) => route.abort('failed'));
    await navigate(page, '/eventos');
    const alert = page.getByTestId('connection-error');
    await expect(alert).toContainText('Error de conexión, por favor revisa tu conexión');
    await expect(page).toHaveURL(/\/eventos$/);
    await expectAccessible(page, 'connection page for a page that could not be fetched');
    await page.unroute('**/assets/event-list-page-*.js');
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
    await expect(page.getByTestId('connection-error')).toHaveCount(0);
  });

  test('a connection failure shows the connection page', async ({ page }) => {
    await signIn(page, await factory(page.request).candidate());
    await page.route('**/api/Alumno/dameGuiaOrientacion', (route) => route.abort('failed'));
    // The report of the failed call (a call of the page being left, cut off by the reload, may
    // be reported before it).
    const report = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/Publico/reportaError') &&
        request.method() === 'POST' &&
        (request.postDataJSON() as { url?: string }).url === '/api/Alumno/dameGuiaOrientacion',
    );
    await page.reload();
    await expect(page.getByText('Error de conexión, por favor revisa tu conexión')).toBeVisible();
    expect((await report).postDataJSON()).toMatchObject({
      status: 500,
      url: '/api/Alumno/dameGuiaOrientacion',
    });
    await expectAccessible(page, 'connection page');
    await page.unroute('**/api/Alumno/dameGuiaOrientacion');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  });

  test('public pages are open to everybody', async ({ page }) => {
    const make = factory(page.request);
    const event = await make.event({ titulo: 'Foro de Empleo', destacado: true });
    const survey = await make.survey({
      titulo: 'Satisfacción con las prácticas',
      destinatarios: [(await make.candidate()).id],
    });
    const pages: [string, string][] = [
      ['/politica-de-privacidad', 'Política de privacidad'],
      ['/politica-de-cookies', 'Política de cookies'],
      ['/proteccion-de-datos', 'Protección de datos'],
      ['/privacy-policy', 'Política de privacidad'],
      ['/solicitar-cuenta', 'Solicitar cuenta'],
      ['/registro', 'Registro de estudiantes'],
      ['/restablecer-login', 'Restablecer contraseña'],
      [`/evento-publico/${event.slug}`, 'Evento'],
      // Without a session or a survey token the survey page leads to its access page.
      [`/encuestas/${survey.slug}`, 'Acceso a la encuesta'],
      [`/encuestas/${survey.slug}/acceso`, 'Acceso a la encuesta'],
      ['/acceso', 'Acceso con la cuenta de la universidad'],
      ['/404', 'Página no encontrada'],
    ];
    await page.goto('/login');
    // Links are followed on a page the user sees: the router listens once it has rendered.
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Estudiantes (empleo y prácticas no laborales)',
      }),
    ).toBeVisible();
    for (const [path, heading] of pages) {
      await navigate(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectAccessible(page);
    }
    await expect(page.getByText('Versión 1.0.0')).toBeVisible();
  });
});
