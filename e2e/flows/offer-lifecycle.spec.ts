import { DEMO_PASSWORD } from '../support/env.ts';
import { factory, uniqueWord } from '../support/factory.ts';
import { flowFactory } from '../support/factories-flows.ts';
import { expect, expectAccessible, signIn, signOut, test } from '../support/fixtures.ts';
import { choose, pick } from '../support/mantine.ts';

// The whole life of an offer across the three roles ("How it is checked"): a company
// creates it (validation messages first), the careers office validates it, a graduate finds it and
// applies, the company moves the application through states, and the graduate is told.
// The company, the staff user and the graduate (in computer engineering) are built here; the
// offer's title carries a word of its own, so the searches find only this attempt's offer.

const CANDIDATE = 'Íñigo Berrocal Sastre';

test.describe.configure({ timeout: 180_000 });

test('an offer goes from the company to the staff, to a graduate, and back', async ({ page }) => {
  const word = uniqueWord('duero');
  const TITLE = `Desarrollador/a de aplicaciones web ${word} para el sector agroalimentario`;
  const companyName = `Sistemas ${word}`;
  const company = await factory(page.request).company({
    nombreComercial: companyName,
    nombre: 'Begoña',
    apellidos: 'Arranz Tello',
  });
  const staff = await factory(page.request).staff({ rol: 'gestor' });
  const graduate = await flowFactory(page.request).graduate({
    nombre: 'Íñigo',
    apellidos: 'Berrocal Sastre',
  });

  // 1. The company creates a job offer; the form shows the spec's messages after the first submit.
  await signIn(page, company, { path: '/nueva-oferta/empleo' });
  await page.getByRole('button', { name: 'Crear oferta' }).click();
  await expect(
    page.getByRole('textbox', { name: 'Título de la oferta' }),
  ).toHaveAccessibleDescription(/Este campo es requerido/);
  await page.getByRole('textbox', { name: 'Título de la oferta' }).fill(TITLE);
  await page.getByRole('textbox', { name: 'Número de plazas' }).fill('1');
  await choose(page, 'Sector', 'Consultoría, asesoría jurídica y contable', 'Consultor');
  await choose(page, 'Tipo de contrato', 'Indefinido');
  await pick(page, 'Titulaciones', 'Informática', 'Grado en Ingeniería Informática');
  await choose(page, 'Provincia', 'Valladolid', 'Valladolid');
  await choose(page, 'Localidad', 'Valladolid', 'Valladolid');
  const editor = page.getByTestId('offer-description-editor');
  await editor.click();
  await editor.pressSequentially('Desarrollo de aplicaciones web para cooperativas del Duero.');
  await choose(page, 'Rango salarial anual', '24.000 € - 30.000 €');
  await page.getByRole('button', { name: 'Crear oferta' }).click();
  await expect(page.getByTestId('offer-saved')).toContainText('pendiente de validación');
  await signOut(page);

  // 2. The careers office validates it from the back-office: the dashboard's pending work leads
  // to the offers awaiting validation, where the offer's review page validates it.
  await page.goto('/gestion/login');
  await page.getByTestId('staff-login-user').fill(staff.user);
  await page.getByTestId('staff-login-password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/gestion$/);
  await page.getByRole('link', { name: 'Ofertas pendientes de validar' }).click();
  await expect(page).toHaveURL(/\/gestion\/ofertas$/);
  await page.getByRole('textbox', { name: 'Título' }).fill(`aplicaciones web ${word}`);
  await page.getByRole('button', { name: 'Aplicar filtros' }).click();
  const row = page.getByTestId('offer-row').filter({ hasText: TITLE });
  await expect(row).toContainText(companyName);
  await expect(row).toContainText('Pendiente de validación');
  await row.getByRole('link', { name: TITLE, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Revisión de oferta' })).toBeVisible();
  await expect(page.getByTestId('offer-state')).toHaveText('Pendiente de validación');
  await page.getByRole('button', { name: 'Validar', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: '¿Validar la oferta?' });
  await expect(confirm).toContainText(`La oferta «${TITLE}» se publicará`);
  await confirm.getByRole('button', { name: 'Validar', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'validado' })).toHaveText(
    'La oferta se ha validado y ya es visible para los candidatos.',
  );
  await expect(page.getByTestId('offer-state')).toHaveText('Activa');
  await signOut(page);

  // 3. A graduate finds it by searching (accents left out) and applies.
  await signIn(page, graduate, { path: '/ofertas-empleo' });
  await page
    .getByRole('searchbox', { name: 'Buscar' })
    .fill(`aplicaciones web ${word} agroalimentario`);
  await page.getByRole('link', { name: TITLE, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const panel = page.getByTestId('apply-panel');
  await panel.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(panel.getByTestId('application-state')).toContainText('Inscrito');
  await signOut(page);

  // 4. The company sees a new candidate and moves the application to an interview.
  await signIn(page, company, { path: '/mis-ofertas/empleo' });
  const mine = page.getByTestId('my-offer').filter({ hasText: TITLE });
  await expect(mine).toContainText('1');
  await mine.getByRole('link', { name: TITLE, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ficha de la oferta' })).toBeVisible();
  const candidate = page.getByTestId('candidate').filter({ hasText: CANDIDATE });
  await expect(candidate.getByTestId('candidate-state')).toHaveText('Inscrito');
  await candidate
    .getByRole('button', { name: `Cambiar estado de la candidatura de ${CANDIDATE}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Cambiar el estado de ${CANDIDATE}` });
  await dialog.getByRole('combobox', { name: 'Nuevo estado' }).click();
  await page.getByRole('option', { name: 'Entrevista' }).click();
  await dialog
    .getByRole('textbox', { name: 'Mensaje para el candidato' })
    .fill('Te esperamos el jueves a las 10:00 en nuestra oficina de Valladolid.');
  await dialog.getByRole('button', { name: 'Cambiar estado' }).click();
  await expect(dialog).toBeHidden();
  await expect(candidate.getByTestId('candidate-state')).toHaveText('Entrevista');
  await signOut(page);

  // 5. The graduate is told: a notification that leads to the application and its history.
  await signIn(page, graduate);
  const bell = page.getByTestId('notifications-bell');
  await expect(bell).toHaveAccessibleName(/^Notificaciones: \d+ sin leer$/);
  await bell.click();
  const notifications = page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(notifications).toContainText(TITLE);
  await expect(notifications).toContainText('Te esperamos el jueves a las 10:00');
  await expectAccessible(page, 'candidate notifications after the move');
  await notifications
    .getByRole('button', { name: /^Tu candidatura ha cambiado de estado/ })
    .click();
  await expect(page).toHaveURL(/\/mis-candidaturas\/\d+$/);
  await expect(page.getByTestId('history')).toContainText('Entrevista');
  await expectAccessible(page, 'application sheet after the move');
});
