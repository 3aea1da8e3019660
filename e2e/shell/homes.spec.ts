import type { APIRequestContext } from '@playwright/test';
import type { BrandSettings } from '@portal/contracts';
import { DEMO_PASSWORD } from '../support/env.ts';
import { factory, uniqueWord, type BuiltAccount } from '../support/factory.ts';
import { candidateFactory } from '../support/factories-candidates.ts';
import { flowFactory } from '../support/factories-flows.ts';
import { expect, expectAccessible, signIn, submitLogin, test } from '../support/fixtures.ts';

/** Hours from now to the soonest upcoming event a candidate sees (a day when there is none). */
async function hoursToSoonestEvent(request: APIRequestContext, candidate: BuiltAccount) {
  const login = await request.post('/api/Alumno/logaUsuario', {
    data: { eUsuario: candidate.user, ePassword: DEMO_PASSWORD, eAmbito: 'PrivadoAlumno' },
  });
  const { datos } = (await login.json()) as { datos: { token: string } };
  const events = await request.get('/api/Alumno/dameEventos', {
    headers: { authorization: `Bearer ${datos.token}` },
  });
  const now = Date.now();
  const upcoming = ((await events.json()) as { datos: { fecha: string }[] }).datos
    .map((event) => new Date(event.fecha).getTime())
    .filter((time) => time > now);
  return upcoming.length === 0 ? 24 : (Math.min(...upcoming) - now) / 3_600_000;
}

test.describe('homes', () => {
  test('candidate home: banners, offers, communications, surveys, events, guides', async ({
    page,
  }) => {
    const word = uniqueWord('inicio');
    const make = factory(page.request);
    const student = await make.candidate({ nombre: 'Zoe', apellidos: 'Inicio Pardo' });
    // Five internship offers for the student's degree (the home shows five at most).
    for (const n of [1, 2, 3, 4, 5]) {
      await make.offer({ titulo: `Prácticas ${word} número ${String(n)}` });
    }
    await candidateFactory(page.request).communication({
      descripcion: `Plazo de solicitudes ${word} abierto`,
      desdeDias: -1,
    });
    const survey = await candidateFactory(page.request).survey({
      tipo: 'satisfaccion',
      titulo: `Satisfacción con las prácticas ${word}`,
      destinatarios: [student.id],
    });
    // Three events sooner than any upcoming one (other specs' are days away, an earlier attempt's
    // of this test hours away): placed between now and the soonest, they are the next three.
    const talk = `Charla ${word}: tu primer empleo`;
    const linkedin = `Taller ${word}: tu perfil de LinkedIn`;
    const interviews = `Simulacro ${word} de entrevistas`;
    const hoursToSoonest = await hoursToSoonestEvent(page.request, student);
    for (const [titulo, share] of [
      [talk, 0.5],
      [linkedin, 0.6],
      [interviews, 0.7],
    ] as const) {
      await make.event({ titulo, dias: (Math.min(hoursToSoonest, 4) * share) / 24 });
    }
    // Four guides, the CV guide dated later than any other guide, so it is among the newest four.
    for (const n of [1, 2, 3]) {
      await flowFactory(page.request).guide({
        titulo: `Guía ${word} ${String(n)}`,
        descripcion: '<p>Consejos para buscar empleo.</p>',
      });
    }
    const cvTitle = `Cómo preparar tu currículum ${word}`;
    await flowFactory(page.request).guide({
      titulo: cvTitle,
      descripcion: '<p>Estructura, extensión y errores frecuentes de un currículum.</p>',
      urlFichero: '/guias/guia-curriculum.pdf',
      publicadaMinutos: 60,
    });
    // The home banner is the installation's: its text as the portal is configured.
    const brand = (await (await page.request.get('/api/Publico/dameConfiguracion')).json()) as {
      datos: BrandSettings;
    };
    const bannerText = brand.datos.banner_home?.texto.es ?? '';
    expect(bannerText).not.toBe('');
    await signIn(page, student);

    await expect(page.getByTestId('banner-home')).toContainText(bannerText);
    await expect(
      page.getByRole('link', { name: /Ofertas de la Agencia de Colocación/ }),
    ).toHaveAttribute('href', '/ofertas-empleo?filter=intermediacion');

    const offers = page.getByTestId('home-offers');
    const tabs = offers.getByRole('tab');
    await expect(tabs).toHaveText(['Prácticas de estudiantes', 'Prácticas de titulados', 'Empleo']);
    // A student's profile opens student internships only: the graduates' tabs say so and ask the
    // server nothing (no «not allowed» banner).
    for (const tab of ['Prácticas de titulados', 'Empleo']) {
      await offers.getByRole('tab', { name: tab }).click();
      const panel = offers.getByRole('tabpanel');
      await expect(panel).toHaveText('Estas ofertas no están disponibles para tu perfil.');
      await expect(panel.getByRole('link')).toHaveCount(0);
    }
    await expect(page.getByText('Acceso no permitido')).toHaveCount(0);
    await offers.getByRole('tab', { name: 'Prácticas de estudiantes' }).click();
    await expect(
      offers.getByRole('tabpanel').getByRole('link', { name: /^Ver todas/ }),
    ).toHaveAttribute('href', '/ofertas-practicas');
    await expect(offers.getByRole('tabpanel').getByRole('listitem')).toHaveCount(5);
    await expect(offers.getByRole('tabpanel').getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/ofertas-practicas\/.+/,
    );

    await expect(page.getByTestId('home-communications').getByRole('listitem')).not.toHaveCount(0);
    await expect(page.getByTestId('home-communications')).toContainText(
      `Plazo de solicitudes ${word} abierto`,
    );

    // Surveys addressed to every candidate (other specs') may be listed too: this student's own.
    const surveys = page.getByTestId('home-surveys');
    await expect(
      surveys
        .getByTestId('survey-card')
        .filter({ hasText: survey.titulo })
        .getByRole('link', { name: /Comenzar/ }),
    ).toHaveAttribute('href', `/encuestas/${survey.slug}`);

    const events = page.getByTestId('home-events');
    // The next three events, soonest first: the talk, then the two workshops built above.
    const homeEvents = events.getByTestId('home-event');
    await expect(homeEvents).toHaveCount(3);
    await expect(homeEvents.nth(0)).toContainText(talk);
    await expect(homeEvents.nth(1)).toContainText(linkedin);
    await expect(homeEvents.nth(2)).toContainText(interviews);
    await expect(events.getByRole('link', { name: /Ver más/ })).toHaveAttribute('href', '/eventos');

    const guides = page.getByTestId('home-guides');
    // The four newest guides, the CV guide first (dated later than any other).
    await expect(guides.getByTestId('guide-card')).toHaveCount(4);
    await expect(guides.getByTestId('guide-card').first()).toContainText(cvTitle);
    const cvGuide = guides.getByTestId('guide-card').filter({ hasText: cvTitle });
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

  test('the home banners follow a switch of language at once', async ({ page }) => {
    const brand = (await (await page.request.get('/api/Publico/dameConfiguracion')).json()) as {
      datos: BrandSettings;
    };
    const { banner_home: home, banner_intermediacion: agency } = brand.datos;
    expect(home?.texto.en ?? '').not.toBe('');
    expect(agency?.texto.en ?? '').not.toBe('');
    expect(home?.texto.en).not.toBe(home?.texto.es);
    const student = await factory(page.request).candidate({
      nombre: 'Iris',
      apellidos: 'Idioma Sanz',
    });
    await signIn(page, student);
    await expect(page.getByTestId('banner-home')).toContainText(home?.texto.es ?? '');
    await page.getByTestId('language-switch').click();
    await expect(page.getByTestId('banner-home')).toContainText(home?.texto.en ?? '');
    await expect(page.getByTestId('banner-intermediacion')).toContainText(agency?.texto.en ?? '');
    await expectAccessible(page, 'candidate home in English');
  });

  test('candidate home: empty texts of the spec', async ({ page }) => {
    await page.route('**/api/Alumno/dameEncuestasUsuario', (route) =>
      route.fulfill({ json: { status: 0, datos: [], mensaje: null } }),
    );
    await page.route('**/api/Alumno/dameGuiaOrientacion', (route) =>
      route.fulfill({ json: { status: 0, datos: [], mensaje: null } }),
    );
    await signIn(page, await factory(page.request).candidate({ nombre: 'Zoe' }));
    await expect(page.getByTestId('home-surveys')).toContainText('No hay encuestas pendientes');
    await expect(page.getByTestId('home-guides')).toContainText('No hay guias de orientación');
  });

  test('company home: three cards with active counts and links, communications, surveys', async ({
    page,
  }) => {
    const word = uniqueWord('hogar');
    const company = await factory(page.request).company({
      nombreComercial: `Talleres ${word}`,
      nombre: 'Xabier',
    });
    // Active offers in two of the three families, and a survey for this company's user.
    await factory(page.request).offer({ companyId: company.id, titulo: `Prácticas ${word}` });
    await factory(page.request).offer({
      companyId: company.id,
      familia: 'empleo',
      titulo: `Empleo ${word}`,
    });
    const survey = await flowFactory(page.request).companySurvey({
      titulo: `Valoración de los estudiantes ${word}`,
      destinatarios: [company.userId],
    });
    await signIn(page, company);
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
    // Surveys addressed to every company (other specs') may be listed too: this one's, once.
    await expect(
      page
        .getByTestId('home-surveys')
        .getByTestId('survey-card')
        .filter({ hasText: survey.titulo }),
    ).toHaveCount(1);
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
    const company = await factory(page.request).company({ nombre: 'Xabier' });
    await page.goto(company.login);
    await submitLogin(page, company.user);
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
