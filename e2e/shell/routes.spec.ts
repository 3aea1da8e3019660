import type { APIRequestContext } from '@playwright/test';
import { routeTable, type AppRoute } from '@portal/contracts';
import { factory, uniqueWord, type BuiltAccount } from '../support/factory.ts';
import { candidateFactory } from '../support/factories-candidates.ts';
import { expect, expectAccessible, navigate, signIn, test } from '../support/fixtures.ts';
import { signInAsStaff } from '../support/staff.ts';
import routesEs from '../../apps/web/src/locales/es/routes.json' with { type: 'json' };

const headings: Record<string, string> = routesEs;

/** The value of each route's parameter, by route path and parameter name. */
type Samples = Record<string, Record<string, string>>;

/**
 * A concrete path for a route: parameters filled with a built row's id, an allowed value or a
 * sample value (routes whose row a role cannot build here: the page's missing-row state).
 */
function samplePath(route: AppRoute, samples: Samples): string {
  return route.path.replace(
    /:(\w+)\??/g,
    (_match, name: string) => samples[route.path]?.[name] ?? route.params?.[name]?.[0] ?? '1',
  );
}

/**
 * The rows the pages with an id show: a programme and an event for everyone; for a graduate, an
 * offer they may not open and an application to a job offer; for a company, its own offer with an
 * application (the candidate's CV).
 */
async function buildRows(
  request: APIRequestContext,
  role: 'candidate' | 'company',
): Promise<{ account: BuiltAccount; idEmpresa?: number; samples: Samples }> {
  const word = uniqueWord('ruta');
  const make = factory(request);
  const programme = await candidateFactory(request).programme({ titulo: `Programa ${word}` });
  const event = await make.event({ titulo: `Jornada ${word}` });
  const shared: Samples = {
    '/programas-practicas-activos/:id': { id: programme.slug },
    '/eventos/:id': { id: event.slug },
  };
  if (role === 'candidate') {
    const graduate = await make.candidate({ tipo: 'titulado', nombre: 'Yago' });
    // The offer sheets' heading is the offer's title once it shows: they get a students' internship
    // offer, which a graduate is refused, so each shows its own heading and its refusal.
    const internship = await make.offer({ familia: 'practicas', titulo: `Prácticas ${word}` });
    const job = await make.offer({
      familia: 'empleo',
      titulo: `Empleo ${word}`,
      titulaciones: [43],
    });
    const application = await make.application({ offerId: job.id, candidateId: graduate.id });
    return {
      account: graduate,
      samples: {
        ...shared,
        '/ofertas-empleo/:id': { id: String(internship.id) },
        '/ofertas-practicas/:id': { id: String(internship.id) },
        '/ofertas-practicas-titulados/:id': { id: String(internship.id) },
        '/mis-candidaturas/:id': { id: String(application.id) },
      },
    };
  }
  // A user of two companies, as the company picker at sign-in offers: signed in to the first.
  const company = await make.company({
    nombreComercial: `Empresa ${word}`,
    otraEmpresa: `Otra empresa ${word}`,
  });
  const offer = await make.offer({ companyId: company.id, titulo: `Oferta ${word}` });
  const candidate = await make.candidate({ nombre: 'Yago' });
  const application = await make.application({ offerId: offer.id, candidateId: candidate.id });
  return {
    account: company,
    idEmpresa: company.id,
    samples: {
      ...shared,
      '/editar-oferta/:idOferta': { idOferta: String(offer.id) },
      '/oferta/:id': { id: String(offer.id) },
      '/visor-oferta/:id': { id: String(offer.id) },
      '/ver-cv/:id': { id: String(application.id) },
    },
  };
}

const pagesFor = (access: AppRoute['access']) =>
  (routeTable as readonly AppRoute[]).filter(
    (route) => route.access === access || route.access === 'signed-in',
  );

test.describe('every page of the route table renders its heading and passes axe', () => {
  for (const role of ['candidate', 'company'] as const) {
    test(`${role} pages`, async ({ page }) => {
      test.setTimeout(90_000);
      const { account, idEmpresa, samples } = await buildRows(page.request, role);
      await signIn(page, account, idEmpresa === undefined ? {} : { idEmpresa });
      let first = true;
      for (const route of pagesFor(role)) {
        const path = samplePath(route, samples);
        // A client-side navigation, as through a link (no reload per page).
        await navigate(page, path);
        await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
          headings[route.heading] ?? '',
        );
        const heading = (headings[route.heading] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        await expect(page).toHaveTitle(new RegExp(`${heading} · Portal de Empleo$`));
        // The header, menu and footer are the same on every page: checked in full on the first.
        await expectAccessible(page, path, first ? {} : { scope: 'main' });
        first = false;
      }
    });
  }
});

test.describe('the browser title', () => {
  test('names what the page shows before its heading: an offer, an event', async ({ page }) => {
    const make = factory(page.request);
    const offer = await make.offer({ titulo: `Prácticas de cartografía ${uniqueWord('mapas')}` });
    const event = await make.event({ titulo: `Taller de entrevistas ${uniqueWord('taller')}` });
    await signIn(page, await make.candidate(), { path: `/ofertas-practicas/${String(offer.id)}` });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.titulo);
    await expect(page).toHaveTitle(`${offer.titulo} · Oferta de prácticas · Portal de Empleo`);
    await navigate(page, `/eventos/${event.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Evento');
    await expect(page).toHaveTitle(`${event.titulo} · Evento · Portal de Empleo`);
    // Back to a page without a subject of its own: the heading alone.
    await navigate(page, '/');
    await expect(page).toHaveTitle('Inicio · Portal de Empleo');
  });

  test("names a company's offer family and an offer in the back-office", async ({ page }) => {
    const make = factory(page.request);
    const company = await make.company();
    const offer = await make.offer({
      companyId: company.id,
      familia: 'empleo',
      titulo: `Técnico de riego ${uniqueWord('riego')}`,
    });
    await signIn(page, company, { path: '/mis-ofertas/empleo' });
    await expect(page).toHaveTitle('Empleo · Mis ofertas · Portal de Empleo');
    await navigate(page, `/oferta/${String(offer.id)}`);
    await expect(page).toHaveTitle(`${offer.titulo} · Ficha de la oferta · Portal de Empleo`);

    const staff = await make.staff();
    await signInAsStaff(page, staff.user, `/gestion/ofertas/${String(offer.id)}`);
    await expect(page).toHaveTitle(`${offer.titulo} · Revisión de oferta · Portal de Empleo`);
  });
});
