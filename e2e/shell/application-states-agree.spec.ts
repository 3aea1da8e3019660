import type { Page } from '@playwright/test';
import { factory } from '../support/factory.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

/** A student whose internship application was sent and then shortlisted three days later. */
async function studentWithApplication(page: Page) {
  const make = factory(page.request);
  const student = await make.candidate();
  const offer = await make.offer({ titulo: 'Prácticas en márketing digital' });
  const application = await make.application({
    offerId: offer.id,
    candidateId: student.id,
    estados: [1, 2],
    diasEntreEstados: 3,
  });
  return { make, student, application };
}

/** Application states and dates agree everywhere. */
test.describe('application states agree', () => {
  test('the state-change notice opens the internship application it is about', async ({ page }) => {
    const { make, student, application } = await studentWithApplication(page);
    await make.notifications(student.id, [
      {
        titulo: 'Tu candidatura ha cambiado de estado',
        texto: 'La empresa ha revisado tu candidatura. Consulta el nuevo estado.',
        urlAcceso: `/mis-candidaturas/${String(application.id)}`,
      },
    ]);
    await signIn(page, student);
    await page.getByTestId('notifications-bell').click();
    await page.getByRole('button', { name: /^Tu candidatura ha cambiado de estado/ }).click();
    await expect(page).toHaveURL(/\/mis-candidaturas\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mi candidatura' })).toBeVisible();
    await expect(page.getByTestId('application-offer')).toBeVisible();
    await expect(page.getByText('No tienes candidaturas de este tipo')).toHaveCount(0);
  });

  test('the sheet takes its dates from its own history', async ({ page }) => {
    const { student } = await studentWithApplication(page);
    await signIn(page, student, { path: '/mis-candidaturas-estudiante' });
    await page
      .getByRole('link', { name: /^Ver candidatura/ })
      .first()
      .click();
    const history = page.getByTestId('history').getByRole('listitem');
    await expect(history.first()).toBeVisible();
    const count = await history.count();
    expect(count).toBeGreaterThan(1);
    const day = (text: string) => /\d{1,2} \S+ \d{4}/.exec(text)?.[0] ?? text;
    const firstDay = day(await history.first().locator('time').innerText());
    const lastDay = day(
      await history
        .nth(count - 1)
        .locator('time')
        .innerText(),
    );
    expect(firstDay).not.toBe(lastDay);
    await expect(page.getByTestId('application-offer')).toContainText(
      `Fecha de inscripción${firstDay}`,
    );
    await expect(page.getByTestId('application-state-section')).toContainText(lastDay);
  });

  test('an accepted pre-enrolment with documents to sign shows one state, the warning and both buttons', async ({
    page,
  }) => {
    // The sheet as the server answers it right after accepting with documents to sign (108).
    await page.route('**/api/Alumno/dameCandidatura/*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { datos: Record<string, unknown> };
      body.datos = {
        ...body.datos,
        idEstado: 1,
        estado: 'Inscrito',
        preinscripcion: true,
        puedeRetirarse: true,
        documentacionPendienteFirma: { 'Aceptación de la preinscripción': '/firma-documento/1' },
      };
      await route.fulfill({ response, json: body });
    });
    const { student } = await studentWithApplication(page);
    await signIn(page, student, { path: '/mis-candidaturas-estudiante' });
    await page
      .getByRole('link', { name: /^Ver candidatura/ })
      .first()
      .click();
    const panel = page.getByTestId('pre-enrolment');
    await expect(panel).toContainText(
      'Has aceptado la preinscripción, pero tienes documentos pendientes de firma.',
    );
    await expect(page.getByTestId('application-state')).toHaveText('Inscrito');
    // The spec offers accept and reject in state 1 while documents are unsigned, as in 16.
    await expect(panel.getByRole('button', { name: 'Aceptar preinscripción' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Rechazar preinscripción' })).toBeVisible();
    await expect(page.getByText('Preinscripción pendiente de respuesta')).toHaveCount(0);
    await expectAccessible(page, 'accepted pre-enrolment', { scope: 'main' });
  });
});
