import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/env.ts';
import { factory, uniqueWord } from '../support/factory.ts';
import { requestDeletion } from '../support/factories-staff-a.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

async function staffSignIn(page: Page) {
  const manager = await factory(page.request).staff({ rol: 'gestor' });
  await page.goto('/gestion/login');
  await page.getByTestId('staff-login-user').fill(manager.user);
  await page.getByTestId('staff-login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('staff-login-password').press('Enter');
  await expect(page).toHaveURL(/\/gestion$/);
}

test.describe('candidates in the back-office', () => {
  test('finds a blocked candidate, unblocks and blocks again with a new message', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // A surname of this attempt's own: the search finds this candidate alone.
    const apellidos = `Bloqueo ${uniqueWord('ferrer')}`;
    await factory(page.request).candidate({
      nombre: 'Ramiro',
      apellidos,
      bloqueado:
        'Tu cuenta está bloqueada por el Servicio de Empleo por no acudir a dos entrevistas.',
      presentacion: '<p>Ramiro, de Zaragoza.</p><ul><li>Logística &amp; almacén</li></ul>',
    });
    await staffSignIn(page);
    await page.getByRole('link', { name: 'Candidatos' }).click();
    await page.getByTestId('candidates-text').fill(apellidos);
    await page.getByTestId('candidates-search').click();
    await expect(page.getByTestId('candidates-total')).toHaveText('1 candidato');
    await expectAccessible(page, 'candidate search');
    await page.getByRole('link', { name: `${apellidos}, Ramiro` }).click();
    await expect(page.getByTestId('candidate-state')).toHaveText('Bloqueado');
    await expect(page.getByTestId('block-message')).toContainText('dos entrevistas');
    // The presentation is shown as the candidate wrote it, not as its markup.
    const presentation = page.getByTestId('candidate-presentation');
    await expect(presentation.getByText('Ramiro, de Zaragoza.')).toBeVisible();
    await expect(presentation.getByRole('listitem')).toHaveText('Logística & almacén');
    await expect(presentation).not.toContainText('<p>');
    await expectAccessible(page, 'candidate sheet');

    await page.getByTestId('candidate-unblock').click();
    await expect(page.getByTestId('candidate-state')).toHaveText('Activo');
    await page.getByTestId('candidate-block').click();
    await page.getByTestId('block-confirm').click();
    await expect(
      page.getByText('Mensaje para el candidato: este campo es requerido'),
    ).toBeVisible();
    await expectAccessible(page, 'block dialog');
    await page
      .getByTestId('block-text')
      .fill('Cuenta bloqueada en la prueba e2e. Escribe a empleo@universidad-demo.es.');
    await page.getByTestId('block-confirm').click();
    await expect(page.getByTestId('candidate-state')).toHaveText('Bloqueado');

    const download = page.waitForEvent('download');
    await page.getByTestId('candidate-export').click();
    expect((await download).suggestedFilename()).toMatch(/^datos-personales-\d+\.json$/);
  });

  test('approves one deletion request and rejects another with a reason', async ({ page }) => {
    test.setTimeout(120_000);
    // Two candidates who asked to leave, under a surname of this attempt's own.
    const make = factory(page.request);
    const surname = uniqueWord('pardal');
    const staying = await make.candidate({ nombre: 'Rodrigo', apellidos: `Lozano ${surname}` });
    const leaving = await make.candidate({ nombre: 'Celia', apellidos: `Campos ${surname}` });
    await requestDeletion(page.request, staying);
    await requestDeletion(page.request, leaving);
    await staffSignIn(page);
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Solicitudes de baja', exact: true })
      .click();
    await expect(page.getByTestId('deletions-table')).toContainText(leaving.user);
    await expectAccessible(page, 'deletion requests');

    await page
      .getByRole('button', { name: `Rechazar la baja de Rodrigo Lozano ${surname}` })
      .click();
    await page.getByTestId('reject-text').fill('Tienes unas prácticas en curso.');
    await page.getByTestId('reject-confirm').click();
    await expect(page.getByTestId('deletions-notice')).toContainText(`Rodrigo Lozano ${surname}`);
    await expect(page.getByTestId(`deletion-${staying.user}`)).toHaveCount(0);

    await page.getByRole('button', { name: `Aprobar la baja de Celia Campos ${surname}` }).click();
    await expect(page.getByRole('dialog', { name: 'Aprobar la baja' })).toBeVisible();
    await expectAccessible(page, 'approve dialog');
    await page.getByTestId('approve').getByTestId('dialog-confirm').click();
    await expect(page.getByTestId('deletions-notice')).toContainText('anonimizado');
    await expect(page.getByTestId(`deletion-${leaving.user}`)).toHaveCount(0);
  });
});

test('a student who never opened the registration mail gets a new one from the sheet', async ({
  page,
}) => {
  // The student registers through the API, as the registration page does, and opens nothing.
  const number = 30_000_000 + (Date.now() % 60_000_000);
  const dni = `${String(number)}${'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23] ?? 'T'}`;
  const email = `sin-confirmar-${String(number)}@e2e.es`;
  const registered = await page.request.post('/api/Alumno/registrarUsuario', {
    data: {
      nombre: 'Irene',
      apellidos: 'Sin Confirmar',
      dni,
      email,
      telefono: '600123456',
      password: DEMO_PASSWORD,
      confirmacion: DEMO_PASSWORD,
      aceptaPoliticaPrivacidad: true,
    },
  });
  expect(await registered.json()).toMatchObject({ status: 0 });

  await staffSignIn(page);
  await page.getByRole('link', { name: 'Candidatos' }).click();
  await page.getByTestId('candidates-text').fill(email);
  await page.getByTestId('candidates-search').click();
  await expect(page.getByTestId('candidates-total')).toHaveText('1 candidato');
  await page.getByRole('link', { name: 'Sin Confirmar, Irene' }).click();
  await expect(page.getByRole('row', { name: /Correo confirmado/ })).toContainText(
    'Todavía no: no puede entrar hasta que abra el enlace del correo',
  );
  await expectAccessible(page, 'sheet of an unconfirmed candidate');

  await page.getByRole('button', { name: 'Reenviar correo de confirmación' }).click();
  await expect(
    page.getByText(
      `Hemos enviado a ${email} un nuevo enlace para confirmar su correo. El anterior ya no funciona.`,
    ),
  ).toBeVisible();
  await expectAccessible(page, 'confirmation mail sent again');
});
