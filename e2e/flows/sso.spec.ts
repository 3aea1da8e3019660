import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import {
  startOidcTestProvider,
  type OidcTestProvider,
} from '../../apps/api/src/modules/sso/testing/oidc-test-provider.ts';
import { DEMO_PASSWORD } from '../support/env.ts';
import { expect, expectAccessible, signOut, test } from '../support/fixtures.ts';

// Single sign-on with the university account, end to end in Chromium: a real OpenID
// provider (`oidc-provider`, in this worker) and a portal of its own, started here with SSO
// configured on another port and a fresh database, so the other specs keep the portal without
// single sign-on (shell/accounts.spec.ts checks that /acceso then says it is not set up, and
// candidates/surveys.spec.ts that a survey's access page then has no university button). That
// portal is the browser tests' server (with its data factories, on the demo seed or not as
// E2E_SEED_DEMO says): the student registers through the portal and the survey is built.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.E2E_SSO_PORT ?? 4183);
const portalUrl = `http://127.0.0.1:${String(port)}`;

test.use({ baseURL: portalUrl });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const STUDENT = 'sso.lucia@test.es';

let idp: OidcTestProvider | undefined;
let portal: ChildProcess | undefined;
/** The students' satisfaction survey built on that portal (anyone may answer it). */
let survey = { slug: '', titulo: '' };

async function waitUntilUp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (portal?.exitCode !== null && portal?.exitCode !== undefined) {
      throw new Error(`the SSO portal stopped with code ${String(portal.exitCode)}`);
    }
    try {
      if ((await fetch(url)).ok) {
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the SSO portal did not start within ${String(timeoutMs)} ms`);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  idp = await startOidcTestProvider({
    clients: [{ clientId: 'portal-empleo', redirectUris: [`${portalUrl}/acceso`] }],
    accounts: [
      {
        username: 'lucia.uni',
        password: 'Uni12345',
        claims: { sub: 'uni-lucia', email: STUDENT, email_verified: true },
      },
      {
        // Staff of the university, in no record and with no portal account.
        username: 'personal.uni',
        password: 'Uni12345',
        claims: {
          sub: 'uni-personal',
          email: 'personal@universidad-demo.es',
          email_verified: true,
          eduperson_affiliation: ['staff', 'employee'],
        },
      },
    ],
  });
  const dataDir = path.join(os.tmpdir(), `portal-e2e-sso-${String(port)}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  portal = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist-e2e/e2e-server.js'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: portalUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'error',
      LOGIN_RATE_PER_MINUTE: '1000',
      SHED_EVENT_LOOP_DELAY_MS: '0',
      SSO_PROTOCOL: 'oidc',
      SSO_OIDC_ISSUER: idp.issuer,
      SSO_OIDC_CLIENT_ID: 'portal-empleo',
      SSO_REDIRECT_URL: `${portalUrl}/acceso`,
      SEED_DEMO: process.env.E2E_SEED_DEMO ?? 'false',
      // Its own student is registered below, and its open survey for students built.
    },
  });
  await waitUntilUp(`${portalUrl}/api/Publico/dameConfiguracion`, 200_000);
  const registered = await fetch(`${portalUrl}/api/Alumno/registrarUsuario`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      nombre: 'Maialen',
      apellidos: 'Universitaria Prueba',
      dni: '87654321X',
      email: STUDENT,
      telefono: '600123456',
      password: DEMO_PASSWORD,
      confirmacion: DEMO_PASSWORD,
      aceptaPoliticaPrivacidad: true,
    }),
  });
  expect(await registered.json()).toMatchObject({ status: 0 });
  const built = await fetch(`${portalUrl}/__e2e/encuestaModelo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tipo: 'satisfaccion', titulo: 'Satisfacción con el portal (SSO)' }),
  });
  expect(built.status).toBe(200);
  survey = (await built.json()) as typeof survey;
});

test.afterAll(async () => {
  portal?.kill('SIGTERM');
  await idp?.close();
});

/** The university's sign-in page of the provider, filled and sent. */
async function signInAtUniversity(page: Page, username: string) {
  await expect(page).toHaveURL(new RegExp(`^${idp?.issuer ?? ''}/interaction/`));
  await page.getByRole('textbox', { name: 'Usuario de la universidad' }).fill(username);
  await page.getByLabel('Contraseña').fill('Uni12345');
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test('a student links the university account once, then signs in with it alone', async ({
  page,
}) => {
  await page.goto('/login/alumnos');
  await page.getByRole('link', { name: 'Acceder con la cuenta de la universidad' }).click();
  await expect(page).toHaveURL(/\/acceso$/);
  const start = page.getByRole('button', { name: 'Acceder con la cuenta de la universidad' });
  await expect(start).toBeVisible();
  await expectAccessible(page, 'single sign-on start');
  await start.click();

  // First time: the university account matches the student's email; the portal password links it.
  await signInAtUniversity(page, 'lucia.uni');
  const form = page.getByTestId('sso-link-form');
  // A full page load of the portal after the provider's redirect: slow on a loaded machine.
  await expect(form).toContainText(`corresponde a la cuenta del portal ${STUDENT}`, {
    timeout: 45_000,
  });
  // The provider's answer has left the address bar.
  await expect(page).toHaveURL(`${portalUrl}/acceso`);
  await expectAccessible(page, 'single sign-on link');
  await form.getByRole('button', { name: 'Vincular y acceder' }).click();
  await expect(form.getByLabel('Contraseña del portal')).toHaveAccessibleDescription(
    /Este campo es requerido/,
  );
  await form.getByLabel('Contraseña del portal').fill('Mala1234');
  await form.getByRole('button', { name: 'Vincular y acceder' }).click();
  await expect(form.getByLabel('Contraseña del portal')).toHaveAccessibleDescription(
    /La contraseña no es correcta/,
  );
  await form.getByLabel('Contraseña del portal').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Vincular y acceder' }).click();
  await expect(page.getByTestId('greeting')).toHaveText('Hola, Maialen');
  await expect(page).not.toHaveURL(/\/(acceso|login)/);

  // Next time: the university still knows the browser and the portal knows the link.
  await signOut(page);
  await page.getByRole('link', { name: 'Acceder con la cuenta de la universidad' }).click();
  await page.getByRole('button', { name: 'Acceder con la cuenta de la universidad' }).click();
  await expect(page.getByTestId('greeting')).toHaveText('Hola, Maialen', { timeout: 45_000 });
  await expect(page).not.toHaveURL(/\/(acceso|login)/);
});

test('a university staff account with no portal account is refused with the reason', async ({
  page,
}) => {
  await page.goto('/acceso');
  await page.getByRole('button', { name: 'Acceder con la cuenta de la universidad' }).click();
  await signInAtUniversity(page, 'personal.uni');
  const refused = page.getByTestId('sso-refused');
  await expect(refused).toContainText('es para sus estudiantes y titulados', {
    timeout: 45_000,
  });
  await expectAccessible(page, 'single sign-on refused');
  await page.getByTestId('sso-refused-link').click();
  await expect(page).toHaveURL(/\/login$/);
});

test("a survey's access page signs the student in with the university account and opens it", async ({
  page,
}) => {
  // Maialen's university account was linked by the first test of this file.
  await page.goto(`/encuestas/${survey.slug}/acceso`);
  const start = page.getByRole('button', { name: 'Acceder con la cuenta de la universidad' });
  await expect(start).toBeVisible();
  await expectAccessible(page, 'survey access with single sign-on');
  await start.click();

  await signInAtUniversity(page, 'lucia.uni');
  // Back through /acceso, which hands the answer to the survey: its token, then its questions.
  await expect(
    page.getByRole('group', { name: '¿Has realizado prácticas o trabajado en el último año?' }),
  ).toBeVisible({ timeout: 45_000 });
  await expect(page).toHaveURL(`${portalUrl}/encuestas/${survey.slug}`);
  await expect(page.getByTestId('anonymous-notice')).toHaveCount(0);
  // Signed in for the survey only: the portal session was not started.
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});
