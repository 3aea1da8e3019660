import type { Page } from '@playwright/test';
import { candidateFactory } from '../support/factories-candidates.ts';
import { uniqueWord } from '../support/factory.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

/**
 * Each test signs in as a new student pre-enrolled (16) in two student internships, the first
 * with two documents to sign: one test accepts and signs, the other rejects. The offers are
 * published, so their titles carry words no other test uses.
 */
async function signInPreEnrolled(page: Page) {
  const titles = {
    data: `Prácticas en análisis de datos de ${uniqueWord('negocio')}`,
    people: `Prácticas en recursos ${uniqueWord('humanos')}`,
  };
  const student = await candidateFactory(page.request).activity({
    nombre: 'Nuria',
    apellidos: 'Ortega Pons',
    candidaturas: [
      { titulo: titles.data, estados: [16], firmas: true },
      { titulo: titles.people, estados: [16] },
    ],
  });
  await signIn(page, student, { path: '/mis-candidaturas-estudiante' });
  return titles;
}

test.describe('pre-enrolment and signing (ADR 0002)', () => {
  test('accepting with documents to sign lists them, warns about the CV and signs them all', async ({
    page,
  }) => {
    // Each signature renders and stores two PDFs on the server: slow on a loaded machine.
    test.slow();
    const titles = await signInPreEnrolled(page);
    const items = page.getByTestId('application-item');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('Preinscripción pendiente de respuesta');
    await expect(
      items.first().getByRole('button', {
        name: `Aceptar preinscripción en «${titles.data}»`,
      }),
    ).toBeVisible();
    await expect(
      items.nth(1).getByRole('button', {
        name: `Rechazar preinscripción en «${titles.people}»`,
      }),
    ).toBeVisible();
    await expectAccessible(page, 'pre-enrolments in my applications');
    await page
      .getByRole('link', {
        name: `Ver candidatura a «${titles.data}»`,
      })
      .click();
    const panel = page.getByTestId('pre-enrolment');
    await expect(panel.getByRole('button', { name: 'Aceptar preinscripción' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Rechazar preinscripción' })).toBeVisible();
    await expectAccessible(page, 'pre-enrolment sheet');

    await panel.getByRole('button', { name: 'Aceptar preinscripción' }).click();
    const dialog = page.getByRole('dialog', { name: 'Documentos pendientes de firma' });
    await expect(dialog.getByTestId('signature-warning')).toHaveText(
      'Tu CV no será visible para la empresa hasta que firmes todos los documentos.',
    );
    const links = dialog.getByRole('link');
    await expect(links).toHaveCount(2);
    // Checked once the opening transition is over (axe measures the colours on screen).
    await expect(dialog).toHaveCSS('opacity', '1');
    await expect(links.first()).toHaveAttribute('href', /^\/firma-documento\/\d+$/);
    await expectAccessible(page, 'documents to sign');
    const first = (await links.first().textContent()) ?? '';
    await links.first().click();

    // The signing page: text, PDF, explicit acceptance.
    await expect(page.getByRole('heading', { level: 1, name: 'Firma de documento' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: first })).toBeVisible();
    await expect(page.getByTestId('document-text')).toContainText(titles.data);
    const download = page.getByTestId('pdf-download');
    await expect(download).toHaveAttribute('href', /^blob:/);
    await expect(download).toHaveAttribute('download', /\.pdf$/);
    await expectAccessible(page, 'signing page');
    // On a phone the text is longer than its box: the box scrolls and a keyboard reaches it.
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(
      page.getByTestId('signature-document').getByRole('region', { name: `Texto de «${first}»` }),
    ).toHaveAttribute('tabindex', '0');
    await expectAccessible(page, 'signing page at 320 px', { scope: 'main' });
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('button', { name: 'Firmar documento' }).click();
    await expect(page.getByText('Debes marcar la casilla para firmar.')).toBeVisible();
    await page.getByRole('checkbox', { name: /acepto firmarlo electrónicamente/ }).check();
    await page.getByRole('button', { name: 'Firmar documento' }).click();
    const signed = page.getByTestId('signed');
    await expect(signed).toContainText('Documento firmado', { timeout: 30_000 });
    await expect(signed).toContainText(/Firmado el \d{1,2} \w+\.? \d{4} \d{2}:\d{2}/);
    await expect(signed).toContainText('Te queda 1 documento por firmar.');
    await expectAccessible(page, 'signed document', { scope: 'main' });

    // Signing again is refused with 109.
    const documentId = Number(new URL(page.url()).pathname.split('/').pop());
    const again = await page.evaluate(async (id) => {
      const response = await fetch(`/api/Alumno/firmarDocumentoPersonal/${String(id)}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('token') ?? ''}`,
        },
        body: JSON.stringify({ acepto: true }),
      });
      return ((await response.json()) as { status: number }).status;
    }, documentId);
    expect(again).toBe(109);

    // The second one from the application sheet.
    await page.getByRole('link', { name: 'Volver a la candidatura' }).click();
    // One document still unsigned: the warning, and the pre-enrolment's buttons still there.
    const stillPending = page.getByTestId('pre-enrolment');
    await expect(stillPending.getByTestId('signature-warning')).toBeVisible();
    await expect(
      stillPending.getByRole('button', { name: 'Rechazar preinscripción', exact: true }),
    ).toBeVisible();
    const documents = page.getByTestId('signature-documents');
    await expect(documents.getByText('Firmado', { exact: true })).toHaveCount(1);
    await documents.getByRole('link', { name: /^Firmar «/ }).click();
    await page.getByRole('checkbox', { name: /acepto firmarlo electrónicamente/ }).check();
    await page.getByRole('button', { name: 'Firmar documento' }).click();
    await expect(page.getByTestId('signed')).toContainText(
      'Has firmado todos los documentos: tu CV ya es visible para la empresa.',
      { timeout: 30_000 },
    );

    await page.getByRole('link', { name: 'Volver a la candidatura' }).click();
    await expect(
      page.getByTestId('signature-documents').getByText('Firmado', { exact: true }),
    ).toHaveCount(2);
    await expect(
      page.getByTestId('application-state-section').getByTestId('application-state'),
    ).toHaveText('Inscrito');
    await expect(page.getByTestId('pre-enrolment')).toHaveCount(0);
    const history = page.getByTestId('history').getByRole('listitem');
    await expect(history).toHaveCount(2);
    await expect(history.nth(0)).toContainText('Preinscrito');
    await expect(history.nth(1)).toContainText('Inscrito');
  });

  test('the offer sheet says the pre-enrolment waits for an answer and leads to it', async ({
    page,
  }) => {
    const titles = await signInPreEnrolled(page);
    await page.goto('/ofertas-practicas');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(titles.people);
    await page.getByRole('link', { name: titles.people, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: titles.people })).toBeVisible();
    await expect(page.getByText('Tienes una preinscripción pendiente de respuesta.')).toBeVisible();
    const answer = page.getByRole('link', { name: 'Responder a la preinscripción' });
    // A link inside a sentence is told apart by more than its colour.
    await expect(answer).toHaveCSS('text-decoration-line', 'underline');
    await expectAccessible(page, 'offer sheet with a pre-enrolment', { scope: 'main' });
    await answer.click();
    await expect(
      page.getByTestId('pre-enrolment').getByRole('button', { name: 'Aceptar preinscripción' }),
    ).toBeVisible();
  });

  test('rejecting needs a reason; the reason is kept in the history', async ({ page }) => {
    const titles = await signInPreEnrolled(page);
    await page.getByRole('link', { name: `Ver candidatura a «${titles.people}»` }).click();
    // Exact and inside the sheet's panel: the list's button ("Rechazar preinscripción en «…»")
    // is still there until the sheet has loaded, and its dialog would close with the list.
    await page
      .getByTestId('pre-enrolment')
      .getByRole('button', { name: 'Rechazar preinscripción', exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Rechazar la preinscripción' });
    await expect(dialog.getByText('Este campo es requerido')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Rechazar', exact: true }).click();
    await expect(dialog.getByText('Este campo es requerido')).toBeVisible();
    await expect(dialog).toHaveCSS('opacity', '1');
    await expectAccessible(page, 'reject dialog with error');
    await dialog.getByRole('combobox', { name: 'Motivo del rechazo' }).click();
    await page.getByRole('option', { name: 'Horario incompatible' }).click();
    await expect(dialog.getByText('Este campo es requerido')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Rechazar', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText('Tu respuesta a la preinscripción se ha registrado correctamente.'),
    ).toBeVisible();
    await expect(
      page.getByTestId('application-state-section').getByTestId('application-state'),
    ).toHaveText('Rechazada por el candidato');
    await expect(page.getByTestId('application-state-section')).toContainText(
      'Motivo: Horario incompatible',
    );
    await expect(page.getByTestId('history').getByRole('listitem').last()).toContainText(
      'Motivo: Horario incompatible',
    );
    await expect(page.getByTestId('pre-enrolment')).toHaveCount(0);
  });
  test('a student reading in English is asked to sign documents written in English', async ({
    page,
  }) => {
    const title = `Data analysis internship at ${uniqueWord('english')}`;
    const student = await candidateFactory(page.request).activity({
      nombre: 'Oliver',
      apellidos: 'Grant Soto',
      // No documents yet: accepting writes them, in the language of the acceptance.
      candidaturas: [{ titulo: title, estados: [16] }],
    });
    await signIn(page, student, { path: '/mis-candidaturas-estudiante' });
    await page.evaluate(() => {
      localStorage.setItem('lang', 'en');
    });
    await page.reload();
    await page.getByRole('link', { name: `View application to “${title}”` }).click();
    await page
      .getByTestId('pre-enrolment')
      .getByRole('button', { name: 'Accept pre-enrolment', exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Documents pending signature' });
    const links = dialog.getByRole('link');
    await expect(links).toHaveCount(2);
    await expect(links.first()).toHaveText('Acceptance of the pre-enrolment');
    await expect(links.nth(1)).toHaveText('Consent to share data with the company');
    await expect(dialog).toHaveCSS('opacity', '1');
    await expectAccessible(page, 'documents to sign in English');
    await links.first().click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Acceptance of the pre-enrolment' }),
    ).toBeVisible();
    await expect(page.getByTestId('document-text')).toContainText(
      /^Oliver Grant Soto, holder of identity document \w+, accepts the pre-enrolment/,
    );
    await expect(page.getByTestId('document-text')).toContainText(
      `accepts the pre-enrolment in the offer «${title}»`,
    );
    await expectAccessible(page, 'signing page in English', { scope: 'main' });
  });
});
