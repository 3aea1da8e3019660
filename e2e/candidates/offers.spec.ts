import type { APIRequestContext, Page } from '@playwright/test';
import { factory, uniqueWord } from '../support/factory.ts';
import { flowFactory } from '../support/factories-flows.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

const SUPPORT_OFFER = 'Técnico/a de soporte de sistemas en planta';
const PREVENTION_OFFER = 'Técnico/a de prevención de riesgos en obra';
const DEVELOPER_OFFER = 'Desarrollador/a full stack en remoto';
/** The placement agency's offers (the list's intermediation filter). */
const AGENCY_OFFERS = [
  'Administrativo/a de agencia de colocación',
  'Comercial de agencia de colocación',
  'Recepcionista de agencia de colocación',
];

/**
 * Job offers of one company, each with `word` in its description: a search with the word
 * finds these and no other spec's. Three of them are the placement agency's.
 */
async function buildJobOffers(request: APIRequestContext) {
  const word = uniqueWord('convocatoria');
  const make = factory(request);
  const company = await make.company({ nombreComercial: `Servicios ${word}` });
  const ids: Record<string, number> = {};
  for (const titulo of [SUPPORT_OFFER, PREVENTION_OFFER, DEVELOPER_OFFER, ...AGENCY_OFFERS]) {
    const offer = await make.offer({
      companyId: company.id,
      familia: 'empleo',
      titulo,
      descripcion: `<p>Puesto de la convocatoria ${word}.</p>`,
      intermediacion: AGENCY_OFFERS.includes(titulo),
    });
    ids[titulo] = offer.id;
  }
  return { word, ids };
}

/** A graduate in computer engineering (degree 36) who sees job offers. */
const buildGraduate = (request: APIRequestContext, nombre = 'Gonzalo') =>
  flowFactory(request).graduate({ nombre, apellidos: 'Ordás Llamas' });

function offerItems(page: Page) {
  return page.getByTestId('offer-item');
}

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Buscar' });
  await box.fill(text);
}

/** Opens the sheet of the job offer with this title from the job offers list. */
async function openJobOffer(page: Page, title: string, words: string) {
  await search(page, words);
  await expect(page).toHaveURL(/titulo=/);
  // The words carry the test's own: one offer once the search has answered.
  await expect(offerItems(page)).toHaveCount(1);
  await expect(offerItems(page).first()).toContainText(title);
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe('candidate offer lists', () => {
  test('search answers while typing, ignores accents, tolerates a typo and marks the words', async ({
    page,
  }) => {
    // Five searches and two accessibility runs.
    test.slow();
    const { word } = await buildJobOffers(page.request);
    await signIn(page, await buildGraduate(page.request), { path: '/ofertas-empleo' });
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas de empleo' })).toBeVisible();
    await expect(offerItems(page).first()).toBeVisible();
    await expect(page.getByTestId('offer-total')).toContainText('más recientes primero');
    await expectAccessible(page, 'job offers list');

    // Without accents: "prevencion" finds "prevención" (the word keeps other specs' offers out).
    await search(page, `prevencion riesgos ${word}`);
    await expect(page).toHaveURL(new RegExp(`titulo=prevencion\\+riesgos\\+${word}`));
    await expect(offerItems(page).first()).toContainText(PREVENTION_OFFER);
    await expect(page.getByTestId('offer-total')).toContainText('ordenadas por relevancia');
    const marks = offerItems(page).first().locator('mark');
    await expect(marks.first()).toBeVisible();
    await expect(marks).toContainText(['prevención']);

    // Typos: "soprte" finds "soporte", "desarollador" finds "Desarrollador/a".
    await search(page, `tecnico soprte ${word}`);
    await expect(page).toHaveURL(new RegExp(`titulo=tecnico\\+soprte\\+${word}`));
    await expect(offerItems(page)).toHaveCount(1);
    await expect(offerItems(page).first()).toContainText(SUPPORT_OFFER);
    await expect(offerItems(page).first().getByRole('heading').locator('mark')).toHaveText([
      'Técnico',
      'soporte',
    ]);
    await search(page, `desarollador ${word}`);
    await expect(offerItems(page).first()).toContainText(DEVELOPER_OFFER);
    await expectAccessible(page, 'search results', { scope: 'main' });

    // Nothing found: the empty state.
    await search(page, 'zzzzqqqq');
    await expect(page.getByText('No hay ofertas que coincidan con tu búsqueda')).toBeVisible();
  });

  test('filters and facets live in the URL: reload and back restore them', async ({ page }) => {
    // The list narrowed to this test's offers by their word, so counts are this test's own.
    const { word } = await buildJobOffers(page.request);
    const list = `/ofertas-empleo?titulo=${word}`;
    const listUrl = new RegExp(`/ofertas-empleo\\?titulo=${word}$`);
    await signIn(page, await buildGraduate(page.request), {
      path: `${list}&filter=intermediacion`,
    });
    const agency = page.getByRole('checkbox', { name: 'Solo ofertas de la Agencia de Colocación' });
    await expect(agency).toBeChecked();
    await expect(page.getByTestId('offer-total')).toHaveText(/^3 ofertas/);
    await expect(offerItems(page)).toHaveCount(3);

    // Controlled by the URL: the box changes once the address has changed.
    await agency.click();
    await expect(agency).not.toBeChecked();
    await expect(page).toHaveURL(listUrl);
    const total = page.getByTestId('offer-total');
    await expect(total).not.toHaveText(/^3 ofertas/);

    // A facet value shows how many offers have it; choosing it filters the list.
    const contract = page.getByTestId('facet-contrato').getByRole('checkbox').first();
    const label = await page.getByTestId('facet-contrato').locator('label').first().innerText();
    const count = /\((\d+)\)$/.exec(label)?.[1];
    expect(count, label).toBeDefined();
    await contract.click();
    await expect(contract).toBeChecked();
    await expect(page).toHaveURL(/contrato=\d+/);
    await expect(total).toHaveText(new RegExp(`^${count ?? ''} oferta`));

    const omit = page.getByRole('checkbox', {
      name: 'Ocultar las ofertas en las que estoy inscrito',
    });
    await omit.click();
    await expect(omit).toBeChecked();
    await expect(page).toHaveURL(
      /contrato=\d+&omitirInscritos=true|omitirInscritos=true.*contrato=\d+/,
    );
    const filtered = page.url();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas de empleo' })).toBeVisible();
    await expect(page.getByTestId('facet-contrato').getByRole('checkbox').first()).toBeChecked();
    await expect(
      page.getByRole('checkbox', { name: 'Ocultar las ofertas en las que estoy inscrito' }),
    ).toBeChecked();
    expect(page.url()).toBe(filtered);
    await expectAccessible(page, 'filtered list');

    await page.goBack();
    await expect(
      page.getByRole('checkbox', { name: 'Ocultar las ofertas en las que estoy inscrito' }),
    ).not.toBeChecked();
    await expect(page.getByTestId('facet-contrato').getByRole('checkbox').first()).toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL(listUrl);
    await expect(
      page.getByTestId('facet-contrato').getByRole('checkbox').first(),
    ).not.toBeChecked();
    await page.goForward();
    await expect(page).toHaveURL(/contrato=\d+/);
  });

  test('on a phone the filters open behind a button and the chosen ones are counted on it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await buildJobOffers(page.request);
    await signIn(page, await buildGraduate(page.request), { path: '/ofertas-empleo' });
    await expect(offerItems(page).first()).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Filtros', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Closed filters are not rendered at all (less work when a phone opens the page).
    await expect(page.getByTestId('offer-filters')).toHaveCount(0);
    await expectAccessible(page, 'phone list, filters closed');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const contract = page.getByTestId('facet-contrato').getByRole('checkbox').first();
    await contract.click();
    await expect(page).toHaveURL(/contrato=\d+/);
    await expect(contract).toBeChecked();
    await expect(page.getByRole('button', { name: 'Filtros (1 activo)' })).toBeVisible();
    await expectAccessible(page, 'phone list, filters open');
  });

  test('offers that fit me are ranked and explained', async ({ page }) => {
    // Offers of the graduate's degree, and one of another degree that fits less.
    await buildJobOffers(page.request);
    await factory(page.request).offer({
      familia: 'empleo',
      titulo: `Psicólogo/a de selección ${uniqueWord('seleccion')}`,
      titulaciones: [20],
    });
    await signIn(page, await buildGraduate(page.request), { path: '/ofertas-empleo' });
    await page.getByRole('tab', { name: 'Ofertas que encajan contigo' }).click();
    await expect(page).toHaveURL(/vista=encajan/);
    const first = page.getByTestId('fitting-offer').first();
    await expect(first.getByTestId('fit-score')).toContainText('Encaje con tu perfil');
    await expect(first.getByText('Cumples')).toBeVisible();
    const scores = await page.getByTestId('fit-score').allInnerTexts();
    const values = scores.map((s) => Number(/(\d+)\s*%/.exec(s)?.[1]));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    await expectAccessible(page, 'offers that fit me', { scope: 'main' });
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Ofertas que encajan contigo' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
  test('an account the record has not verified is told only open job offers fit it, and why an internship is not for it', async ({
    page,
  }) => {
    await factory(page.request).offer({
      familia: 'empleo',
      titulo: `Auxiliar administrativo/a ${uniqueWord('abierta')}`,
    });
    const internship = await factory(page.request).offer({
      familia: 'practicastitulados',
      titulo: `Prácticas en análisis de datos ${uniqueWord('titulados')}`,
    });
    const graduate = await factory(page.request).candidate({
      tipo: 'titulado',
      cuentaPropia: true,
    });
    await signIn(page, graduate, { path: '/ofertas-empleo' });
    await page.getByRole('tab', { name: 'Ofertas que encajan contigo' }).click();
    await expect(page.getByTestId('fit-open-only')).toHaveText(
      'Tu cuenta aún no está verificada con el expediente académico de la universidad: aquí solo aparecen las ofertas de empleo abiertas a todos. Para inscribirte en prácticas y en ofertas para sus estudiantes y titulados, pide al servicio de empleo que la verifique.',
    );
    const offers = page.getByTestId('fitting-offer');
    await expect(offers.first()).toBeVisible();
    await expect(offers.filter({ hasText: /Prácticas de (estudiantes|titulados) ·/ })).toHaveCount(
      0,
    );
    await expectAccessible(page, 'offers that fit an unverified account', { scope: 'main' });

    // Said on the sheet before any click, instead of the button that would be refused.
    await page.goto(`/ofertas-practicas-titulados/${String(internship.id)}`);
    await expect(page.getByRole('heading', { level: 1, name: internship.titulo })).toBeVisible();
    const panel = page.getByTestId('apply-panel');
    await expect(panel.getByTestId('apply-university-only')).toContainText(
      'Oferta para estudiantes y titulados de la universidad',
    );
    await expect(panel.getByRole('button', { name: 'Inscribirme' })).toHaveCount(0);
    await expectAccessible(page, 'internship sheet for an unverified account', { scope: 'main' });
  });
});

test.describe('offer pages a candidate cannot use', () => {
  test('the list of another subtype and an unknown offer explain themselves', async ({ page }) => {
    await signIn(page, await buildGraduate(page.request), { path: '/ofertas-practicas' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ofertas de prácticas' }),
    ).toBeVisible();
    await expect(
      page.getByText('Estas ofertas no están disponibles para tu perfil.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    await expectAccessible(page, 'list of another subtype', { scope: 'main' });

    await page.goto('/ofertas-empleo/999999-no-existe');
    await expect(page.getByText('Esta oferta no existe o ya no está disponible.')).toBeVisible();
    await expect(page.getByTestId('error-banner')).toContainText('Oferta no encontrada');
    await expectAccessible(page, 'unknown offer', { scope: 'main' });
  });
});

test.describe('applying and withdrawing', () => {
  test('apply (double click makes one application), 10 from a stale page, withdraw', async ({
    page,
    context,
  }) => {
    // Two tabs, five pages and four accessibility runs: more than the default time on a busy runner.
    test.slow();
    const { word } = await buildJobOffers(page.request);
    await signIn(page, await buildGraduate(page.request), { path: '/ofertas-empleo' });
    await openJobOffer(page, SUPPORT_OFFER, `soporte sistemas ${word}`);
    const panel = page.getByTestId('apply-panel');
    await expect(panel).toContainText('Todavía no te has inscrito en esta oferta.');
    await expect(page.getByTestId('offer-details')).toContainText('Plazas');
    await expectAccessible(page, 'offer sheet');

    // A second tab with the same sheet, still showing the apply button.
    const stale = await context.newPage();
    await stale.goto(page.url());
    await expect(stale.getByTestId('apply-button')).toBeVisible();

    await panel.getByRole('button', { name: 'Inscribirme' }).dblclick();
    const banner = page.getByTestId('error-banner');
    await expect(banner).toContainText('Te has inscrito correctamente en la oferta.');
    await expect(panel.getByTestId('application-state')).toContainText('Inscrito');
    // The button that had the focus is gone: the panel's heading has it, not the page's body.
    await expect(panel.getByRole('heading', { name: 'Tu candidatura' })).toBeFocused();
    await expect(panel.getByRole('link', { name: 'Inscrito' })).toHaveAttribute(
      'href',
      /^\/mis-candidaturas\/\d+$/,
    );
    await expectAccessible(page, 'sheet after applying', { scope: 'main' });

    await stale.getByTestId('apply-button').click();
    await expect(stale.getByTestId('error-banner')).toContainText(
      'Ya tienes una candidatura en esta oferta.',
    );
    await expectAccessible(stale, 'code 10 banner', { scope: 'main' });
    await stale.close();

    // The list shows my application on the offer.
    await page.getByRole('link', { name: 'Volver a las ofertas' }).click();
    await expect(page).toHaveURL(/titulo=/);
    await expect(offerItems(page).first().getByTestId('my-application')).toContainText('Inscrito');

    await page.getByRole('link', { name: SUPPORT_OFFER, exact: true }).click();
    await panel.getByRole('button', { name: 'Retirar mi candidatura' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Retirar tu candidatura?' });
    await expect(dialog).toContainText(SUPPORT_OFFER);
    await expectAccessible(page, 'withdraw confirmation');
    await dialog.getByRole('button', { name: 'Sí, retirar' }).click();
    await expect(banner).toContainText('Te has dado de baja de la oferta correctamente.');
    await expect(panel).toContainText('Retiraste tu candidatura de esta oferta.');
    await expect(panel.getByTestId('apply-button')).toBeVisible();
  });

  test('a fourth simultaneous application is refused with 103 and nothing is written', async ({
    page,
  }) => {
    // A graduate with three open applications, to three of the other offers.
    const { word, ids } = await buildJobOffers(page.request);
    const graduate = await buildGraduate(page.request, 'Valeria');
    for (const titulo of [PREVENTION_OFFER, DEVELOPER_OFFER, AGENCY_OFFERS[0] ?? '']) {
      await factory(page.request).application({
        offerId: ids[titulo] ?? 0,
        candidateId: graduate.id,
      });
    }
    await signIn(page, graduate, { path: '/ofertas-empleo' });
    await openJobOffer(page, SUPPORT_OFFER, `soporte sistemas ${word}`);
    await page.getByTestId('apply-button').click();
    await expect(page.getByTestId('error-banner')).toContainText(
      'No puedes tener más de 3 candidaturas activas a la vez.',
    );
    await expectAccessible(page, 'code 103 banner', { scope: 'main' });
    await page.reload();
    await expect(page.getByTestId('apply-panel')).toContainText(
      'Todavía no te has inscrito en esta oferta.',
    );
  });
});

test.describe('missing documentation (code 11)', () => {
  test('the requested document is uploaded beside the offer and the application goes through', async ({
    page,
  }) => {
    // An internship offer of the student's degree; the student has not uploaded the social
    // security proof every student internship asks for.
    const word = uniqueWord('redes');
    const offer = 'Prácticas en ciberseguridad industrial';
    await factory(page.request).offer({
      titulo: offer,
      descripcion: `<p>Auditorías de la convocatoria ${word}.</p>`,
    });
    const student = await flowFactory(page.request).studentWithoutSsProof({
      nombre: 'Fermín',
      apellidos: 'Olmedo Sáez',
    });
    await signIn(page, student, { path: '/ofertas-practicas' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ofertas de prácticas' }),
    ).toBeVisible();
    await search(page, `ciberseguridad ${word}`);
    // The test's own offer alone once the search has answered (an earlier attempt's has its word).
    await expect(offerItems(page)).toHaveCount(1);
    const item = offerItems(page).filter({ hasText: offer });
    await expect(item.getByText(/^(EXTRA)?CURRICULAR$/)).toBeVisible();
    await item.getByRole('link', { name: offer, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: offer })).toBeVisible();

    await page.getByTestId('apply-button').click();
    const documents = page.getByTestId('required-documents');
    await expect(documents).toContainText(
      'Para continuar debes aportar la documentación requerida.',
    );
    await expect(documents).toContainText(
      'Justificante de asignación del número de la Seguridad Social',
    );
    await expect(page.getByTestId('apply-button')).toHaveCount(0);
    const retry = documents.getByRole('button', { name: 'Volver a intentar la inscripción' });
    await expect(retry).toBeDisabled();
    await expectAccessible(page, 'documents requested', { scope: 'main' });

    const file = documents.locator('input[type=file]');
    await file.setInputFiles({
      name: 'justificante.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await documents.getByRole('button', { name: 'Subir' }).click();
    await expect(documents).toContainText('Este tipo de fichero no esta permitido');

    await file.setInputFiles({
      name: 'justificante.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await documents.getByRole('button', { name: 'Subir' }).click();
    await expect(documents.getByText('Documento subido')).toBeVisible();
    await retry.click();
    await expect(page.getByTestId('error-banner')).toContainText(
      'Te has inscrito correctamente en la oferta.',
    );
    await expect(page.getByTestId('application-state')).toContainText('Inscrito');
    await expect(documents).toHaveCount(0);
  });
});
