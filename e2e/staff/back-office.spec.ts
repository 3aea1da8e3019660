import { DEMO_PASSWORD } from '../support/env.ts';
import type { Page } from '@playwright/test';
import { factory, uniqueWord } from '../support/factory.ts';
import { staffBFactory } from '../support/factories-staff-b.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { searchCompanies } from '../support/staff.ts';

const REASON = 'Falta indicar el horario y el salario de la oferta.';

interface Envelope<T> {
  status: number;
  datos: T;
}

async function staffSignIn(page: Page) {
  const manager = await factory(page.request).staff({ rol: 'gestor' });
  await page.goto('/gestion/login');
  await page.getByTestId('staff-login-user').fill(manager.user);
  await page.getByTestId('staff-login-password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/gestion$/);
}

// Several axe runs per test: more time than the default on a loaded runner.
test.describe.configure({ timeout: 90_000 });

test('a visitor of /gestion signs in at /gestion/login and returns to the back-office', async ({
  page,
}) => {
  const make = factory(page.request);
  const admin = await make.staff({ nombre: 'Maite', apellidos: 'Lozano Ferrer' });
  // An offer waiting for validation, so the dashboard has pending work to link to.
  await make.offer({ titulo: `Prácticas de ${uniqueWord('pendiente')}`, estado: 1 });
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
  await page.getByTestId('staff-login-user').fill(admin.user);
  await page.getByTestId('staff-login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('staff-login-password').press('Enter');

  await expect(page).toHaveURL(/\/gestion$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Panel de gestión' })).toBeVisible();
  await expect(page.getByTestId('greeting')).toHaveText('Hola, Maite');
  // /gestion is the dashboard: the pending work links to where it is done (offers are validated in
  // /gestion/ofertas).
  const pendingOffers = page.getByTestId('pending-offers-count');
  await expect(pendingOffers.getByText(/^[1-9]\d*$/)).toBeVisible();
  await expect(
    pendingOffers.getByRole('link', { name: 'Ofertas pendientes de validar' }),
  ).toHaveAttribute('href', '/gestion/ofertas');
  await expectAccessible(page, '/gestion');

  // The staff's start page is the back-office: / leads there.
  await page.goto('/');
  await expect(page).toHaveURL(/\/gestion$/);
  await expect(page.getByRole('link', { name: 'Cerrar sesión' })).toBeAttached();

  // The list fits a 360 px wide phone (once the page has laid itself out for the new width: its
  // narrow layout comes with a re-render after the resize, later on a busy machine).
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByTestId('pending-work')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
});

test('the staff reject one pending offer with a reason and validate another', async ({ page }) => {
  // A consultancy with two offers waiting for validation, and a student of their degree.
  const make = factory(page.request);
  const word = uniqueWord('duero');
  const consultancy = await make.company({ nombreComercial: `Consultora ${word}` });
  const TO_REJECT = `Administrativo/a contable ${word} (revisión del Servicio)`;
  const TO_VALIDATE = `Prácticas de asesoría fiscal ${word} (revisión del Servicio)`;
  await make.offer({
    companyId: consultancy.id,
    familia: 'empleo',
    titulo: TO_REJECT,
    estado: 1,
  });
  await make.offer({
    companyId: consultancy.id,
    titulo: TO_VALIDATE,
    descripcion:
      '<p>Prácticas de apoyo al equipo en la campaña de declaraciones de la renta y sociedades.</p>',
    estado: 1,
  });
  const builtStudent = await make.candidate({ nombre: 'Adela', apellidos: 'Corral Pérez' });

  // What a student finds when searching for the offer's title.
  const student = (await (
    await page.request.post('/api/Alumno/logaUsuario', {
      data: { eUsuario: builtStudent.user, ePassword: DEMO_PASSWORD, eAmbito: 'PrivadoAlumno' },
    })
  ).json()) as Envelope<{ token: string }>;
  const studentFinds = async () => {
    const answer = (await (
      await page.request.get(
        `/api/Alumno/dameOfertasUsuario/practicas?titulo=${encodeURIComponent(`asesoría fiscal ${word}`)}`,
        { headers: { authorization: `Bearer ${student.datos.token}` } },
      )
    ).json()) as Envelope<{ ofertas: { titulo: string }[] }>;
    return answer.datos.ofertas.map((o) => o.titulo);
  };
  expect(await studentFinds()).not.toContain(TO_VALIDATE);

  await staffSignIn(page);

  // Validation lives in /gestion/ofertas: pending offers are listed by default.
  await page.goto('/gestion/ofertas');
  await page.getByTestId('offer-company-filter').fill(consultancy.nombreComercial);
  await page.getByTestId('offer-filter-apply').click();
  await expect(page.getByTestId('offer-row').filter({ hasText: TO_REJECT })).toContainText(
    'Pendiente de validación',
  );

  // The whole offer, on its review page.
  await page.getByRole('link', { name: TO_VALIDATE }).click();
  await expect(page.getByTestId('offer-review')).toContainText(
    'apoyo al equipo en la campaña de declaraciones',
  );
  await expectAccessible(page, '/gestion/ofertas/{id}');
  await page.getByTestId('offer-validate').click();
  const validateDialog = page.getByRole('dialog', { name: '¿Validar la oferta?' });
  await expect(validateDialog).toContainText('será visible para los candidatos');
  await validateDialog.getByTestId('dialog-confirm').click();
  await expect(validateDialog).toBeHidden();
  await expect(page.getByTestId('staff-done')).toContainText(
    'La oferta se ha validado y ya es visible para los candidatos.',
  );

  // Reject: the reason is required.
  await page.goto('/gestion/ofertas');
  await page.getByTestId('offer-company-filter').fill(consultancy.nombreComercial);
  await page.getByTestId('offer-filter-apply').click();
  await page.getByRole('link', { name: TO_REJECT }).click();
  await page.getByTestId('offer-reject').click();
  const rejectDialog = page.getByRole('dialog', { name: 'Rechazar la oferta' });
  await rejectDialog.getByTestId('dialog-confirm').click();
  await expect(rejectDialog.getByTestId('dialog-text')).toHaveAccessibleDescription(/requerido/);
  await expect(rejectDialog).toHaveCSS('opacity', '1'); // opened, not fading in
  await expectAccessible(page, 'reject dialog');
  await rejectDialog.getByTestId('dialog-text').fill(REASON);
  await rejectDialog.getByTestId('dialog-confirm').click();
  await expect(rejectDialog).toBeHidden();
  await expect(page.getByTestId('staff-done')).toContainText('La oferta se ha rechazado.');
  await expect(page.getByTestId('offer-state')).toHaveText('Rechazada');
  // The validated offer reaches the student's search through the offer read model (README): the
  // list catches up with the change before answering.
  await expect.poll(studentFinds, { timeout: 30_000 }).toContain(TO_VALIDATE);

  // The company is told, with the reason of the rejection.
  const company = (await (
    await page.request.post('/api/Empresa/logaUsuario', {
      data: {
        eUsuario: consultancy.user,
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
  const word = uniqueWord('pisuerga');
  const OFFER = `Técnico/a de mantenimiento industrial ${word} (empresa sin validar)`;
  await staffBFactory(page.request).company({
    nombreComercial: `Talleres Pisuerga ${word}`,
    razonSocial: `Talleres Mecánicos Pisuerga ${word} S.L.`,
    pendiente: true,
    usuario: { nombre: 'Germán', apellidos: 'Pisuerga Vela' },
    ofertas: [{ titulo: OFFER }],
  });
  await staffSignIn(page);
  await page.goto('/gestion/ofertas');
  await page.getByTestId('offer-title-filter').fill(`mantenimiento industrial ${word}`);
  await page.getByTestId('offer-filter-apply').click();
  await page.getByRole('link', { name: OFFER }).click();
  await expect(page.getByTestId('offer-review')).toContainText(
    'La empresa de esta oferta no está validada.',
  );
  await expect(page.getByTestId('offer-validate')).toHaveCount(0);

  // The company is validated in /gestion/empresas.
  await page.goto('/gestion/empresas');
  await searchCompanies(page, `Talleres Pisuerga ${word}`);
  // The previous rows stay while the search loads: wait for its one row (an assertion on many rows
  // fails at once on Playwright's strict mode instead of waiting).
  await expect(page.getByTestId('company-row')).toHaveCount(1);
  await expect(page.getByTestId('company-row')).toContainText('Pendiente de validación');
  await page.getByRole('link', { name: `Talleres Pisuerga ${word}` }).click();
  await expect(page.getByTestId('company-record')).toContainText(
    `Talleres Mecánicos Pisuerga ${word} S.L.`,
  );
  await page.getByTestId('company-validate').click();
  const dialog = page.getByRole('dialog', { name: '¿Validar la empresa?' });
  await expect(dialog).toHaveCSS('opacity', '1');
  await expectAccessible(page, 'validate-company dialog');
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('staff-done')).toHaveText('Empresa validada.');

  await page.goto('/gestion/ofertas');
  await page.getByTestId('offer-title-filter').fill(`mantenimiento industrial ${word}`);
  await page.getByTestId('offer-filter-apply').click();
  await page.getByRole('link', { name: OFFER }).click();
  await expect(page.getByTestId('offer-validate')).toBeEnabled();
});
