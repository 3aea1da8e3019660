import { accounts } from '../support/accounts.ts';
import { expect, expectAccessible, signIn, submitLogin, test } from '../support/fixtures.ts';

test.describe('homes', () => {
  test('candidate home: banners, offers, communications, surveys, events, guides', async ({
    page,
  }) => {
    await signIn(page, accounts.estudiante);

    await expect(page.getByTestId('banner-home')).toContainText('Foro de Empleo 2027');
    await expect(
      page.getByRole('link', { name: /Ofertas de la Agencia de Colocación/ }),
    ).toHaveAttribute('href', '/ofertas-empleo?filter=intermediacion');

    const offers = page.getByTestId('home-offers');
    const tabs = offers.getByRole('tab');
    await expect(tabs).toHaveText(['Prácticas de estudiantes', 'Prácticas de titulados', 'Empleo']);
    for (const [tab, list] of [
      ['Prácticas de estudiantes', '/ofertas-practicas'],
      ['Prácticas de titulados', '/ofertas-practicas-titulados'],
      ['Empleo', '/ofertas-empleo'],
    ] as const) {
      await offers.getByRole('tab', { name: tab }).click();
      const panel = offers.getByRole('tabpanel');
      await expect(panel.getByRole('link', { name: /^Ver todas/ })).toHaveAttribute('href', list);
      const count = await panel.getByRole('listitem').count();
      expect(count).toBeLessThanOrEqual(5);
    }
    await offers.getByRole('tab', { name: 'Prácticas de estudiantes' }).click();
    await expect(offers.getByRole('tabpanel').getByRole('listitem')).toHaveCount(5);
    await expect(offers.getByRole('tabpanel').getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/ofertas-practicas\/.+/,
    );

    await expect(page.getByTestId('home-communications').getByRole('listitem')).not.toHaveCount(0);

    const surveys = page.getByTestId('home-surveys');
    await expect(surveys.getByRole('link', { name: /Comenzar/ })).toHaveAttribute(
      'href',
      '/encuestas/satisfaccion-practicas-2026',
    );

    const events = page.getByTestId('home-events');
    // The next three events, soonest first: tomorrow's talk (the event reminders' demo event),
    // then the demo workshops in 7 and 14 days.
    const homeEvents = events.getByTestId('home-event');
    await expect(homeEvents).toHaveCount(3);
    await expect(homeEvents.nth(0)).toContainText('Charla: cómo conseguir tu primer empleo');
    await expect(homeEvents.nth(1)).toContainText('Taller: tu perfil de LinkedIn');
    await expect(homeEvents.nth(2)).toContainText('Simulacro de entrevistas de trabajo');
    await expect(events.getByRole('link', { name: /Ver más/ })).toHaveAttribute('href', '/eventos');

    const guides = page.getByTestId('home-guides');
    // The four newest guides (the staff content spec's guide among them, its title may change).
    await expect(guides.getByTestId('guide-card')).toHaveCount(4);
    const cvGuide = guides
      .getByTestId('guide-card')
      .filter({ hasText: 'Cómo preparar tu currículum' });
    const toggle = cvGuide.getByRole('button', { name: 'Ver más' });
    await toggle.click();
    await expect(cvGuide.getByRole('button', { name: 'Ver menos' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(cvGuide).toContainText('Estructura, extensión y errores frecuentes');
    await expect(cvGuide.getByRole('link', { name: /Descargar/ })).toHaveAttribute(
      'href',
      '/guias/guia-curriculum.pdf',
    );
    await expectAccessible(page, 'candidate home');
  });

  test('candidate home: empty texts of the spec', async ({ page }) => {
    await page.route('**/api/Alumno/dameEncuestasUsuario', (route) =>
      route.fulfill({ json: { status: 0, datos: [], mensaje: null } }),
    );
    await page.route('**/api/Alumno/dameGuiaOrientacion', (route) =>
      route.fulfill({ json: { status: 0, datos: [], mensaje: null } }),
    );
    await signIn(page, accounts.estudiante);
    await expect(page.getByTestId('home-surveys')).toContainText('No hay encuestas pendientes');
    await expect(page.getByTestId('home-guides')).toContainText('No hay guias de orientación');
  });

  test('company home: three cards with active counts and links, communications, surveys', async ({
    page,
  }) => {
    await signIn(page, accounts.empresa);
    const cards: [string, string, string][] = [
      ['practicas', 'Prácticas de estudiantes', 'practicas'],
      ['empleo', 'Agencia de colocación', 'empleo'],
      ['practicastitulados', 'Prácticas de titulados', 'practicastitulados'],
    ];
    const processes = (await (
      await page.request.get('/api/Empresa/dameProcesosEmpleoYpracticas', {
        headers: {
          authorization: `Bearer ${String(await page.evaluate(() => localStorage.getItem('token')))}`,
        },
      })
    ).json()) as { datos: { idEstado: number; familia: string }[] };
    for (const [family, title, path] of cards) {
      const card = page.getByTestId(`company-card-${family}`);
      await expect(card.getByRole('heading', { name: title })).toBeVisible();
      const active = processes.datos.filter((p) => p.idEstado === 2 && p.familia === family).length;
      await expect(card.getByTestId('active-count')).toHaveText(String(active));
      await expect(card.getByRole('link', { name: /Nueva oferta/ })).toHaveAttribute(
        'href',
        `/nueva-oferta/${path}`,
      );
      await expect(card.getByRole('link', { name: /Gestiona tus ofertas/ })).toHaveAttribute(
        'href',
        `/mis-ofertas/${path}`,
      );
    }
    await expect(page.getByRole('link', { name: 'Propuesta de prácticas' })).toHaveAttribute(
      'href',
      '/propuesta-practicas',
    );
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Programas de prácticas activos' }),
    ).toHaveAttribute('href', '/programas-practicas-activos');
    await expect(page.getByTestId('home-communications')).toBeVisible();
    await expect(page.getByTestId('home-surveys').getByTestId('survey-card')).toHaveCount(1);
    await expectAccessible(page, 'company home');

    await page
      .getByTestId('company-card-empleo')
      .getByRole('link', { name: /Nueva oferta/ })
      .click();
    await expect(page).toHaveURL(/\/nueva-oferta\/empleo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nueva oferta' })).toBeVisible();
    await expectAccessible(page);
  });

  test('missing company data sends the company to its profile page', async ({ page }) => {
    await page.route('**/api/Empresa/faltanDatosAlaEmpresa', (route) =>
      route.fulfill({ json: { status: 0, datos: true, mensaje: null } }),
    );
    await page.goto(accounts.empresa.login);
    await submitLogin(page, accounts.empresa.user);
    await expect(page).toHaveURL(/\/mi-empresa$/);
    await expect(page.getByTestId('missing-data-notice')).toContainText(
      'Faltan datos de la empresa',
    );
    await page.goto('/mis-ofertas');
    await expect(page).toHaveURL(/\/mi-empresa$/);
    // God mode hides the missing-data redirect.
    await page.evaluate(() => {
      localStorage.setItem('godMode', 'true');
    });
    await page.goto('/mis-ofertas');
    await expect(page).toHaveURL(/\/mis-ofertas$/);
  });
});
