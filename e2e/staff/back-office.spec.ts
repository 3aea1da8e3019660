import { accounts } from '../support/accounts.ts';
import { DEMO_PASSWORD } from '../support/env.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

// The two pending offers of Consultora Duero (cuentas@demo.es) exist for this spec only.
const TO_REJECT = 'Administrativo/a contable (revisión del Servicio)';
const TO_VALIDATE = 'Prácticas de asesoría fiscal (revisión del Servicio)';
const REASON = 'Falta indicar el horario y el salario de la oferta.';

interface Envelope<T> {
  status: number;
  datos: T;
}

// Several axe runs per test: more time than the default on a loaded runner.
test.describe.configure({ timeout: 90_000 });

test('a visitor of /gestion signs in at /gestion/login and returns to the back-office', async ({
  page,
}) => {
  await page.goto('/gestion');
  await expect(page).toHaveURL(/\/gestion\/login$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Acceso del servicio de empleo' }),
  ).toBeVisible();
  await expectAccessible(page, '/gestion/login');

  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('staff-login-user')).toHaveAccessibleDescription(
    'Este campo es requerido',
  );
  await page.getByTestId('staff-login-user').fill('gestor@demo.es');
  await page.getByTestId('staff-login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('staff-login-password').press('Enter');

  await expect(page).toHaveURL(/\/gestion$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de ofertas' })).toBeVisible();
  await expect(page.getByTestId('greeting')).toHaveText('Hola, Isabel');
  await expect(page.getByTestId('pending-offers').getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page, '/gestion');

  // The staff's start page is the back-office: / leads there.
  await page.goto('/');
  await expect(page).toHaveURL(/\/gestion$/);
  await expect(page.getByRole('link', { name: 'Cerrar sesión' })).toBeAttached();

  // The list fits a 360 px wide phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByTestId('pending-offers')).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});

test('the staff reject one pending offer with a reason and validate another', async ({ page }) => {
  // What a student finds when searching for the offer's title.
  const student = (await (
    await page.request.post('/api/Alumno/logaUsuario', {
      data: { eUsuario: 'estudiante@demo.es', ePassword: DEMO_PASSWORD, eAmbito: 'PrivadoAlumno' },
    })
  ).json()) as Envelope<{ token: string }>;
  const studentFinds = async () => {
    const answer = (await (
      await page.request.get(
        `/api/Alumno/dameOfertasUsuario/practicas?titulo=${encodeURIComponent('asesoría fiscal')}`,
        { headers: { authorization: `Bearer ${student.datos.token}` } },
      )
    ).json()) as Envelope<{ ofertas: { titulo: string }[] }>;
    return answer.datos.ofertas.map((o) => o.titulo);
  };
  expect(await studentFinds()).not.toContain(TO_VALIDATE);

  await page.goto('/gestion/login');
  await page.getByTestId('staff-login-user').fill('gestor@demo.es');
  await page.getByTestId('staff-login-password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/gestion$/);

  const rejectCard = page.getByRole('listitem').filter({ hasText: TO_REJECT });
  const validateCard = page.getByRole('listitem').filter({ hasText: TO_VALIDATE });
  await expect(rejectCard).toContainText('Consultora Duero');

  // The details of an offer, on demand.
  await validateCard.getByRole('button', { name: 'Ver detalles' }).click();
  await expect(validateCard.getByTestId('staff-offer-details')).toContainText(
    'apoyo al equipo en la campaña de declaraciones',
  );
  await expect(validateCard.getByTestId('staff-offer-details')).toContainText(
    'Grado en Administración y Dirección de Empresas',
  );
  await expectAccessible(page, '/gestion with details');

  // Reject: the reason is required.
  await rejectCard.getByRole('button', { name: `Rechazar la oferta «${TO_REJECT}»` }).click();
  const rejectDialog = page.getByRole('dialog', { name: 'Rechazar la oferta' });
  await rejectDialog.getByRole('button', { name: 'Rechazar la oferta' }).click();
  await expect(page.getByTestId('reject-reason')).toHaveAccessibleDescription(
    /Indica el motivo del rechazo/,
  );
  await expect(rejectDialog).toHaveCSS('opacity', '1'); // opened, not fading in
  await expectAccessible(page, 'reject dialog');
  await page.getByTestId('reject-reason').fill(REASON);
  await rejectDialog.getByRole('button', { name: 'Rechazar la oferta' }).click();
  await expect(rejectDialog).toBeHidden();
  await expect(page.getByTestId('staff-decision')).toContainText(
    `La oferta «${TO_REJECT}» se ha rechazado. La empresa verá el motivo.`,
  );
  await expect(rejectCard).toHaveCount(0);

  // Validate, after confirming.
  await validateCard.getByRole('button', { name: `Validar la oferta «${TO_VALIDATE}»` }).click();
  const validateDialog = page.getByRole('dialog', { name: '¿Validar la oferta?' });
  await expect(validateDialog).toContainText('será visible para los candidatos');
  await validateDialog.getByRole('button', { name: 'Sí, validar' }).click();
  await expect(validateDialog).toBeHidden();
  await expect(page.getByTestId('staff-decision')).toContainText(
    `La oferta «${TO_VALIDATE}» se ha validado y ya es visible para los candidatos.`,
  );
  await expect(validateCard).toHaveCount(0);
  await expectAccessible(page, '/gestion after the decisions');
  expect(await studentFinds()).toContain(TO_VALIDATE);

  // The company is told, with the reason of the rejection.
  const company = (await (
    await page.request.post('/api/Empresa/logaUsuario', {
      data: {
        eUsuario: accounts.cuentas.user,
        ePassword: DEMO_PASSWORD,
        eAmbito: 'PrivadoEmpresa',
      },
    })
  ).json()) as Envelope<{ token: string }>;
  const notifications = (await (
    await page.request.get('/api/Empresa/dameNotificaciones', {
      headers: { authorization: `Bearer ${company.datos.token}` },
    })
  ).json()) as Envelope<{ titulo: string; texto: string }[]>;
  expect(notifications.datos).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        titulo: 'Oferta rechazada',
        texto: expect.stringContaining(REASON),
      }),
      expect.objectContaining({
        titulo: 'Oferta validada',
        texto: expect.stringContaining(TO_VALIDATE),
      }),
    ]),
  );
});

test('an offer of a company not yet validated can be published once the staff validate the company', async ({
  page,
}) => {
  const OFFER = 'Técnico/a de mantenimiento industrial (empresa sin validar)';
  await page.goto('/gestion/login');
  await page.getByTestId('staff-login-user').fill('gestor@demo.es');
  await page.getByTestId('staff-login-password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/gestion$/);

  const offerCard = page.getByTestId('pending-offer').filter({ hasText: OFFER });
  await expect(offerCard).toContainText('La empresa aún no está validada');
  const validateOfferButton = offerCard.getByRole('button', {
    name: `Validar la oferta «${OFFER}»`,
  });
  await expect(validateOfferButton).toBeDisabled();

  const companyCard = page.getByTestId('pending-company').filter({ hasText: 'Talleres Pisuerga' });
  await expect(companyCard).toContainText('Talleres Mecánicos Pisuerga S.L.');
  await expect(companyCard).toContainText('1 oferta pendiente');
  await companyCard.getByRole('button', { name: 'Validar la empresa Talleres Pisuerga' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Validar la empresa?' });
  await expect(dialog).toHaveCSS('opacity', '1');
  await expectAccessible(page, 'validate-company dialog');
  await dialog.getByRole('button', { name: 'Sí, validar la empresa' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('staff-decision')).toHaveText(
    'La empresa Talleres Pisuerga se ha validado: ya se pueden publicar sus ofertas.',
  );
  await expect(companyCard).toHaveCount(0);
  await expect(offerCard).not.toContainText('La empresa aún no está validada');
  await expect(validateOfferButton).toBeEnabled();
});
