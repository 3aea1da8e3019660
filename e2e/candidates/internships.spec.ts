import { candidateFactory } from '../support/factories-candidates.ts';
import { uniqueWord } from '../support/factory.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

/** A small real PDF (the server checks the content, not just the extension). */
function pdf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([
    head,
    Buffer.alloc(Math.max(0, size - head.length - tail.length), 32),
    tail,
  ]);
}

// A new student with an internship in progress whose careers office asks for 'Plan formativo
// firmado': the spec uploads it.
test.describe('my internships (uploads)', () => {
  test('shows the internship and uploads the requested document with a progress bar', async ({
    page,
  }) => {
    const make = candidateFactory(page.request);
    const student = await make.activity({});
    // Company names are listed to the careers office too: a word no other test uses.
    const company = `Ingeniería ${uniqueWord('turia')}`;
    await make.internship({
      candidateId: student.id,
      titulo: 'Prácticas de apoyo en la oficina técnica',
      empresa: company,
      tutorEmpresa: 'Amparo Ferrer Climent',
      tutorAcademico: 'Dra. Elena Soler Ribas',
      documento: 'Plan formativo firmado',
    });
    await signIn(page, student, { path: '/mis-practicas-estudiante' });
    await expect(page.getByRole('heading', { level: 1, name: 'Mis prácticas' })).toBeVisible();
    const internship = page.getByTestId('internship');
    await expect(internship).toHaveCount(1);
    await expect(internship).toContainText('Prácticas de apoyo en la oficina técnica');
    await expect(internship).toContainText(company);
    await expect(internship).toContainText('Amparo Ferrer Climent');
    await expect(internship).toContainText('Dra. Elena Soler Ribas');
    const requested = internship
      .getByTestId('internship-document')
      .filter({ hasText: 'Plan formativo firmado' });
    await expect(requested).toContainText('Solicitado');
    await expect(page.getByText('Tienes 1 documento por entregar.')).toBeVisible();
    await expectAccessible(page, 'my internships');

    const input = requested.locator('input[type="file"]');
    const send = requested.getByRole('button', {
      name: 'Subir el fichero de «Plan formativo firmado»',
    });

    // Nothing chosen: required after the first submit.
    await send.click();
    await expect(requested.getByText('Este campo es requerido')).toBeVisible();
    // The focus goes to the field in error, ready to choose the file.
    await expect(requested.locator('[aria-invalid="true"]')).toBeFocused();

    // A type not in the list is refused before sending.
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/Alumno/addDocumentoPractica')) {
        posted += 1;
      }
    });
    await input.setInputFiles({
      name: 'plan.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ fake'),
    });
    await send.click();
    await expect(requested.getByText('Este tipo de fichero no esta permitido')).toBeVisible();
    expect(posted).toBe(0);
    await expectAccessible(page, 'upload error', { scope: 'main' });

    // A renamed file passes the extension check but the server checks the content.
    await input.setInputFiles({
      name: 'plan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('this is not a pdf'),
    });
    await send.click();
    await expect(requested.getByText('Este tipo de fichero no esta permitido')).toBeVisible();
    expect(posted).toBe(1);

    // A real PDF: the progress bar follows the upload, then the file is listed.
    await input.setInputFiles({
      name: 'plan-formativo.pdf',
      mimeType: 'application/pdf',
      buffer: pdf(1_500_000),
    });
    await send.click();
    const progress = requested.getByRole('progressbar', { name: 'Progreso de la subida' });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(requested.getByTestId('upload-done')).toHaveText(
      '«Plan formativo firmado» se ha subido correctamente.',
    );
    await expect(requested).toContainText('Entregado');
    await expect(
      requested.getByRole('button', { name: 'Descargar «plan-formativo.pdf»' }),
    ).toBeVisible();
    await expect(page.getByText('Tienes 1 documento por entregar.')).toHaveCount(0);
    await expectAccessible(page, 'uploaded', { scope: 'main' });

    const downloaded = page.waitForEvent('download');
    await requested.getByRole('button', { name: 'Descargar «plan-formativo.pdf»' }).click();
    expect((await downloaded).suggestedFilename()).toBe('plan-formativo.pdf');
  });

  test("at 320 px a tutor's long email breaks inside the card", async ({ page }) => {
    const make = candidateFactory(page.request);
    const student = await make.activity({});
    const email =
      'amparo.ferrer.climent.departamento.ingenieria@ingenieria-levante-sistemas.example';
    await make.internship({
      candidateId: student.id,
      titulo: 'Prácticas en el departamento de ingeniería',
      empresa: `Ingeniería ${uniqueWord('levante')}`,
      tutorEmpresa: 'Amparo Ferrer Climent',
      tutorEmpresaEmail: email,
      tutorAcademico: 'Dra. Elena Soler Ribas',
      documento: 'Plan formativo firmado',
    });
    await page.setViewportSize({ width: 320, height: 800 });
    await signIn(page, student, { path: '/mis-practicas-estudiante' });
    const internship = page.getByTestId('internship');
    const link = internship.getByRole('link', { name: email });
    await expect(link).toBeVisible();
    const [card, address] = await Promise.all([internship.boundingBox(), link.boundingBox()]);
    expect((address?.x ?? 0) + (address?.width ?? 0)).toBeLessThanOrEqual(
      (card?.x ?? 0) + (card?.width ?? 0),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });
});
