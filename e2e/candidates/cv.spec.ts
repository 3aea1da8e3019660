import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { candidateFactory } from '../support/factories-candidates.ts';
import { factory, uniqueWord, type Account } from '../support/factory.ts';
import { expect, expectAccessible, signIn, submitLogin, test } from '../support/fixtures.ts';
import { choose } from '../support/mantine.ts';

// Each test edits the CV of a new student (every required datum, no language yet); one saves the
// social security number the after-login prompt asks a student without it for.

/**
 * A DNI and a social security number (province 28) no other candidate has: DNIs are unique, and
 * the test types them.
 */
function newIds() {
  const number = 10_000_000 + Math.floor(Math.random() * 89_999_999);
  const letter = 'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23] ?? 'T';
  const control = String((28 * 100_000_000 + number) % 97).padStart(2, '0');
  return { number: String(number), dni: `${String(number)}${letter}`, control };
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) {
    c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return c >>> 0;
});
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  let c = 0xffffffff;
  for (const byte of body) {
    c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  }
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE((c ^ 0xffffffff) >>> 0);
  return Buffer.concat([length, body, crc]);
}
/** A real grey PNG of the given size. */
function png(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y += 1) {
    rows[y * (width + 1)] = 0;
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n' + ' '.repeat(300) + '\n%%EOF\n',
);

async function openCv(page: Page, account?: Account): Promise<void> {
  const editor =
    account ??
    (await factory(page.request).candidate({ nombre: 'Nuria', apellidos: 'Castaño Peña' }));
  await signIn(page, editor, { path: '/cv' });
  await expect(page.getByRole('heading', { level: 1, name: 'Mi currículum' })).toBeVisible();
  await expect(page.getByTestId('cv-completeness')).toBeVisible();
}

const section = (page: Page, name: string) => page.getByTestId(`cv-section-${name}`);

test.describe('my CV (/cv)', () => {
  test('shows every section with the completeness meter, accessible in light and dark', async ({
    page,
  }) => {
    await openCv(page);
    for (const name of [
      'Datos personales',
      'Estudios',
      'Idiomas',
      'Experiencia profesional',
      'Competencias y conocimientos informáticos',
      'Documentos',
      'Preferencias y búsqueda activa',
      'Presentación',
      'Portfolio',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const recordStudy = section(page, 'academicos').getByTestId('cv-study');
    await expect(recordStudy).toContainText('Expediente');
    await expect(recordStudy).toContainText('0 de 240 créditos superados · 1.º curso');
    // The record knows this student: nothing to say about verification.
    await expect(page.getByTestId('cv-unverified')).toHaveCount(0);
    await expectAccessible(page, 'cv page');
    // A missing item links to its section.
    await page.getByTestId('cv-completeness').getByRole('link', { name: 'Idiomas' }).click();
    await expect(page).toHaveURL(/\/cv#idiomas$/);
  });

  test('personal data: the validation texts, then the save', async ({ page }) => {
    // An account of the candidate's own: the record's keeps its identity document.
    await openCv(page, await factory(page.request).candidate({ cuentaPropia: true }));
    // The record does not know it: internships are not for it yet, and the CV says why.
    await expect(page.getByTestId('cv-unverified')).toHaveText(
      'Tu cuenta aún no está verificada con el expediente académico de la universidad, y las prácticas son para sus estudiantes: si estudias en la universidad, pide al servicio de empleo que la verifique para poder inscribirte.',
    );
    const personal = section(page, 'personales');
    await personal.getByRole('button', { name: 'Editar Datos personales' }).click();
    const dni = personal.getByRole('textbox', { name: 'DNI / NIE' });
    // The form replaced the button: the focus goes to its first field, past the photo's controls.
    await expect(dni).toBeFocused();
    const nss = personal.getByRole('textbox', { name: 'Número de la Seguridad Social' });
    await dni.fill('12345678A');
    await nss.fill('281234567841');
    await personal.getByRole('textbox', { name: 'Teléfono' }).fill('6112');
    await personal.getByRole('button', { name: 'Guardar' }).click();
    await expect(personal.getByText('El DNI está mal formado')).toBeVisible();
    await expect(
      personal.getByText('El campo no tiene la longitud mínima requerida'),
    ).toBeVisible();
    await expect(
      personal.getByText('El número de la Seguridad Social está mal formado'),
    ).toBeVisible();
    await expectAccessible(page, 'personal data errors', { scope: 'main' });
    const ids = newIds();
    await dni.fill(ids.dni);
    await nss.fill(`28/${ids.number}/${ids.control}`);
    await personal.getByRole('textbox', { name: 'Teléfono' }).fill('611222333');
    await personal.getByRole('button', { name: 'Guardar' }).click();
    await expect(personal.getByTestId('cv-value-telefono')).toContainText('611222333');
    await expect(personal.getByRole('button', { name: 'Editar Datos personales' })).toBeFocused();
    await expect(personal.getByTestId('cv-value-numeroSeguridadSocial')).toContainText(
      `28${ids.number}${ids.control}`,
    );
    // The contact email: refused when malformed, saved otherwise.
    await personal.getByRole('button', { name: 'Editar Correo electrónico de contacto' }).click();
    const email = personal.getByRole('textbox', { name: 'Correo electrónico de contacto' });
    await expect(email).toBeFocused();
    await email.fill('nuria@');
    await personal.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      personal.getByText('Debes indicar una dirección de correo electrónico válida'),
    ).toBeVisible();
    await email.fill('nuria.castano@correo.es');
    await personal.getByRole('button', { name: 'Guardar' }).click();
    await expect(personal.getByTestId('cv-value-email')).toContainText('nuria.castano@correo.es');
  });

  test('studies: a study outside the university, its dates checked, edited and deleted', async ({
    page,
  }) => {
    await openCv(page);
    const studies = section(page, 'academicos');
    await studies.getByRole('button', { name: 'Añadir estudio' }).click();
    await studies.getByRole('textbox', { name: 'Título' }).fill('Curso de fotografía');
    await studies.getByRole('button', { name: 'Guardar' }).click();
    await expect(studies.getByText('Este campo es requerido')).toBeVisible();
    await studies.getByRole('textbox', { name: 'Centro' }).fill('Escuela de Artes');
    await studies.getByLabel('Fecha de inicio').fill('2022-09-01');
    await studies.getByLabel('Fecha de fin').fill('2022-01-01');
    await studies.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      studies.getByText('La fecha de fin no puede ser anterior a la de inicio'),
    ).toBeVisible();
    await studies.getByLabel('Fecha de fin').fill('2023-06-30');
    // A grade out of 1–10 is refused on its field, not quietly changed.
    const grade = studies.getByRole('textbox', { name: 'Nota media' });
    await grade.fill('15');
    await studies.getByRole('button', { name: 'Guardar' }).click();
    await expect(grade).toHaveAccessibleDescription('El valor está fuera del rango permitido');
    await grade.fill('7,85');
    await studies.getByRole('button', { name: 'Guardar' }).click();
    const added = studies.getByTestId('cv-study').filter({ hasText: 'Curso de fotografía' });
    await expect(added).toContainText('Escuela de Artes');
    await expect(added).toContainText('Nota media: 7,85');
    // The list shows the new study a moment before the form closes: editing starts once it has.
    await expect(studies.getByRole('form', { name: 'Añadir estudio' })).toHaveCount(0);
    await added.getByRole('button', { name: 'Editar: Curso de fotografía' }).click();
    await studies.getByRole('textbox', { name: 'Centro' }).fill('Escuela de Arte Nº 10');
    await studies.getByRole('button', { name: 'Guardar' }).click();
    await expect(added).toContainText('Escuela de Arte Nº 10');
    await expectAccessible(page, 'studies', { scope: 'main' });
    await added.getByRole('button', { name: 'Eliminar: Curso de fotografía' }).click();
    await added.getByRole('button', { name: 'Confirmar eliminación: Curso de fotografía' }).click();
    await expect(added).toHaveCount(0);
  });

  test('languages and experience: add, edit and delete', async ({ page }) => {
    await openCv(page);
    const languages = section(page, 'idiomas');
    await languages.getByRole('button', { name: 'Añadir idioma' }).click();
    await languages.getByRole('button', { name: 'Guardar' }).click();
    await expect(languages.getByText('Este campo es requerido').first()).toBeVisible();
    await choose(page, 'Idioma', 'Francés', 'Fran');
    await choose(page, 'Nivel', 'B2 - Avanzado');
    await languages.getByRole('textbox', { name: 'Certificado' }).fill('DELF B2');
    await languages.getByRole('button', { name: 'Guardar' }).click();
    const french = languages.getByTestId('cv-language').filter({ hasText: 'Francés' });
    await expect(french).toContainText('B2 - Avanzado · DELF B2');
    await french.getByRole('button', { name: 'Editar: Francés' }).click();
    await choose(page, 'Nivel', 'C1 - Dominio operativo eficaz');
    await languages.getByRole('button', { name: 'Guardar' }).click();
    await expect(french).toContainText('C1 - Dominio operativo eficaz');

    const experience = section(page, 'profesional');
    await experience.getByRole('button', { name: 'Añadir experiencia' }).click();
    await experience.getByRole('button', { name: 'Guardar' }).click();
    await expect(experience.getByText('Este campo es requerido').first()).toBeVisible();
    await experience.getByRole('textbox', { name: 'Empresa' }).fill('Cafetería Sol');
    await experience.getByRole('textbox', { name: 'Puesto' }).fill('Camarera');
    await experience.getByLabel('Fecha de inicio').fill('2021-06-01');
    await experience.getByLabel('Fecha de fin').fill('2021-09-15');
    await experience.getByRole('button', { name: 'Guardar' }).click();
    const job = experience.getByTestId('cv-experience').filter({ hasText: 'Cafetería Sol' });
    await expect(job).toContainText('01/06/2021 – 15/09/2021');
    await expectAccessible(page, 'languages and experience', { scope: 'main' });
    await job.getByRole('button', { name: 'Eliminar: Camarera · Cafetería Sol' }).click();
    await job
      .getByRole('button', { name: 'Confirmar eliminación: Camarera · Cafetería Sol' })
      .click();
    await expect(job).toHaveCount(0);
    await french.getByRole('button', { name: 'Eliminar: Francés' }).click();
    await french.getByRole('button', { name: 'Confirmar eliminación: Francés' }).click();
    await expect(french).toHaveCount(0);
  });

  test('at 320 px an entry with a long word keeps its Edit and Delete on the screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openCv(page);
    const experience = section(page, 'profesional');
    await experience.getByRole('button', { name: 'Añadir experiencia' }).click();
    await experience.getByRole('textbox', { name: 'Empresa' }).fill('Construcciones Extremeñas');
    await experience.getByRole('textbox', { name: 'Puesto' }).fill('Desarrolladora');
    await experience.getByLabel('Fecha de inicio').fill('2022-01-10');
    await experience.getByLabel('Fecha de fin').fill('2022-06-30');
    await experience.getByRole('button', { name: 'Guardar' }).click();
    const job = experience.getByTestId('cv-experience');
    const remove = job.getByRole('button', {
      name: 'Eliminar: Desarrolladora · Construcciones Extremeñas',
    });
    await expect(remove).toBeVisible();
    // The buttons go under the text rather than past the screen's edge.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(320);
    const box = await remove.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
  });

  test('skills, preferences, presentation and portfolio', async ({ page }) => {
    await openCv(page);
    const skills = section(page, 'competencias');
    await skills
      .getByRole('button', { name: 'Editar Competencias y conocimientos informáticos' })
      .click();
    const tags = skills.getByRole('combobox', { name: 'Competencias' });
    await tags.fill('Atención al cliente');
    await tags.press('Enter');
    await skills.getByRole('textbox', { name: 'Otros conocimientos informáticos' }).fill('GIMP');
    await skills.getByRole('button', { name: 'Guardar' }).click();
    await expect(skills.getByTestId('cv-value-competencias')).toContainText('Atención al cliente');
    await expect(skills.getByTestId('cv-value-otros')).toContainText('GIMP');
    // Opened again, the focus goes to the field, past the saved skill's remove button (which is
    // out of the tab order).
    await skills
      .getByRole('button', { name: 'Editar Competencias y conocimientos informáticos' })
      .click();
    await expect(tags).toBeFocused();
    // Escape closes an open list first, and only then the form, as 'Cancelar' does.
    const programs = skills.getByRole('combobox', { name: 'Programas informáticos' });
    await programs.click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await programs.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(programs).toBeVisible();
    await programs.press('Escape');
    await expect(programs).toHaveCount(0);
    await expect(
      skills.getByRole('button', { name: 'Editar Competencias y conocimientos informáticos' }),
    ).toBeFocused();

    const preferences = section(page, 'preferencias');
    const internships = preferences.getByRole('switch', { name: 'Búsqueda activa de prácticas' });
    await expect(internships).toBeChecked();
    await internships.click({ force: true });
    await expect(internships).not.toBeChecked();
    // The switch is disabled while its change is saved (a click then does nothing, and `force`
    // skips Playwright's own wait for an enabled control): the second change waits for the first.
    await expect(internships).toBeEnabled();
    await internships.click({ force: true });
    await expect(internships).toBeChecked();
    await expect(internships).toBeEnabled();
    await preferences
      .getByRole('button', { name: 'Editar Intereses y situación profesional' })
      .click();
    await preferences.getByRole('checkbox', { name: 'Carné de conducir' }).check();
    await preferences.getByRole('button', { name: 'Guardar' }).click();
    await expect(preferences.getByTestId('cv-value-carnet')).toContainText('Sí');

    const presentation = section(page, 'presentacion');
    await presentation.getByRole('button', { name: 'Editar Presentación' }).click();
    const editor = presentation.getByRole('textbox', { name: 'Preséntate a las empresas' });
    // The editor loads after the form: it takes the focus, not «Cancelar».
    await expect(editor).toBeFocused();
    await editor.click();
    // Markup typed as text stays text; the toolbar makes the list.
    await editor.pressSequentially('Me gusta <b>aprender</b>.');
    await editor.press('Enter');
    await presentation.getByRole('button', { name: 'Lista con viñetas' }).click();
    await editor.pressSequentially('Busco prácticas.');
    await presentation.getByRole('button', { name: 'Guardar' }).click();
    const shown = presentation.getByTestId('cv-presentation');
    await expect(shown.locator('p')).toHaveText(['Me gusta <b>aprender</b>.', 'Busco prácticas.']);
    await expect(shown.locator('li')).toHaveText('Busco prácticas.');
    await expect(shown.locator('b')).toHaveCount(0);

    const portfolio = section(page, 'portfolio');
    await portfolio.getByRole('button', { name: 'Editar Enlace a tu portfolio' }).click();
    const link = portfolio.getByRole('textbox', { name: 'Enlace a tu portfolio' });
    await link.fill('javascript:alert(1)');
    await portfolio.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      portfolio.getByText(
        'El enlace debe empezar por http:// o https:// y ser una dirección válida',
      ),
    ).toBeVisible();
    await link.fill('https://portfolio.example.com/nuria');
    await portfolio.getByRole('button', { name: 'Guardar' }).click();
    await expect(portfolio.getByTestId('cv-portfolio-link')).toContainText(
      'https://portfolio.example.com/nuria',
    );
    await expectAccessible(page, 'skills to portfolio', { scope: 'main' });
  });

  test('a stored presentation with a list is edited as it shows: saving it unchanged keeps the list', async ({
    page,
  }) => {
    const account = await factory(page.request).candidate({
      nombre: 'Irene',
      apellidos: 'Vidal Soto',
      presentacion:
        '<p>Busco prácticas de <strong>logística</strong>.</p><ul><li>Inglés B2</li><li>Carné B</li></ul>',
    });
    await openCv(page, account);
    const presentation = section(page, 'presentacion');
    await presentation.getByRole('button', { name: 'Editar Presentación' }).click();
    const editor = presentation.getByRole('textbox', { name: 'Preséntate a las empresas' });
    await expect(editor.locator('li')).toHaveText(['Inglés B2', 'Carné B']);
    await expect(editor.locator('strong')).toHaveText('logística');
    await expect(presentation.getByText('Hasta 5000 caracteres.')).toBeVisible();
    await expectAccessible(page, 'presentation editor', { scope: 'main' });
    await presentation.getByRole('button', { name: 'Guardar' }).click();
    const shown = presentation.getByTestId('cv-presentation');
    await expect(shown.locator('li')).toHaveText(['Inglés B2', 'Carné B']);
    await expect(shown.locator('strong')).toHaveText('logística');
    await page.reload();
    await expect(
      section(page, 'presentacion').getByTestId('cv-presentation').locator('li'),
    ).toHaveText(['Inglés B2', 'Carné B']);
  });

  test('documents and photo: checked by content and size', async ({ page }) => {
    await openCv(page);
    const documents = section(page, 'documentos');
    const chooser = page.waitForEvent('filechooser');
    await documents.getByRole('button', { name: 'Añadir documento' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'virus.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ not a pdf'),
    });
    await expect(documents.getByTestId('cv-document-error')).toHaveText(
      'Este tipo de fichero no esta permitido',
    );
    const chooser2 = page.waitForEvent('filechooser');
    await documents.getByRole('button', { name: 'Añadir documento' }).click();
    await (
      await chooser2
    ).setFiles({ name: 'mi-cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    const mine = documents.getByTestId('cv-document').filter({ hasText: 'mi-cv.pdf' });
    await expect(mine).toContainText('CV propio');

    const personal = section(page, 'personales');
    const photoChooser = page.waitForEvent('filechooser');
    await personal.getByRole('button', { name: 'Añadir foto' }).click();
    await (
      await photoChooser
    ).setFiles({ name: 'grande.png', mimeType: 'image/png', buffer: png(1200, 20) });
    await expect(personal.getByTestId('cv-photo-error')).toContainText('1000 px');
    const photoChooser2 = page.waitForEvent('filechooser');
    await personal.getByRole('button', { name: 'Añadir foto' }).click();
    await (
      await photoChooser2
    ).setFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png(120, 150) });
    await expect(personal.getByRole('img', { name: 'Tu foto de perfil' })).toBeVisible();
    await expectAccessible(page, 'documents and photo', { scope: 'main' });

    await mine.getByRole('button', { name: 'Eliminar: mi-cv.pdf' }).click();
    await mine.getByRole('button', { name: 'Confirmar eliminación: mi-cv.pdf' }).click();
    await expect(mine).toHaveCount(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar CV' }).click();
    expect((await download).suggestedFilename()).toBe('CV Nuria Castaño Peña.pdf');
  });

  test('the social-security prompt leads to the field; once saved it no longer asks', async ({
    page,
  }) => {
    // The login form: it starts the session with the after-login prompts. A student without the
    // number also lacks mandatory data, so the missing-data overlay leads to /cv first.
    const withoutNss = await candidateFactory(page.request).withoutNss();
    await page.goto(withoutNss.login);
    await submitLogin(page, withoutNss.user);
    await expect(page).toHaveURL(/\/cv$/);
    await expect(page.getByTestId('missing-data-notice')).toBeVisible();
    const prompt = page.getByRole('dialog', { name: 'Número de la Seguridad Social' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Añadirlo ahora' }).click();
    await expect(page).toHaveURL(/\/cv#numeroSeguridadSocial$/);
    const nss = page.getByRole('textbox', { name: 'Número de la Seguridad Social' });
    await expect(nss).toBeFocused();
    const ids = newIds();
    await nss.fill(`28 ${ids.number} ${ids.control}`);
    await section(page, 'personales').getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByTestId('cv-value-numeroSeguridadSocial')).toContainText(
      `28${ids.number}${ids.control}`,
    );
    const login = await page.request.post('/api/Alumno/logaUsuario', {
      data: { eUsuario: withoutNss.user, ePassword: 'Demo1234', eAmbito: 'PrivadoAlumno' },
    });
    const answer = (await login.json()) as { datos: { faltaNumeroSeguridadSocial: boolean } };
    expect(answer.datos.faltaNumeroSeguridadSocial).toBe(false);
  });

  test('a company downloads the generated CV of a candidate of its offer (502)', async ({
    page,
  }) => {
    // A company's internship offer that Alba applied to (read-only here).
    const make = factory(page.request);
    const company = await candidateFactory(page.request).completeCompany({ nombre: 'Hugo' });
    const title = `Prácticas de consultoría de ${uniqueWord('negocio')}`;
    const offer = await make.offer({ companyId: company.id, titulo: title });
    const alba = await make.candidate({ nombre: 'Alba', apellidos: 'Marín Soto' });
    await make.application({ offerId: offer.id, candidateId: alba.id });
    await signIn(page, company, { path: '/mis-ofertas/practicas' });
    await page.getByRole('link', { name: title, exact: true }).click();
    await page.getByRole('link', { name: 'Ver el CV de Alba Marín Soto' }).click();
    await expect(page.getByTestId('cv-name')).toHaveText('Alba Marín Soto');
    await expectAccessible(page, 'company cv view', { scope: 'main' });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar CV generado (PDF)' }).click();
    expect((await download).suggestedFilename()).toBe('CV Alba Marín Soto.pdf');
  });
});
