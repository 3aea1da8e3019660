import type { Page } from '@playwright/test';
import { factory, uniqueWord } from '../support/factory.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { signInAsStaff } from '../support/staff.ts';

const staffSignIn = (page: Page, email: string) => signInAsStaff(page, email);

test.describe('staff users', () => {
  test('an administrator invites a manager, promotes and deactivates them', async ({ page }) => {
    test.setTimeout(120_000);
    const make = factory(page.request);
    const admin = await make.staff({ nombre: 'Amparo', apellidos: 'Usuarios Vela' });
    const manager = await make.staff({ rol: 'gestor', nombre: 'Lidia', apellidos: 'Lista Pozo' });
    // A new address on every attempt: an invitation is never sent twice to the same one.
    const invited = `${uniqueWord('invitada')}@e2e.es`;
    await staffSignIn(page, admin.user);
    await page.getByRole('link', { name: 'Usuarios de gestión' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Usuarios de gestión' }),
    ).toBeVisible();
    // The list is paged and holds every other test's staff: the search finds this test's.
    await page.getByTestId('users-search').fill(manager.user);
    await expect(page.getByTestId('staff-users-table')).toContainText(manager.user);
    await expectAccessible(page, 'staff users');

    const form = page.getByTestId('invite-form');
    await form.getByRole('button', { name: 'Enviar invitación' }).click();
    await expect(
      form.getByText('Debes indicar una dirección de correo electrónico válida'),
    ).toBeVisible();
    await form.getByRole('textbox', { name: 'Email' }).fill(invited);
    await form.getByRole('textbox', { name: 'Nombre' }).fill('Paula');
    await form.getByRole('textbox', { name: 'Apellidos' }).fill('Serrano Gil');
    await form.getByRole('button', { name: 'Enviar invitación' }).click();
    await expect(page.getByTestId('users-notice')).toContainText(invited);
    await page.getByTestId('users-search').fill(invited);
    const row = page.getByTestId(`staff-user-${invited}`);
    await expect(row).toContainText('Invitación pendiente');
    await expect(row).toContainText('Gestor');

    await row.getByRole('button', { name: 'Hacer administrador a Paula Serrano Gil' }).click();
    await expect(row).toContainText('Administrador');
    await row.getByRole('button', { name: `Desactivar a ${invited}` }).click();
    await expect(page.getByRole('dialog', { name: 'Desactivar usuario' })).toBeVisible();
    await expectAccessible(page, 'deactivate dialog');
    await page.getByTestId('deactivate').getByTestId('dialog-confirm').click();
    await expect(row).toContainText('Desactivado');
    await expect(row.getByRole('button', { name: `Reactivar a ${invited}` })).toBeVisible();

    // Every action is in the audit log.
    await page.goto('/gestion/auditoria');
    await page.getByTestId('audit-text').fill(invited);
    await page.getByTestId('audit-search').click();
    await expect(page.getByTestId('audit-total')).toHaveText('3 acciones');
  });

  test('a manager sees no staff-users entry and cannot open the page', async ({ page }) => {
    const manager = await factory(page.request).staff({ rol: 'gestor' });
    await staffSignIn(page, manager.user);
    await expect(page.getByRole('link', { name: 'Candidatos' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Usuarios de gestión' })).toHaveCount(0);
    await page.goto('/gestion/usuarios');
    await expect(page).not.toHaveURL(/\/gestion\/usuarios/);
  });

  test('the set-password page without a token explains the link is incomplete', async ({
    page,
  }) => {
    await page.goto('/gestion/establecer-password');
    await expect(page.getByTestId('link-missing')).toBeVisible();
    await expectAccessible(page, 'staff set password without token');
  });
});
