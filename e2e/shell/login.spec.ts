import { factory } from '../support/factory.ts';
import {
  expect,
  expectAccessible,
  navigate,
  signInWithForm,
  signOut,
  submitLogin,
  test,
} from '../support/fixtures.ts';

test.describe('login pages and each kind of account', () => {
  test('each login page has its heading and passes axe', async ({ page }) => {
    const headings: [string, string][] = [
      ['/login', 'Estudiantes (empleo y prácticas no laborales)'],
      ['/login/alumnos', 'Estudiantes de la universidad'],
      ['/login/antiguos', 'Antiguos alumnos'],
      ['/login/empresas', 'Empresas o entidades colaboradoras'],
      ['/login/123', 'Estudiantes (empleo y prácticas no laborales)'],
    ];
    await page.goto('/login');
    for (const [path, heading] of headings) {
      await navigate(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(`${heading} · Portal de Empleo`);
    }
    await expectAccessible(page);
  });

  test('a field reached by keyboard wears the focus ring of buttons and links', async ({
    page,
  }) => {
    await page.goto('/login/alumnos');
    const user = page.getByRole('textbox', { name: 'Usuario' });
    await user.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(user).toBeFocused();
    const ring = await user.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: style.outlineWidth };
    });
    expect(ring).toEqual({ style: 'solid', width: '2px' });
  });

  test('required fields complain only after the first submit; Enter submits', async ({ page }) => {
    await page.goto('/login/alumnos');
    await expect(page.getByText('Este campo es requerido')).toHaveCount(0);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Este campo es requerido')).toHaveCount(2);
    await expectAccessible(page, 'login with errors');
    const student = await factory(page.request).candidate();
    await page.getByRole('textbox', { name: 'Usuario' }).fill(student.user);
    const password = page.getByTestId('login-password');
    await password.fill('Demo1234');
    await page.getByRole('button', { name: 'Mostrar u ocultar la contraseña' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await password.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  });

  test('student: flat student menu, greeting to /cv', async ({ page }) => {
    await signInWithForm(page, await factory(page.request).candidate({ nombre: 'Lucía' }));
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(menu.getByRole('group', { name: 'Prácticas de estudiantes' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Propuesta de prácticas' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Ayuda' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Solicitar baja' })).toBeVisible();
    await expect(menu.getByRole('group', { name: 'Empleo' })).toHaveCount(0);
    await expectAccessible(page, 'candidate home');
    await page.getByTestId('greeting').click();
    await expect(page).toHaveURL(/\/cv$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mi currículum' })).toBeVisible();
    await expectAccessible(page);
  });

  test('graduate: graduate internships and employment in the menu', async ({ page }) => {
    await signInWithForm(
      page,
      await factory(page.request).candidate({ nombre: 'Javier', tipo: 'titulado' }),
    );
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(menu.getByRole('group', { name: 'Prácticas de titulados' })).toBeVisible();
    await expect(menu.getByRole('group', { name: 'Empleo' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Programas activos' })).toBeVisible();
    await expect(menu.getByRole('group', { name: 'Prácticas de estudiantes' })).toHaveCount(0);
  });

  test('student and graduate: collapsible panels, missing data sends to /cv, NSS prompt after 1 s', async ({
    page,
  }) => {
    // A graduate studying again, without the social security number the brand requires.
    const both = await factory(page.request).candidate({ tipo: 'mixto', sin: ['nss'] });
    await page.goto(both.login);
    await submitLogin(page, both.user);
    // Mandatory personal data is missing for this account (popupDatosObligatorios).
    await expect(page).toHaveURL(/\/cv$/);
    await expect(page.getByTestId('missing-data-notice')).toContainText(
      'Faltan datos obligatorios',
    );
    const prompt = page.getByRole('dialog', { name: 'Número de la Seguridad Social' });
    await expect(prompt).toBeVisible();
    await expectAccessible(page, 'social security prompt');
    await prompt.getByRole('button', { name: 'Más tarde' }).click();
    await expect(prompt).toBeHidden();

    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    const panel = menu.getByRole('button', { name: 'Prácticas de titulados' });
    await expect(panel).toHaveAttribute('aria-expanded', 'false');
    await panel.click();
    await expect(panel).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Programas activos' })).toBeVisible();
    // Going home sends back to /cv while the data is missing.
    await menu.getByRole('link', { name: 'Inicio' }).click();
    await expect(page).toHaveURL(/\/cv$/);
    await expectAccessible(page, '/cv with notice');
  });

  test('privacy text must be accepted before the session starts', async ({ page }) => {
    const newcomer = await factory(page.request).candidate({ aceptaPrivacidad: false });
    await page.goto(newcomer.login);
    await submitLogin(page, newcomer.user);
    const step = page.getByTestId('privacy-step');
    // It replaced the form whose button had the focus: its heading takes it, to be read first.
    await expect(step.getByRole('heading', { name: 'Protección de datos' })).toBeFocused();
    await expect(page.getByTestId('privacy-text')).toContainText('tratará tus datos personales');
    await expect(step.getByRole('link', { name: /Leer la información completa/ })).toHaveAttribute(
      'href',
      '/proteccion-de-datos',
    );
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expectAccessible(page, 'privacy step');
    await step.getByRole('button', { name: 'Aceptar y entrar' }).click();
    await expect(step.getByText('Debes aceptar la política de privacidad')).toBeVisible();
    await step.getByRole('checkbox').check();
    await step.getByRole('button', { name: 'Aceptar y entrar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).not.toBeNull();
    // The stored token is the one returned by the acceptance (no pending-privacy claim).
    const payload = JSON.parse(
      Buffer.from((token ?? '').split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { rgpd?: string };
    expect(payload.rgpd).toBeUndefined();

    await signOut(page);
    await page.goto(newcomer.login);
    await submitLogin(page, newcomer.user);
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  });

  test('a mandatory survey blocks the portal except on the survey page, allowing only logout', async ({
    page,
  }) => {
    const make = factory(page.request);
    const respondent = await make.candidate();
    const survey = await make.survey({
      titulo: 'Encuesta obligatoria de inserción laboral',
      obligatoria: true,
      destinatarios: [respondent.id],
    });
    await page.goto(respondent.login);
    await submitLogin(page, respondent.user);
    const dialog = page.getByRole('dialog', { name: 'Encuestas obligatorias' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(survey.titulo)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Cerrar$/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'mandatory survey');
    await dialog.getByRole('link', { name: /Comenzar/ }).click();
    await expect(page).toHaveURL(new RegExp(`/encuestas/${survey.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Encuesta' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.goBack();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(dialog).toBeHidden();
  });

  test('wrong password shows the server message (code 3)', async ({ page }) => {
    const student = await factory(page.request).candidate();
    await page.goto('/login/alumnos');
    await submitLogin(page, student.user, 'Incorrecta1');
    const banner = page.getByTestId('error-banner');
    await expect(banner).toContainText('Acceso denegado');
    await expect(banner.getByRole('button', { name: 'Cerrar' })).toBeVisible();
    await expectAccessible(page, 'login error banner');
  });

  test('a blocked user sees the server message (code 90) and can only go on to logout', async ({
    page,
  }) => {
    const blocked = await factory(page.request).candidate({
      bloqueado:
        'Tu cuenta está bloqueada por el Servicio de Empleo. Escribe a empleo@universidad.es para más información.',
    });
    await page.goto('/login/alumnos');
    await submitLogin(page, blocked.user);
    const banner = page.getByTestId('error-banner');
    await expect(banner).toContainText('Tu cuenta está bloqueada por el Servicio de Empleo');
    await expect(banner.getByRole('button', { name: 'Cerrar' })).toHaveCount(0);
    await banner.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(banner).toBeHidden();
  });

  test('company: company menu, greeting to /mi-perfil', async ({ page }) => {
    await signInWithForm(page, await factory(page.request).company({ nombre: 'Elena' }));
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    for (const group of [
      'Prácticas de estudiantes',
      'Prácticas de titulados',
      'Agencia de colocación',
      'Mi empresa',
    ]) {
      await expect(menu.getByRole('button', { name: group })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Cerrar sesión' })).toBeVisible();
    await page.getByTestId('greeting').click();
    await expect(page).toHaveURL(/\/mi-perfil$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a user of two companies picks one first', async ({ page }) => {
    const member = await factory(page.request).company({
      nombre: 'Andrés',
      nombreComercial: 'Consultores Andaluces',
      otraEmpresa: 'Laboratorios Sierra Nevada',
    });
    await page.goto(member.login);
    await submitLogin(page, member.user, 'NoEsLaClave1');
    const banner = page.getByTestId('error-banner');
    await expect(banner).toContainText('Acceso denegado');
    await submitLogin(page, member.user);
    const picker = page.getByRole('radiogroup', { name: 'Empresa' });
    await expect(picker.getByRole('radio')).toHaveCount(2);
    // The right password answers the refusal: it is no longer shown over the choice.
    await expect(banner).toBeHidden();
    // The choice replaced the form whose button had the focus: it takes the focus.
    await expect(picker.getByRole('radio').first()).toBeFocused();
    await expectAccessible(page, 'company picker');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Este campo es requerido')).toBeVisible();
    await picker.getByRole('radio', { name: /Laboratorios Sierra Nevada/ }).check();
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
    await expect(page.getByTestId('greeting')).toHaveText('Hola, Andrés');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const payload = JSON.parse(
      Buffer.from((token ?? '').split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { idEmpresa?: number };
    expect(payload.idEmpresa).toBe(member.otra?.id);
  });

  test('logout clears the session but keeps the cookie answer', async ({ page }) => {
    await signInWithForm(page, await factory(page.request).candidate());
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Cerrar sesión' })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      userType: localStorage.getItem('userType'),
      cookieAccepted: localStorage.getItem('cookieAccepted'),
    }));
    expect(stored).toEqual({ token: null, userType: null, cookieAccepted: 'true' });
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });
});
