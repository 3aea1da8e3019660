import { factory } from '../support/factory.ts';
import { E2E_MAINTENANCE_KEY } from '../support/env.ts';
import {
  expect,
  expectAccessible,
  navigate,
  patchBrand,
  signIn,
  submitLogin,
  test,
} from '../support/fixtures.ts';

test.describe('maintenance mode and god mode', () => {
  test('every page but /mantenimiento and /gma2019 leads to the maintenance page', async ({
    page,
  }) => {
    await patchBrand(page, { mantenimiento: true });
    await page.goto('/login');
    await expect(page).toHaveURL(/\/mantenimiento$/);
    for (const path of ['/', '/cv', '/no-existe', '/politica-de-privacidad']) {
      await navigate(page, path);
      await expect(page).toHaveURL(/\/mantenimiento$/);
    }
    await expect(
      page.getByRole('heading', { level: 1, name: 'Portal en mantenimiento' }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.goto('/gma2019');
    await expect(page).toHaveURL(/\/gma2019$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Gestión del modo mantenimiento' }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('god mode needs the operator key, checked by the server, and then opens the portal', async ({
    page,
  }) => {
    await patchBrand(page, { mantenimiento: true });
    await page.goto('/gma2019');
    const key = page.getByTestId('god-mode-key');
    await page.getByRole('button', { name: 'Activar el acceso' }).click();
    await expect(page.getByText('Este campo es requerido')).toBeVisible();
    await key.fill('una-clave-falsa');
    await page.getByRole('button', { name: 'Activar el acceso' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Clave no válida' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('godMode'))).toBeNull();
    await expectAccessible(page, 'god mode rejected');

    await key.fill(E2E_MAINTENANCE_KEY);
    await page.getByRole('button', { name: 'Activar el acceso' }).click();
    await expect(page.getByText('Acceso en mantenimiento activado')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('godMode'))).toBe('true');

    const student = await factory(page.request).candidate();
    await page.goto(student.login);
    await expect(page).toHaveURL(/\/login\/alumnos$/);
    await submitLogin(page, student.user);
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  });

  test('a session in maintenance mode without god mode is logged out', async ({ page }) => {
    await signIn(page, await factory(page.request).candidate());
    const stopPatching = await patchBrand(page, { mantenimiento: true });
    await page.reload();
    await expect(page).toHaveURL(/\/mantenimiento$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await stopPatching();
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('out of maintenance, /mantenimiento leads to /', async ({ page }) => {
    await page.goto('/mantenimiento');
    await expect(page).toHaveURL(/\/login$/);
  });
});
