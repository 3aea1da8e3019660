import type { Page } from '@playwright/test';
import { factory, uniqueWord } from '../support/factory.ts';
import { companyFactory } from '../support/factories-companies.ts';
import { candidateFactory } from '../support/factories-candidates.ts';
import { flowFactory } from '../support/factories-flows.ts';
import { signInAsStaff } from '../support/staff.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

/** In English mode every displayed value is English. */

/** A student with an internship offer open to them (degree 36, computer engineering). */
async function studentWithOffer(page: Page) {
  const make = factory(page.request);
  const offer = await make.offer({ titulo: 'Prácticas en desarrollo de software web' });
  const student = await make.candidate();
  return { make, offer, student };
}

async function english(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('lang', 'en');
  });
}

test.describe('English mode', () => {
  test('offer states, families and reference lists on an offer sheet', async ({ page }) => {
    await english(page);
    const { student } = await studentWithOffer(page);
    await signIn(page, student, { path: '/ofertas-practicas' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const first = page.getByTestId('offer-item').first();
    await expect(first).toContainText('Status: Active');
    await expect(first).not.toContainText('Activa');
    await first.getByRole('link').first().click();
    await expect(page.getByText('Internships for students')).toBeVisible();
    await expect(page.getByText('Prácticas para estudiantes')).toHaveCount(0);
    await expect(page.getByText('Status: Active').first()).toBeVisible();
    const details = page.getByTestId('offer-details');
    await expect(details).toBeVisible();
    // Contract type, sector, area, salary range and training carry their English text.
    for (const spanish of ['Beca / prácticas no laborales', 'Titulación universitaria oficial']) {
      await expect(details).not.toContainText(spanish);
    }
    await expectAccessible(page, 'offer sheet in English', { scope: 'main' });
  });

  test('application states on the offer list and the application sheet', async ({ page }) => {
    await english(page);
    const { make, offer, student } = await studentWithOffer(page);
    // Sent, then shortlisted by the company.
    await make.application({ offerId: offer.id, candidateId: student.id, estados: [1, 2] });
    await signIn(page, student, { path: '/ofertas-practicas' });
    const mine = page.getByTestId('my-application').first();
    // The first list of a session (its code, texts and facets) on a busy two-core machine.
    await expect(mine).toBeVisible({ timeout: 30_000 });
    await expect(mine).not.toContainText(/Inscrito|Preseleccionado|Preinscrito|En revisión/);
    await mine.getByRole('link').click();
    await expect(page.getByTestId('history')).toBeVisible();
    await expect(page.getByTestId('history')).not.toContainText(/Inscrito|Preseleccionado/);
    await expect(page.getByTestId('application-state')).not.toHaveText(/Inscrito|Preseleccionado/);
  });

  test('facet values and degree names come from the reference lists in English', async ({
    page,
  }) => {
    await english(page);
    const { student } = await studentWithOffer(page);
    await signIn(page, student, { path: '/ofertas-practicas' });
    const filters = page.getByTestId('offer-filters');
    const contract = filters.getByTestId('facet-contrato');
    await expect(contract).toContainText('Grant / non-employment internship', { timeout: 30_000 });
    await expect(contract).not.toContainText('Beca');
    const degrees = filters.getByTestId('facet-titulaciones');
    await expect(degrees).toContainText("Bachelor's Degree in Computer Engineering");
    await expect(degrees).not.toContainText('Grado en');
    await expect(filters.getByTestId('facet-areasTitulaciones')).toContainText(
      'Engineering and Architecture',
    );
    await expect(filters).not.toContainText(/Ingeniería y Arquitectura|Titulación universitaria/);

    await page
      .getByRole('link', { name: 'Prácticas en desarrollo de software web' })
      .first()
      .click();
    const sheetDegrees = page.getByTestId('offer-degrees');
    await expect(sheetDegrees).toContainText("Bachelor's Degree in Computer Engineering");
    await expect(sheetDegrees).not.toContainText('Grado en');
  });

  test("a company's candidates and the careers office's lists name states in English", async ({
    page,
  }) => {
    await english(page);
    const company = await companyFactory(page.request).offersCompany({
      nombreComercial: `Consultora ${uniqueWord('ingles')}`,
    });
    await signIn(page, company, { path: '/mis-ofertas/practicas' });
    await page
      .getByRole('link', { name: 'Prácticas de consultoría de negocio', exact: true })
      .click();
    const alba = page.getByTestId('candidate').filter({ hasText: 'Alba Marín Soto' });
    await expect(alba.getByTestId('candidate-state')).toHaveText('Under review');
    await expect(page.getByTestId('candidate').getByTestId('candidate-state')).not.toContainText([
      'Inscrito',
    ]);
    // The offer's facts from the reference lists, in English as on the candidate's sheet.
    const details = page.getByRole('region', { name: 'Offer details' });
    await expect(details).toContainText('Internships for students');
    await expect(details).not.toContainText(/Prácticas para estudiantes|Grado en/);

    const staff = await factory(page.request).staff();
    await signInAsStaff(
      page,
      staff.user,
      `/gestion/ofertas?empresa=${encodeURIComponent(company.nombreComercial)}`,
    );
    // The list opens on the offers awaiting validation: the company's job offer.
    const row = page.getByTestId('offer-row').filter({ hasText: company.nombreComercial });
    await expect(row).toContainText('Awaiting validation');
    await expect(row).not.toContainText(/pendiente de validación/i);
  });

  test("the candidate's CV names degrees, languages and countries in English", async ({ page }) => {
    await english(page);
    const student = await factory(page.request).candidate({ apto: true });
    await signIn(page, student, { path: '/cv' });
    const study = page.getByTestId('cv-study').first();
    await expect(study).toContainText("Bachelor's Degree in Computer Engineering");
    await expect(study).toContainText('180 of 240 credits passed · Year 3');
    await expect(study).toContainText('University record');
    await expect(page.getByTestId('cv-study')).not.toContainText(['Grado en']);
    // Province names are place names; only the unknown one is a word, and it is translated.
    const personal = page.getByTestId('cv-section-personales');
    await personal.getByRole('button', { name: 'Edit Personal data' }).click();
    await personal.getByLabel('Province', { exact: true }).click();
    await expect(page.getByRole('option', { name: 'Unknown', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Desconocido' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    const languages = page.getByTestId('cv-language');
    await expect(languages.first()).toBeVisible();
    await expect(languages).not.toContainText([/Inglés|Español|Francés/]);

    // The careers office's short CV on the candidate's record names them the same way.
    const staff = await factory(page.request).staff();
    await signInAsStaff(page, staff.user, `/gestion/candidatos/${String(student.id)}`);
    const short = page.getByTestId('candidate-cv');
    await expect(short).toContainText("Bachelor's Degree in Computer Engineering");
    await expect(short).not.toContainText(/Grado en|Inglés|Español|NATIVO/);
  });

  test('the degree codes of the academic record name their degrees in English', async ({
    page,
  }) => {
    await english(page);
    const staff = await factory(page.request).staff();
    await signInAsStaff(page, staff.user, '/gestion/expediente?seccion=codigos');
    const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
    const code = `EN${uniqueWord('cod').toUpperCase()}`;
    // Degree 36 of the portal's list: Grado en Ingeniería Informática.
    const saved = await page.request.post('/api/Gestion/expediente/guardaCodigoTitulacion', {
      headers: { authorization: `Bearer ${token}` },
      data: { codigo: code, idTitulacion: 36 },
    });
    expect(((await saved.json()) as { status: number }).status).toBe(0);
    await page.reload();
    await expect(page.getByTestId(`code-${code}`)).toContainText(
      "Bachelor's Degree in Computer Engineering",
    );
    await expect(page.getByTestId(`code-${code}`)).not.toContainText('Grado en');
    await page.getByRole('button', { name: `Delete code ${code}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId(`code-${code}`)).toHaveCount(0);
  });

  test("the CV's forms offer degrees, functional areas and document types named in English", async ({
    page,
  }) => {
    await english(page);
    const student = await factory(page.request).candidate();
    await signIn(page, student, { path: '/cv' });
    const studies = page.getByTestId('cv-section-academicos');
    await studies.getByRole('button', { name: 'Add study' }).click();
    await studies.getByText('At this university').click();
    const degree = studies.getByRole('combobox', { name: 'Degree', exact: true });
    await degree.click();
    await degree.fill('Computer');
    await expect(
      page.getByRole('option', { name: "Bachelor's Degree in Computer Engineering", exact: true }),
    ).toBeVisible();
    await degree.fill('Grado en');
    await expect(page.getByRole('option')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expectAccessible(page, 'study form in English');

    const experience = page.getByTestId('cv-section-profesional');
    await experience.getByRole('button', { name: 'Add experience' }).click();
    await experience.getByRole('combobox', { name: 'Functional area', exact: true }).click();
    await expect(page.getByRole('option', { name: 'Engineering', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Ingeniería', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');

    const documents = page.getByTestId('cv-section-documentos');
    const kind = documents.getByRole('combobox', { name: 'Document type', exact: true });
    await expect(kind).toHaveValue('Own CV');
    await kind.click();
    await expect(
      page.getByRole('option', { name: 'Academic transcript', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('option', { name: 'CV propio', exact: true })).toHaveCount(0);
  });

  test("the CV's own checks answer in English", async ({ page }) => {
    await english(page);
    const student = await factory(page.request).candidate({ cuentaPropia: true });
    await signIn(page, student, { path: '/cv' });
    const studies = page.getByTestId('cv-section-academicos');
    await studies.getByRole('button', { name: 'Add study' }).click();
    // The button gave way to the form: the focus is in the form, not lost on the page.
    await expect(studies.locator('form :focus')).toHaveCount(1);
    // An English grade takes a decimal point; past 10 it is said before anything is sent.
    const grade = studies.getByRole('textbox', { name: 'Average grade' });
    await grade.fill('8.5');
    await expect(grade).toHaveValue('8.5');
    await grade.fill('15');
    await studies.getByRole('button', { name: 'Save' }).click();
    await expect(studies.getByText('This field is required').first()).toBeVisible();
    await expect(studies.getByText('Este campo es requerido')).toHaveCount(0);
    await expect(studies.getByText('The value is out of the allowed range')).toBeVisible();

    const personal = page.getByTestId('cv-section-personales');
    await personal.getByRole('button', { name: 'Edit Personal data' }).click();
    await personal.getByRole('textbox', { name: 'ID number' }).fill('1234');
    await personal.getByRole('textbox', { name: 'Phone' }).fill('12');
    await personal.getByRole('button', { name: 'Save' }).click();
    await expect(personal.getByText('The DNI is malformed')).toBeVisible();
    await expect(personal.getByText('This field is shorter than the minimum length')).toBeVisible();
    await expect(personal.getByText(/mal formado|longitud/)).toHaveCount(0);
    await expectAccessible(page, 'CV errors in English', { scope: 'main' });
  });

  test('the documents an application asks for are named in English', async ({ page }) => {
    await english(page);
    const offer = await factory(page.request).offer({
      titulo: `Prácticas de auditoría ${uniqueWord('auditoria')}`,
    });
    const student = await flowFactory(page.request).studentWithoutSsProof();
    await signIn(page, student, { path: `/ofertas-practicas/${String(offer.id)}` });
    await page.getByTestId('apply-button').click();
    const documents = page.getByTestId('required-documents');
    await expect(documents).toContainText('Proof of your Social Security number');
    await expect(documents).toContainText(
      "The Social Security General Treasury's document with your affiliation number.",
    );
    await expect(documents).not.toContainText('Justificante');
    await expectAccessible(page, 'documents requested in English', { scope: 'main' });
  });

  test("a programme's required documents are named in English", async ({ page }) => {
    await english(page);
    const programme = await candidateFactory(page.request).programme({
      titulo: `Programa ${uniqueWord('ingles')}`,
      documentosRequeridos: [3, 4],
    });
    const student = await factory(page.request).candidate();
    await signIn(page, student, { path: `/programas-practicas-activos/${programme.slug}` });
    const documents = page.getByTestId('programme-documents');
    await expect(documents).toContainText('Work permit');
    await expect(documents).toContainText('Certificate of registration (padrón)');
    await expect(documents).not.toContainText(/Permiso|empadronamiento/);
    await expectAccessible(page, 'programme sheet in English', { scope: 'main' });
  });

  test("a company's contact types are named in English", async ({ page }) => {
    await english(page);
    const company = await factory(page.request).company();
    await signIn(page, company, { path: '/mi-empresa' });
    await page.getByRole('tab', { name: 'Management contacts' }).click();
    await page.getByTestId('contact-add').click();
    const dialog = page.getByRole('dialog', { name: 'Add management contact' });
    // The type the brand asks for by default, from the reference list in English.
    await expect(dialog.getByText('Internship management contact')).toBeVisible();
    await expect(dialog.getByText('Contacto de gestión de prácticas')).toHaveCount(0);
    await expectAccessible(page, 'add-contact dialog in English');
  });

  test("the company's choice of offer kind names each button by its visible text first", async ({
    page,
  }) => {
    await english(page);
    const company = await factory(page.request).company();
    await signIn(page, company, { path: '/nueva-oferta' });
    await expect(page.getByText('Choose the kind of offer you want to publish.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create offer: Employment' })).toBeVisible();
    await expectAccessible(page, 'offer kinds in English', { scope: 'main' });
  });

  test("the offer form's field errors are in English", async ({ page }) => {
    await english(page);
    const company = await factory(page.request).company();
    await signIn(page, company, { path: '/nueva-oferta/empleo' });
    const title = page.getByRole('textbox', { name: 'Offer title', exact: true });
    await title.fill('ab');
    await page.getByRole('textbox', { name: 'Number of places', exact: true }).fill('0');
    await page.getByRole('button', { name: 'Create offer' }).click();
    await expect(title).toHaveAccessibleDescription(
      'This field is shorter than the minimum length',
    );
    await expect(
      page.getByRole('textbox', { name: 'Number of places', exact: true }),
    ).toHaveAccessibleDescription('The value is out of the allowed range');
    await expect(
      page.getByRole('combobox', { name: 'Sector', exact: true }),
    ).toHaveAccessibleDescription('This field is required');
    await expect(page.getByTestId('offer-form')).not.toContainText(
      /Este campo es requerido|longitud mínima|fuera del rango/,
    );
  });

  test('the contact page has its English heading', async ({ page }) => {
    await english(page);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('heading', { level: 1, name: /Contacto/ })).toHaveCount(0);
  });

  test('the data-protection text, written in Spanish only, is marked as Spanish and says so', async ({
    page,
  }) => {
    await english(page);
    await page.goto('/proteccion-de-datos');
    await expect(page.getByRole('heading', { level: 1, name: 'Data protection' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByTestId('written-in-spanish')).toHaveText(
      'The careers office publishes this text in Spanish only.',
    );
    await expect(page.locator('main [lang="es"]')).toContainText('tratará tus datos personales');
    await expectAccessible(page, 'data protection in English');
  });

  test("the careers office's events list names a listed category in English", async ({ page }) => {
    await english(page);
    const word = uniqueWord('categoria');
    await factory(page.request).event({ titulo: `Taller de ${word}` });
    const staff = await factory(page.request).staff({ rol: 'gestor' });
    await signInAsStaff(page, staff.user, '/gestion/eventos');
    await expect(page.getByTestId('events-search')).toBeVisible({ timeout: 30_000 });
    await page.locator('label[for$="-todos"]').click();
    await page.getByTestId('events-search').fill(word);
    const row = page.getByTestId('staff-events').getByRole('row').filter({ hasText: word });
    await expect(row).toContainText('Workshops');
    await expect(row).not.toContainText('Talleres');
  });
});
