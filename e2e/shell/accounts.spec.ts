import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { cifControlDigitFor, dniLetterFor } from '@portal/contracts';
import { E2E_DATA_DIR } from '../support/env.ts';
import { factory, uniqueWord } from '../support/factory.ts';
import { flowFactory } from '../support/factories-flows.ts';
import { expect, expectAccessible, signIn, submitLogin, test } from '../support/fixtures.ts';

/** `count` random digits. */
const digits = (count: number) =>
  Array.from({ length: count }, () => String(Math.floor(Math.random() * 10))).join('');

/** A valid DNI no earlier attempt used (the portal refuses a DNI already registered). */
function newDni(): string {
  const number = digits(8);
  return `${number}${dniLetterFor(number)}`;
}

/** A valid company tax id (CIF of a limited company) no earlier attempt used. */
function newCif(): string {
  const number = digits(7);
  return `B${number}${String(cifControlDigitFor(number))}`;
}

/** Without SMTP_URL the server writes each mail to DATA_DIR/outbox as .eml (playwright.config). */
const outbox = path.join(E2E_DATA_DIR, 'outbox');

const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The token of the newest mail to `to` with a link to `page`, once it has been written. */
async function mailedToken(to: string, page: string): Promise<string> {
  let token = '';
  await expect
    .poll(
      () => {
        const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
        for (const file of files) {
          const mail = decodeQuotedPrintable(fs.readFileSync(path.join(outbox, file), 'utf8'));
          const match = new RegExp(`${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail);
          if (mail.includes(`To: ${to}`) && match?.[1]) {
            token = match[1];
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return token;
}

const loginAnswer = (page: Page, role: 'Alumno' | 'Empresa') =>
  page.waitForResponse(
    (r) => r.url().endsWith(`/api/${role}/logaUsuario`) && r.request().method() === 'POST',
  );

test.describe('Accounts', () => {
  test('a student registers from the login page and signs in', async ({ page }) => {
    // A new address and DNI on every attempt: a retry registers again.
    const email = `${uniqueWord('noa.registro')}@e2e.es`;
    await page.goto('/login/alumnos');
    await page.getByRole('link', { name: 'Registrarme como estudiante' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registro de estudiantes');
    const form = page.getByRole('form', { name: 'Registro de estudiante' });
    // No errors until the first submit.
    await expect(form.getByText('Este campo es requerido')).toHaveCount(0);
    await form.getByRole('button', { name: 'Registrarme' }).click();
    await expect(form.getByText('Este campo es requerido').first()).toBeVisible();
    await expect(form.getByText('Debes aceptar la política de privacidad')).toBeVisible();
    await expectAccessible(page, 'registration with errors');

    await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Noa');
    await form.getByRole('textbox', { name: 'Apellidos', exact: true }).fill('Registro Prueba');
    await form.getByRole('textbox', { name: 'DNI/NIE', exact: true }).fill(newDni());
    await form.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('600111222');
    await form.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(email);
    await page.getByTestId('new-password').fill('abc');
    await expect(page.getByTestId('password-strength')).toHaveAttribute('data-level', 'weak');
    await page.getByTestId('new-password').fill('Registro2024!');
    await expect(page.getByTestId('password-strength')).toHaveAttribute('data-level', 'strong');
    await page.getByTestId('new-password-confirm').fill('Registro2024');
    await form.getByRole('button', { name: 'Registrarme' }).click();
    await expect(form.getByText('Las contraseñas no coinciden')).toBeVisible();
    await page.getByTestId('new-password-confirm').fill('Registro2024!');
    await page.getByTestId('register-privacy').check();
    await form.getByRole('button', { name: 'Registrarme' }).click();
    await expect(page.getByTestId('register-done')).toContainText(
      'Te has registrado correctamente. Te hemos enviado un correo electrónico con un enlace para confirmar tu dirección',
    );
    await expectAccessible(page, 'registration done');

    // Before the mailed link is opened the account does not sign in, and says why.
    await page.getByTestId('register-done-link').click();
    await expect(page).toHaveURL(/\/login\/alumnos$/);
    const refused = loginAnswer(page, 'Alumno');
    await submitLogin(page, email, 'Registro2024!');
    expect(((await (await refused).json()) as { status: number }).status).toBe(515);
    await expect(
      page.getByText(/Confirma tu correo electrónico para iniciar sesión/).first(),
    ).toBeVisible();

    const token = await mailedToken(email, '/confirmar-email');
    await page.goto(`/confirmar-email?token=${token}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Confirmar correo electrónico',
    );
    await expectAccessible(page, 'confirm email');
    await page.getByRole('button', { name: 'Confirmar mi correo electrónico' }).click();
    await expect(page.getByTestId('email-confirmed')).toContainText(
      'Tu correo electrónico está confirmado.',
    );
    await expectAccessible(page, 'email confirmed');

    await page.getByTestId('email-confirmed-link').click();
    await expect(page).toHaveURL(/\/login\/alumnos$/);
    const answer = loginAnswer(page, 'Alumno');
    await submitLogin(page, email, 'Registro2024!');
    expect(((await (await answer).json()) as { status: number }).status).toBe(0);
    // First sign-in: the CV with its missing data, and one dialog at a time, which offers to add
    // the number right here; the name is the one typed above, not one from the record.
    await expect(page).toHaveURL(/\/cv$/);
    const prompt = page.getByRole('dialog', { name: 'Número de la Seguridad Social' });
    await expect(prompt).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByTestId('no-current-degrees')).toHaveCount(0);
    await expect(prompt.getByRole('button', { name: 'Añadirlo ahora' })).toBeVisible();
    await expectAccessible(page, 'first sign-in prompt');
    await prompt.getByRole('button', { name: 'Más tarde' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('cv-name-note')).toHaveText(
      'Como lo escribiste al crear tu cuenta. Si hay un error, pide al Servicio de Empleo que lo corrija.',
    );

    // The link works once.
    await page.goto(`/confirmar-email?token=${token}`);
    await page.getByRole('button', { name: 'Confirmar mi correo electrónico' }).click();
    await expect(page.getByTestId('link-expired')).toContainText(
      'El enlace ha caducado o ya se ha utilizado.',
    );
  });

  test('a candidate resets the password with the mailed link, which works once', async ({
    page,
  }) => {
    const restablecer = (await factory(page.request).candidate({ nombre: 'Olaia' })).user;
    await page.goto('/login/alumnos');
    await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Restablecer contraseña de candidato',
    );
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByText('Este campo es requerido').first()).toBeVisible();
    await page.getByTestId('reset-usuario').fill(restablecer);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByTestId('reset-sent')).toContainText(
      'Te hemos enviado un correo electrónico con un enlace para restablecer tu contraseña.',
    );
    await expectAccessible(page, 'reset link sent');

    const token = await mailedToken(restablecer, '/restablecer-candidato');
    // The academic record's activation mail opens the same page as an activation.
    await page.goto(`/restablecer-candidato?token=${token}&alta=1`);
    await expect(page.getByRole('heading', { level: 1, name: 'Activa tu cuenta' })).toBeVisible();
    await expect(page.getByText('te ha dado de alta en el Portal de Empleo')).toBeVisible();
    await expectAccessible(page, 'account activation');
    await page.goto(`/restablecer-candidato?token=${token}`);
    await expect(
      page.getByRole('heading', { level: 1, name: /Restablecer contraseña/ }),
    ).toBeVisible();
    await page.getByTestId('new-password').fill('corta');
    await page.getByTestId('new-password-confirm').fill('corta');
    await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await expect(
      page.getByText('La contraseña debe tener al menos 8 caracteres y un número', { exact: true }),
    ).toBeVisible();
    await expectAccessible(page, 'new password with errors');
    await page.getByTestId('new-password').fill('Restablecida1');
    await page.getByTestId('new-password-confirm').fill('Restablecida1');
    await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await expect(page.getByTestId('password-done')).toContainText(
      'Tu contraseña se ha restablecido correctamente.',
    );
    await expectAccessible(page, 'password reset');

    // The same link a second time: the page says so as it opens, with no form to fill.
    await page.goto(`/restablecer-candidato?token=${token}`);
    await expect(page.getByTestId('link-expired')).toContainText(
      'El enlace ha caducado o ya se ha utilizado.',
    );
    await expect(page.getByTestId('new-password-form')).toHaveCount(0);
    await expectAccessible(page, 'link used');

    await page.goto('/login/alumnos');
    const answer = loginAnswer(page, 'Alumno');
    await submitLogin(page, restablecer, 'Restablecida1');
    expect(((await (await answer).json()) as { status: number }).status).toBe(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  });

  test('an approved company user sets the password from the link', async ({ page }) => {
    // The link the careers office's approval mails.
    const approved = await flowFactory(page.request).companyToSetPassword({
      nombreComercial: `Estudio ${uniqueWord('establece')}`,
      nombre: 'Ulises',
      apellidos: 'Monzón Peral',
    });
    await page.goto('/establecer-login');
    await expect(page.getByTestId('link-missing')).toContainText('Este enlace no está completo');
    await page.goto(`/establecer-login?token=${approved.token}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Establecer contraseña');
    await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await expect(page.getByText('Este campo es requerido').first()).toBeVisible();
    await expectAccessible(page, 'set password with errors');
    await page.getByTestId('new-password').fill('Establecida1');
    await page.getByTestId('new-password-confirm').fill('Establecida1');
    await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await expect(page.getByTestId('password-done')).toContainText(
      'Tu contraseña se ha establecido correctamente.',
    );
    await expectAccessible(page, 'password set');
    await page.getByTestId('password-done-link').click();
    await expect(page).toHaveURL(/\/login\/empresas$/);
    const answer = loginAnswer(page, 'Empresa');
    await submitLogin(page, approved.user, 'Establecida1');
    expect(((await (await answer).json()) as { status: number }).status).toBe(0);
  });

  test('a company asks for an account', async ({ page }) => {
    // A new CIF and address on every attempt: a retry asks again.
    const word = uniqueWord('solicita');
    await page.goto('/login/empresas');
    await page.getByRole('link', { name: /Solicitar cuenta/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solicitar cuenta');
    const form = page.getByRole('form', { name: 'Solicitud de cuenta de empresa' });
    await form.getByRole('textbox', { name: 'CIF', exact: true }).fill('B123');
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(form.getByText('El campo está mal formado')).toBeVisible();
    // Each consent box is required and says what it is missing under itself.
    await expect(page.getByTestId('request-privacy')).toBeVisible();
    await expect(form.getByRole('checkbox', { name: /política de privacidad/ })).toHaveAttribute(
      'required',
      '',
    );
    const communications = form.getByRole('checkbox', {
      name: 'Acepto recibir por correo los mensajes del Servicio de Empleo sobre mi cuenta y mis ofertas (no es publicidad)',
    });
    await expect(communications).toHaveAttribute('required', '');
    await expect(form.getByText('Debes aceptar la política de privacidad')).toHaveCount(1);
    await expect(
      form.getByText(
        'Debes aceptar recibir los mensajes del Servicio de Empleo sobre tu cuenta y tus ofertas',
      ),
    ).toBeVisible();
    await expectAccessible(page, 'account request with errors');
    await form.getByRole('textbox', { name: 'CIF', exact: true }).fill(newCif());
    await form
      .getByRole('textbox', { name: 'Empresa', exact: true })
      .fill(`Empresa Solicitante ${word} S.L.`);
    await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Irene');
    await form.getByRole('textbox', { name: 'Apellidos', exact: true }).fill('Solicita Cuenta');
    await form
      .getByRole('textbox', { name: 'Correo electrónico', exact: true })
      .fill(`irene@${word}.es`);
    await form.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('910222333');
    await form
      .getByRole('textbox', { name: 'Dirección', exact: true })
      .fill('Calle Mayor 5, Madrid');
    await form
      .getByRole('textbox', { name: 'Mensaje', exact: true })
      .fill('Queremos publicar ofertas de empleo.');
    await page.getByTestId('request-privacy').check();
    await page.getByTestId('request-communications').check();
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    // A request waiting for the careers office, not an account one can sign in with yet.
    const done = page.getByTestId('request-done');
    await expect(done).toContainText('Solicitud registrada');
    await expect(done).toContainText('Tu solicitud se ha registrado correctamente.');
    await expect(done).toContainText('cuando la apruebe recibirás un correo');
    await expect(done).not.toContainText('Usuario creado');
    await expect(page.getByTestId('request-done-link')).toHaveText('Volver al acceso de empresas');
    await expectAccessible(page, 'account requested');
  });

  test('a candidate changes the password from the menu and stays signed in', async ({ page }) => {
    await signIn(page, await factory(page.request).candidate({ nombre: 'Telmo' }));
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('button', { name: 'Cambiar contraseña' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });
    await dialog.getByTestId('current-password').fill('Equivocada1');
    await dialog.getByTestId('new-password').fill('CambiadaYa1');
    await dialog.getByTestId('new-password-confirm').fill('CambiadaYa1');
    await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(dialog.getByText('La contraseña actual no es correcta')).toBeVisible();
    await expectAccessible(page, 'password change with errors');
    await dialog.getByTestId('current-password').fill('Demo1234');
    await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(dialog.getByTestId('password-changed')).toContainText(
      'Tu contraseña se ha cambiado correctamente.',
    );
    await expectAccessible(page, 'password changed');
    await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
    // This session goes on with the new token.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  });

  test('/acceso says single sign-on is not set up and links to the login', async ({ page }) => {
    // Without single sign-on the login pages do not offer it (dameLoginIntegrado: not set up)...
    const status = page.waitForResponse('**/api/Publico/dameLoginIntegrado');
    await page.goto('/login/alumnos');
    await status;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Acceder con la cuenta de la universidad' }),
    ).toHaveCount(0);
    // ...and /acceso, reached by its address, says so.
    await page.goto('/acceso');
    await expect(page.getByTestId('sso-not-configured')).toContainText(
      'no está configurado en este portal',
    );
    await expectAccessible(page, 'single sign-on not configured');
    await page.getByTestId('sso-not-configured-link').click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
