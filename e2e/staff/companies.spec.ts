import { cifControlDigitFor } from '@portal/contracts';
import { DEMO_PASSWORD } from '../support/env.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { searchCompanies, signInAsStaff } from '../support/staff.ts';
import type { Page } from '@playwright/test';

// The companies of demo-staff-companies.ts exist for this spec only.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const staffSignIn = (page: Page, path: string) => signInAsStaff(page, 'gestor@demo.es', path);

const companyLogin = async (page: Page, email: string) =>
  (await (
    await page.request.post('/api/Empresa/logaUsuario', {
      data: { eUsuario: email, ePassword: DEMO_PASSWORD, eAmbito: 'PrivadoEmpresa' },
    })
  ).json()) as { status: number; mensaje: string | null };

test('lists companies with filters, approves an account request and validates a company', async ({
  page,
}) => {
  await staffSignIn(page, '/gestion/empresas');
  await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
  const request = page.getByTestId('account-request').filter({ hasText: 'Academia Solicitud' });
  await expect(request).toContainText('solicitud.gestion@demo.es');
  await expectAccessible(page, '/gestion/empresas');

  await request.getByRole('button', { name: 'Aprobar la solicitud de Academia Solicitud' }).click();
  const approve = page.getByRole('dialog', { name: '¿Aprobar la solicitud?' });
  await expect(approve).toHaveCSS('opacity', '1');
  await approve.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page.getByTestId('staff-done')).toContainText('Solicitud aprobada');
  await expect(request).toHaveCount(0);

  // Search by CIF written differently finds both duplicates; the state filter narrows.
  await searchCompanies(page, 'Logística');
  await expect(page.getByTestId('company-row')).toHaveCount(2);
  await searchCompanies(page, 'Valdés');
  await expect(page.getByTestId('company-row')).toHaveCount(1);
  await expect(page.getByTestId('company-row')).toContainText('Pendiente de validación');

  await page.getByRole('link', { name: 'Talleres Valdés' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ficha de empresa' })).toBeVisible();
  await expect(page.getByTestId('company-record')).toContainText('Talleres Valdés S.L.');
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
  const staff = (await (
    await page.request.post('/api/Gestion/logaUsuario', {
      data: { eUsuario: 'gestor@demo.es', ePassword: DEMO_PASSWORD },
    })
  ).json()) as { datos: { token: string } };
  const list = (await (
    await page.request.get('/api/Gestion/dameEmpresas', {
      headers: { authorization: `Bearer ${staff.datos.token}` },
    })
  ).json()) as { datos: { empresas: { cif: string; nombreComercial: string }[] } };
  const existing = list.datos.empresas.find((c) => /^[A-Z]\d{8}$/.test(c.cif));
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
  await requestAccount('Cooperativa Nueva', freshCif);
  // The same tax id as a company already in the portal, typed with lower case and a hyphen.
  await requestAccount(
    'Filial Conocida',
    `${known.cif.slice(0, 1).toLowerCase()}-${known.cif.slice(1)}`,
  );

  await staffSignIn(page, '/gestion/empresas');
  const fresh = page.getByTestId('account-request').filter({ hasText: 'Cooperativa Nueva' });
  const joined = page.getByTestId('account-request').filter({ hasText: 'Filial Conocida' });
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
  expect((await companyLogin(page, 'empresa.bloqueo.gestion@demo.es')).status).toBe(0);
  await staffSignIn(page, '/gestion/empresas');
  await searchCompanies(page, 'Cárdenas');
  await page.getByRole('link', { name: 'Ingeniería Cárdenas' }).click();
  await page.getByTestId('company-block').click();
  const dialog = page.getByRole('dialog', { name: 'Bloquear la empresa' });
  await dialog.getByTestId('dialog-confirm').click();
  await expect(dialog.getByTestId('dialog-text')).toHaveAccessibleDescription(/requerido/);
  await expectAccessible(page, 'block dialog');
  await dialog.getByTestId('dialog-text').fill(MESSAGE);
  await dialog.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('staff-done')).toHaveText('Empresa bloqueada.');
  await expect(page.getByTestId('company-record')).toContainText(MESSAGE);
  const refused = await companyLogin(page, 'empresa.bloqueo.gestion@demo.es');
  expect(refused.status).toBe(9);
  expect(refused.mensaje).toBe(MESSAGE);

  await page.getByTestId('company-unblock').click();
  await page
    .getByRole('dialog', { name: '¿Desbloquear la empresa?' })
    .getByTestId('dialog-confirm')
    .click();
  await expect(page.getByTestId('staff-done')).toHaveText('Empresa desbloqueada.');
  expect((await companyLogin(page, 'empresa.bloqueo.gestion@demo.es')).status).toBe(0);
});

test('the already blocked company sees the office’s message at login', async ({ page }) => {
  const refused = await companyLogin(page, 'empresa.bloqueada@demo.es');
  expect(refused.status).toBe(9);
  expect(refused.mensaje).toContain('Cuenta bloqueada por el Servicio de Empleo');
});

test('merges a duplicate by CIF and manages the company’s users', async ({ page }) => {
  await staffSignIn(page, '/gestion/empresas');
  await searchCompanies(page, 'Logística Norte');
  await page.getByRole('link', { name: 'Logística Norte', exact: true }).click();
  const duplicates = page.getByTestId('company-duplicates');
  await expect(duplicates).toContainText('Logística del Norte');
  await duplicates
    .getByRole('button', { name: 'Fusionar Logística del Norte en esta empresa' })
    .click();
  const merge = page.getByRole('dialog', { name: '¿Fusionar las empresas?' });
  await expect(merge).toContainText('No se puede deshacer');
  await merge.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('staff-done')).toHaveText('Empresas fusionadas.');
  await expect(duplicates).toContainText('No hay otras empresas con este CIF.');
  await expect(page.getByTestId('company-user')).toHaveCount(2);
  await expect(
    page.getByTestId('company-user').filter({ hasText: 'empresa.norte.duplicada@demo.es' }),
  ).toBeVisible();

  // Users of Servicios Prado: add one (set-password mail), remove another.
  await page.goto('/gestion/empresas');
  await searchCompanies(page, 'Servicios Prado');
  await page.getByRole('link', { name: 'Servicios Prado', exact: true }).click();
  await page.getByTestId('company-add-user').click();
  const add = page.getByRole('dialog', { name: 'Añadir un usuario a la empresa' });
  await add.getByTestId('add-user-email').fill('nuevo.prado@demo.es');
  await add.getByTestId('add-user-nombre').fill('Nico');
  await add.getByTestId('add-user-apellidos').fill('Prado Nuevo');
  await expectAccessible(page, 'add user dialog');
  await add.getByTestId('add-user-save').click();
  await expect(page.getByTestId('staff-done')).toHaveText('Usuario añadido.');
  await expect(
    page.getByTestId('company-user').filter({ hasText: 'nuevo.prado@demo.es' }),
  ).toContainText('Nunca');

  await page.getByRole('button', { name: 'Quitar a Pablo Prado Ortiz de la empresa' }).click();
  await page
    .getByRole('dialog', { name: '¿Quitar al usuario?' })
    .getByTestId('dialog-confirm')
    .click();
  await expect(page.getByTestId('staff-done')).toHaveText('Usuario quitado de la empresa.');
  await expect(page.getByTestId('company-user').filter({ hasText: 'Pablo' })).toHaveCount(0);
});
