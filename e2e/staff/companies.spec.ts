import { cifControlDigitFor } from '@portal/contracts';
import { DEMO_PASSWORD } from '../support/env.ts';
import { factory, uniqueWord } from '../support/factory.ts';
import { staffBFactory } from '../support/factories-staff-b.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { searchCompanies, signInAsStaff } from '../support/staff.ts';
import type { Page } from '@playwright/test';

// Each test builds its companies under names with its own word.
test.describe.configure({ timeout: 120_000 });

/** Signs a new careers-office manager in; answers their email. */
async function staffSignIn(page: Page, path: string) {
  const manager = await factory(page.request).staff({ rol: 'gestor' });
  await signInAsStaff(page, manager.user, path);
  return manager.user;
}

/** A company and its duplicate: the same tax id written with a dash, each with one offer. */
async function buildDuplicates(page: Page, word: string) {
  const make = staffBFactory(page.request);
  const keep = await make.company({
    nombreComercial: `Logística Norte ${word}`,
    usuario: { nombre: 'Nerea', apellidos: 'Norte Alonso' },
    ofertas: [{ titulo: `Mozo/a de almacén ${word}`, estado: 2 }],
  });
  const duplicate = await make.company({
    nombreComercial: `Logística del Norte ${word}`,
    razonSocial: `Logística Norte ${word} S.L.`,
    cif: `${keep.cif.slice(0, 1)}-${keep.cif.slice(1)}`,
    pendiente: true,
    usuario: { nombre: 'Diego', apellidos: 'Norte Vidal' },
    ofertas: [{ titulo: `Conductor/a de reparto ${word}` }],
  });
  return { keep, duplicate };
}

const companyLogin = async (page: Page, email: string) =>
  (await (
    await page.request.post('/api/Empresa/logaUsuario', {
      data: { eUsuario: email, ePassword: DEMO_PASSWORD, eAmbito: 'PrivadoEmpresa' },
    })
  ).json()) as { status: number; mensaje: string | null };

test('lists companies with filters, approves an account request and validates a company', async ({
  page,
}) => {
  const make = staffBFactory(page.request);
  const academy = `Academia ${uniqueWord('solicitud')}`;
  const asked = await make.accountRequest({
    nombreEmpresa: academy,
    nombre: 'Sonia',
    apellidos: 'Solís Mena',
  });
  const logistics = uniqueWord('logistica');
  await buildDuplicates(page, logistics);
  const workshop = uniqueWord('valdes');
  await make.company({
    nombreComercial: `Talleres Valdés ${workshop}`,
    razonSocial: `Talleres Valdés ${workshop} S.L.`,
    pendiente: true,
    usuario: { nombre: 'Pilar', apellidos: 'Valdés Ruiz' },
  });
  await staffSignIn(page, '/gestion/empresas');
  await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
  const request = page.getByTestId('account-request').filter({ hasText: academy });
  await expect(request).toContainText(asked.email);
  await expectAccessible(page, '/gestion/empresas');

  await request.getByRole('button', { name: `Aprobar la solicitud de ${academy}` }).click();
  const approve = page.getByRole('dialog', { name: '¿Aprobar la solicitud?' });
  await expect(approve).toHaveCSS('opacity', '1');
  await approve.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page.getByTestId('staff-done')).toContainText('Solicitud aprobada');
  await expect(request).toHaveCount(0);

  // The search finds both duplicates (their tax ids written differently); it narrows by words.
  await searchCompanies(page, `Logística ${logistics}`);
  await expect(page.getByTestId('company-row')).toHaveCount(2);
  await searchCompanies(page, `Valdés ${workshop}`);
  await expect(page.getByTestId('company-row')).toHaveCount(1);
  await expect(page.getByTestId('company-row')).toContainText('Pendiente de validación');

  await page.getByRole('link', { name: `Talleres Valdés ${workshop}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ficha de empresa' })).toBeVisible();
  await expect(page.getByTestId('company-record')).toContainText(
    `Talleres Valdés ${workshop} S.L.`,
  );
  await expectAccessible(page, '/gestion/empresas/{id}');
  await page.getByTestId('company-validate').click();
  await page
    .getByRole('dialog', { name: '¿Validar la empresa?' })
    .getByTestId('dialog-confirm')
    .click();
  await expect(page.getByTestId('staff-done')).toHaveText('Empresa validada.');
  await expect(page.getByTestId('company-state')).toHaveText('Validada');
});

test('warns of an existing company only on the request whose CIF it has, and names it', async ({
  page,
}) => {
  const word = uniqueWord('conocida');
  // A well-formed tax id: the request form checks it.
  const knownDigits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  const company = await staffBFactory(page.request).company({
    nombreComercial: `Conservas ${word}`,
    cif: `B${knownDigits}${String(cifControlDigitFor(knownDigits))}`,
    usuario: { nombre: 'Julia', apellidos: 'Arranz Pino' },
  });
  const manager = await factory(page.request).staff({ rol: 'gestor' });
  const staff = (await (
    await page.request.post('/api/Gestion/logaUsuario', {
      data: { eUsuario: manager.user, ePassword: DEMO_PASSWORD },
    })
  ).json()) as { datos: { token: string } };
  const list = (await (
    await page.request.get(`/api/Gestion/dameEmpresas?texto=${encodeURIComponent(word)}`, {
      headers: { authorization: `Bearer ${staff.datos.token}` },
    })
  ).json()) as { datos: { empresas: { cif: string; nombreComercial: string }[] } };
  const existing = list.datos.empresas.find((c) => /^[A-Z]\d{8}$/.test(c.cif));
  expect(existing?.nombreComercial).toBe(company.nombreComercial);
  expect(existing).toBeDefined();
  const known = existing ?? { cif: '', nombreComercial: '' };
  const digits = String(Date.now()).slice(-7);
  const freshCif = `B${digits}${String(cifControlDigitFor(digits))}`;
  const requestAccount = async (nombreEmpresa: string, cif: string) => {
    const answer = await page.request.post('/api/Empresa/guardarUsuarioEmpresa', {
      data: {
        cif,
        nombreEmpresa,
        nombre: 'Irene',
        apellidos: 'Solicitante Nueva',
        email: `${nombreEmpresa.toLowerCase().replace(/\W+/g, '.')}.${digits}@solicitud.example`,
        telefono: '600123123',
        mensaje: 'Queremos publicar ofertas de prácticas.',
        direccion: 'Calle Mayor 3, Valladolid',
        idPais: 1,
        aceptaPoliticaPrivacidad: true,
        aceptaComunicaciones: true,
      },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  };
  await requestAccount(`Cooperativa ${word}`, freshCif);
  // The same tax id as a company already in the portal, typed with lower case and a hyphen.
  await requestAccount(
    `Filial ${word}`,
    `${known.cif.slice(0, 1).toLowerCase()}-${known.cif.slice(1)}`,
  );

  await signInAsStaff(page, manager.user, '/gestion/empresas');
  const fresh = page.getByTestId('account-request').filter({ hasText: `Cooperativa ${word}` });
  const joined = page.getByTestId('account-request').filter({ hasText: `Filial ${word}` });
  await expect(joined.getByTestId('account-request-existing')).toHaveText(
    `Ya existe una empresa con este CIF: ${known.nombreComercial} (${known.cif}). Al aprobar, el usuario se añadirá a ella. Ver la ficha de ${known.nombreComercial}`,
  );
  await expect(fresh).toBeVisible();
  await expect(fresh.getByTestId('account-request-existing')).toHaveCount(0);
  await expect(fresh).not.toContainText('Ya existe una empresa');
  await expectAccessible(page, 'account requests with and without an existing company');
});

test('blocks a company with a message shown at its login, then unblocks it', async ({ page }) => {
  const MESSAGE = 'Bloqueada hasta revisar la documentación de la empresa.';
  const name = `Ingeniería Cárdenas ${uniqueWord('bloqueo')}`;
  const company = await staffBFactory(page.request).company({
    nombreComercial: name,
    usuario: { nombre: 'Bruno', apellidos: 'Cárdenas Gil' },
  });
  expect((await companyLogin(page, company.user)).status).toBe(0);
  await staffSignIn(page, '/gestion/empresas');
  await searchCompanies(page, name);
  await page.getByRole('link', { name }).click();
  await page.getByTestId('company-block').click();
  const dialog = page.getByRole('dialog', { name: 'Bloquear la empresa' });
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog.getByTestId('dialog-text')).toHaveAccessibleDescription(/requerido/);
  await expectAccessible(page, 'block dialog');
  await dialog.getByTestId('dialog-text').fill(MESSAGE);
  await dialog.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('staff-done')).toHaveText('Empresa bloqueada.');
  await expect(page.getByTestId('company-record')).toContainText(MESSAGE);
  const refused = await companyLogin(page, company.user);
  expect(refused.status).toBe(9);
  expect(refused.mensaje).toBe(MESSAGE);

  await page.getByTestId('company-unblock').click();
  await page
    .getByRole('dialog', { name: '¿Desbloquear la empresa?' })
    .getByTestId('dialog-confirm')
    .click();
  await expect(page.getByTestId('staff-done')).toHaveText('Empresa desbloqueada.');
  expect((await companyLogin(page, company.user)).status).toBe(0);
});

test('the already blocked company sees the office’s message at login', async ({ page }) => {
  const blocked = await staffBFactory(page.request).company({
    nombreComercial: `Transportes Olmedo ${uniqueWord('bloqueada')}`,
    bloqueo:
      'Cuenta bloqueada por el Servicio de Empleo: escribe a empleo@universidad.example para reactivarla.',
    usuario: { nombre: 'Olga', apellidos: 'Olmedo Paz' },
  });
  const refused = await companyLogin(page, blocked.user);
  expect(refused.status).toBe(9);
  expect(refused.mensaje).toContain('Cuenta bloqueada por el Servicio de Empleo');
});

test('merges a duplicate by CIF and manages the company’s users', async ({ page }) => {
  const word = uniqueWord('norte');
  const { keep, duplicate } = await buildDuplicates(page, word);
  const pradoWord = uniqueWord('prado');
  const prado = await staffBFactory(page.request).company({
    nombreComercial: `Servicios Prado ${pradoWord}`,
    usuario: { nombre: 'Paula', apellidos: 'Prado Sanz' },
    otroUsuario: {
      nombre: 'Pablo',
      apellidos: 'Prado Ortiz',
      empresa: `Servicios Prado Sur ${pradoWord}`,
    },
  });
  await staffSignIn(page, '/gestion/empresas');
  await searchCompanies(page, keep.nombreComercial);
  await page.getByRole('link', { name: keep.nombreComercial, exact: true }).click();
  const duplicates = page.getByTestId('company-duplicates');
  await expect(duplicates).toContainText(duplicate.nombreComercial);
  await expectAccessible(page, 'company with a duplicate', { scope: 'main' });
  await duplicates
    .getByRole('button', { name: `Fusionar en esta empresa: ${duplicate.nombreComercial}` })
    .click();
  const merge = page.getByRole('dialog', { name: '¿Fusionar las empresas?' });
  await expect(merge).toContainText('No se puede deshacer');
  await merge.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('staff-done')).toHaveText('Empresas fusionadas.');
  await expect(duplicates).toContainText('No hay otras empresas con este CIF.');
  await expect(page.getByTestId('company-user')).toHaveCount(2);
  await expect(page.getByTestId('company-user').filter({ hasText: duplicate.user })).toBeVisible();

  // Users of Servicios Prado: add one (set-password mail), remove another.
  const newcomer = `nuevo.${pradoWord}@e2e.es`;
  await page.goto('/gestion/empresas');
  await searchCompanies(page, prado.nombreComercial);
  await page.getByRole('link', { name: prado.nombreComercial, exact: true }).click();
  await page.getByTestId('company-add-user').click();
  const add = page.getByRole('dialog', { name: 'Añadir un usuario a la empresa' });
  await add.getByTestId('add-user-email').fill(newcomer);
  await add.getByTestId('add-user-nombre').fill('Nico');
  await add.getByTestId('add-user-apellidos').fill('Prado Nuevo');
  await expectAccessible(page, 'add user dialog');
  await add.getByTestId('add-user-save').click();
  await expect(page.getByTestId('staff-done')).toHaveText('Usuario añadido.');
  await expect(page.getByTestId('company-user').filter({ hasText: newcomer })).toContainText(
    'Nunca',
  );

  await page.getByRole('button', { name: 'Quitar a Pablo Prado Ortiz de la empresa' }).click();
  await page
    .getByRole('dialog', { name: '¿Quitar al usuario?' })
    .getByTestId('dialog-confirm')
    .click();
  await expect(page.getByTestId('staff-done')).toHaveText('Usuario quitado de la empresa.');
  await expect(page.getByTestId('company-user').filter({ hasText: 'Pablo' })).toHaveCount(0);
});
