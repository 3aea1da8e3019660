import { accounts } from '../support/accounts.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

// contenidos.empresa@demo.es only reads these pages: no spec changes its data.
test.describe('content pages for a company', () => {
  test('programmes: the list and a sheet', async ({ page }) => {
    await signIn(page, accounts.contenidosEmpresa, { path: '/programas-practicas-activos' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Programas de prácticas activos' }),
    ).toBeVisible();
    const card = page.getByTestId('programme-card').filter({ hasText: 'Programa Talento Europa' });
    await expect(card).toContainText('Fondo Social Europeo Plus');
    await expectAccessible(page, 'programme list (company)');
    await card.getByRole('link', { name: 'Ver programa Programa Talento Europa' }).click();
    const sheet = page.getByTestId('programme-sheet');
    await expect(sheet.getByRole('heading', { name: 'Programa Talento Europa' })).toBeVisible();
    await expect(sheet).toContainText('12 meses');
    await expectAccessible(page, 'programme sheet (company)');
  });

  test('guides, labour orientation and help are candidate pages: a company goes home', async ({
    page,
  }) => {
    await signIn(page, accounts.contenidosEmpresa);
    for (const path of ['/guias-orientacion', '/orientacion-laboral', '/ayuda']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('communications: the current ones for companies', async ({ page }) => {
    await signIn(page, accounts.contenidosEmpresa);
    // The home shows them too, with a link to the whole list.
    await page
      .getByTestId('home-communications')
      .getByRole('link', { name: 'Ver todas Comunicaciones' })
      .click();
    await expect(page).toHaveURL(/\/comunicaciones$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Comunicaciones' })).toBeVisible();
    const items = page.getByTestId('communication-item');
    await expect(items.filter({ hasText: /plan formativo y el tutor/ })).toBeVisible();
    await expect(items.filter({ hasText: 'El Foro de Empleo 2027' })).toBeVisible();
    await expect(page.getByText(/Abierto el plazo de solicitud de prácticas/)).toHaveCount(0);
    await expectAccessible(page, 'communications (company)');
  });
});
