import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { accountCalls, canonicalDocumentId, dniLetterFor } from '@portal/contracts';
import { openPglite } from '../../apps/api/src/db/embedded.ts';
import { nss } from '../../apps/api/src/db/seed/ids.ts';
import {
  candidateStudies,
  candidates,
  privacyTexts,
  recordPeople,
  users,
} from '../../apps/api/src/db/schema.ts';
import {
  startSimpleSamlIdp,
  type SimpleSamlIdp,
} from '../../apps/api/src/modules/sso/testing/simplesamlphp-idp.ts';
import { expect, expectAccessible, navigate, test } from '../support/fixtures.ts';

// SAML 2.0 single sign-on end to end in Chromium against a real identity provider: Debian's
// SimpleSAMLphp (apt-get install simplesamlphp php-cli php-xml; without it this spec fails),
// started here with PHP's built-in server, naming attributes by their urn:oid names as the Spanish
// federation does. The portal is a process of its own on another port with a fresh database that
// this spec fills before it starts: a privacy text and a student of the academic record, whose
// account the record import made (no password, studies from the record).

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.E2E_SAML_PORT ?? 4184);
const portalUrl = `http://127.0.0.1:${String(port)}`;

test.use({ baseURL: portalUrl });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const DNI = canonicalDocumentId(`4567891${dniLetterFor('4567891')}`);
const INSTITUTIONAL = 'irene.registro@alumnos.universidad-demo.es';
const DEGREE = 'Grado en Ingeniería Informática';

let idp: SimpleSamlIdp | undefined;
let portal: ChildProcess | undefined;

/** The portal's database before its first start: what this spec needs, and nothing else. */
async function prepareDatabase(dataDir: string): Promise<void> {
  const database = await openPglite({ dataDir: path.join(dataDir, 'db') });
  try {
    await database.migrate();
    const { db } = database;
    await db.insert(privacyTexts).values({
      textoCorto: 'La universidad tratará tus datos para el servicio de prácticas y empleo.',
      texto: 'Información completa sobre protección de datos.',
    });
    // As the record import leaves a new person: an account nobody can sign in to with a password.
    const [user] = await db
      .insert(users)
      .values({
        email: INSTITUTIONAL,
        passwordHash: '!sin-contraseña',
        role: 'alumno',
        nombre: 'Irene',
        apellidos: 'Registro Académico',
      })
      .returning();
    if (!user) {
      throw new Error('record account not inserted');
    }
    // The personal data the portal requires (phone, social security number) are already in the
    // CV, so the first screen after signing in is the home, not the required-data prompt (which
    // other specs cover and which a busy machine may show before the home is checked).
    await db.insert(candidates).values({
      userId: user.id,
      dni: DNI,
      telefono: '600111222',
      nss: nss(28, 12_345_679),
      fechaNacimiento: '2002-05-14',
      conPracticas: true,
      verificado: true,
      verificacionOrigen: 'registro',
      verificadoAt: new Date(),
    });
    await db.insert(candidateStudies).values({
      candidateId: user.id,
      idTitulacion: 36,
      origen: 'registro',
      estadoRegistro: 'matriculado',
      enCurso: true,
      curso: 3,
      creditosSuperados: '150',
      creditosTotales: '240',
      fechaInicio: '2021-09-15',
    });
    await db.insert(recordPeople).values({
      dni: DNI,
      userId: user.id,
      nombre: 'Irene',
      apellidos: 'Registro Académico',
      emailInstitucional: INSTITUTIONAL,
      fechaNacimiento: '2002-05-14',
    });
  } finally {
    await database.close();
  }
}

async function waitUntilUp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (portal?.exitCode !== null && portal?.exitCode !== undefined) {
      throw new Error(`the SAML portal stopped with code ${String(portal.exitCode)}`);
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
  throw new Error(`the SAML portal did not start within ${String(timeoutMs)} ms`);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  idp = await startSimpleSamlIdp({
    serviceProviders: [
      {
        entityId: `${portalUrl}${accountCalls.samlMetadata.path}`,
        acsUrl: `${portalUrl}${accountCalls.samlAssertionConsumer.path}`,
      },
    ],
    attributeNames: 'oid',
    users: [
      {
        // The university sends its own address for her; the DNI is the record's.
        username: 'irene.uni',
        password: 'Uni12345',
        attributes: {
          mail: 'irene.r@universidad-demo.es',
          givenName: 'Irene',
          sn: 'Registro Académico',
          eduPersonAffiliation: ['student', 'member'],
          eduPersonScopedAffiliation: ['student@universidad-demo.es'],
          schacPersonalUniqueID: `urn:schac:personalUniqueID:es:DNI:${DNI}`,
        },
      },
      {
        username: 'pas.uni',
        password: 'Uni12345',
        attributes: {
          mail: 'pas@universidad-demo.es',
          eduPersonAffiliation: ['staff', 'employee', 'member'],
        },
      },
    ],
  });
  const dataDir = path.join(os.tmpdir(), `portal-e2e-saml-${String(port)}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  await prepareDatabase(dataDir);
  portal = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
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
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      LOGIN_RATE_PER_MINUTE: '1000',
      SHED_EVENT_LOOP_DELAY_MS: '0',
      SSO_PROTOCOL: 'saml',
      SSO_SAML_ENTRY_POINT: idp.ssoUrl,
      SSO_SAML_IDP_CERT: idp.certPem,
      SSO_SAML_IDP_ENTITY_ID: idp.entityId,
    },
  });
  await waitUntilUp(`${portalUrl}/api/Publico/dameConfiguracion`, 200_000);
});

test.afterAll(async () => {
  portal?.kill('SIGTERM');
  await idp?.stop();
});

/** SimpleSAMLphp's own login page, filled and sent as a person would. */
async function signInAtSimpleSaml(page: Page, username: string) {
  await expect(page).toHaveURL(
    new RegExp(`^${idp?.url ?? ''}/module\\.php/core/loginuserpass\\.php\\?AuthState=`),
  );
  await page.getByLabel('Nombre de usuario').fill(username);
  await page.getByLabel('Contraseña').fill('Uni12345');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

test("a student of the record signs in through SimpleSAMLphp and finds the record's studies", async ({
  page,
}) => {
  await page.goto('/login/alumnos');
  await page.getByRole('link', { name: 'Acceder con la cuenta de la universidad' }).click();
  await expect(page).toHaveURL(/\/acceso$/);
  const start = page.getByRole('button', { name: 'Acceder con la cuenta de la universidad' });
  await expect(start).toBeVisible();
  await expectAccessible(page, 'single sign-on start (SAML)');
  await start.click();

  await signInAtSimpleSaml(page, 'irene.uni');
  // SimpleSAMLphp's form posts the answer to the portal, which asks for the privacy text first
  // (the record's account never accepted it). No portal password is asked for.
  const privacy = page.getByTestId('sso-privacy-step');
  await expect(privacy).toBeVisible({ timeout: 45_000 });
  await expect(page).toHaveURL(`${portalUrl}/acceso`);
  await expect(page.getByTestId('sso-link-form')).toHaveCount(0);
  await expectAccessible(page, 'single sign-on privacy step (SAML)');
  await privacy
    .getByRole('checkbox', { name: 'He leído y acepto la información sobre protección de datos' })
    .check();
  await privacy.getByRole('button', { name: 'Aceptar y entrar' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible({
    timeout: 45_000,
  });
  await expect(page.getByTestId('greeting')).toHaveText('Hola, Irene');
  await navigate(page, '/cv');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi currículum' })).toBeVisible();
  const study = page.getByTestId('cv-section-academicos').getByTestId('cv-study');
  await expect(study).toContainText(DEGREE);
  await expectAccessible(page, 'cv after single sign-on (SAML)', { scope: 'main' });
});

test('a staff-only university account is refused with the reason', async ({ page }) => {
  await page.goto('/acceso');
  await page.getByRole('button', { name: 'Acceder con la cuenta de la universidad' }).click();
  await signInAtSimpleSaml(page, 'pas.uni');
  const refused = page.getByTestId('sso-refused');
  await expect(refused).toContainText('es para sus estudiantes y titulados', { timeout: 45_000 });
  await expectAccessible(page, 'single sign-on refused (SAML)');
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});
