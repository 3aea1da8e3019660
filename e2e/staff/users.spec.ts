import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { signInAsStaff } from '../support/staff.ts';

const staffSignIn = (page: Page, email: string) => signInAsStaff(page, email);

test.describe('staff users', () => {
  test('an administrator invites a manager, promotes and deactivates them', async ({ page }) => {
    test.setTimeout(120_000);
    await staffSignIn(page, 'admin.usuarios@demo.es');
    await page.getByRole('link', { name: 'Usuarios de gestión' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Usuarios de gestión' }),
    ).toBeVisible();
    await expect(page.getByTestId('staff-users-table')).toContainText('gestora@demo.es');
    await expectAccessible(page, 'staff users');

    const form = page.getByTestId('invite-form');
    await form.getByRole('button', { name: 'Enviar invitación' }).click();
    await expect(form.getByText('Escribe un email válido.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Email' }).fill('invitada.e2e@demo.es');
    await form.getByRole('textbox', { name: 'Nombre' }).fill('Paula');
    await form.getByRole('textbox', { name: 'Apellidos' }).fill('Serrano Gil');
    await form.getByRole('button', { name: 'Enviar invitación' }).click();
    await expect(page.getByTestId('users-notice')).toContainText('invitada.e2e@demo.es');
    const row = page.getByTestId('staff-user-invitada.e2e@demo.es');
    await expect(row).toContainText('Invitación pendiente');
    await expect(row).toContainText('Gestor');

    await row.getByRole('button', { name: 'Hacer administrador a Paula Serrano Gil' }).click();
    await expect(row).toContainText('Administrador');
    await row.getByRole('button', { name: 'Desactivar a invitada.e2e@demo.es' }).click();
    await expect(page.getByRole('dialog', { name: 'Desactivar usuario' })).toBeVisible();
    await expectAccessible(page, 'deactivate dialog');
    await page.getByTestId('deactivate-confirm').click();
    await expect(row).toContainText('Desactivado');
    await expect(
      row.getByRole('button', { name: 'Reactivar a invitada.e2e@demo.es' }),
    ).toBeVisible();

    // Every action is in the audit log.
    await page.goto('/gestion/auditoria');
    await page.getByTestId('audit-text').fill('invitada.e2e@demo.es');
    await page.getByTestId('audit-search').click();
    await expect(page.getByTestId('audit-total')).toHaveText('3 acciones');
  });

  test('a manager sees no staff-users entry and cannot open the page', async ({ page }) => {
    await staffSignIn(page, 'gestora@demo.es');
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
