import { factory, uniqueWord } from '../support/factory.ts';
import { companyFactory } from '../support/factories-companies.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

// A company of the test's own reads these pages; the programme and the communications it reads
// are the test's too, named with a word only they contain.
test.describe('content pages for a company', () => {
  test('programmes: the list and a sheet', async ({ page }) => {
    const titulo = `Programa Talento Europa ${uniqueWord('p')}`;
    await companyFactory(page.request).programme({ titulo });
    await signIn(page, await factory(page.request).company(), {
      path: '/programas-practicas-activos',
    });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Programas de prácticas activos' }),
    ).toBeVisible();
    const card = page.getByTestId('programme-card').filter({ hasText: titulo });
    await expect(card).toContainText('Fondo Social Europeo Plus');
    await expectAccessible(page, 'programme list (company)');
    await card.getByRole('link', { name: `Ver programa ${titulo}` }).click();
    const sheet = page.getByTestId('programme-sheet');
    await expect(sheet.getByRole('heading', { name: titulo })).toBeVisible();
    await expect(sheet).toContainText('12 meses');
    await expectAccessible(page, 'programme sheet (company)');
  });

  test('guides, labour orientation and help are candidate pages: a company goes home', async ({
    page,
  }) => {
    await signIn(page, await factory(page.request).company());
    for (const path of ['/guias-orientacion', '/orientacion-laboral', '/ayuda']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('communications: the current ones for companies', async ({ page }) => {
    const word = uniqueWord('c');
    const make = companyFactory(page.request);
    await make.communication({
      destinatarios: 'empresa',
      descripcion: `Recordad que las ofertas de prácticas (${word}) deben incluir el plan formativo y el tutor o tutora de empresa.`,
    });
    await make.communication({
      destinatarios: 'todos',
      descripcion: `El Foro de Empleo 2027 se celebrará en marzo (${word}). ¡Reserva la fecha!`,
    });
    await make.communication({
      destinatarios: 'alumno',
      descripcion: `Abierto el plazo de solicitud de prácticas curriculares (${word}) para el segundo cuatrimestre.`,
    });
    await signIn(page, await factory(page.request).company());
    // The home shows them too, with a link to the whole list.
    await page
      .getByTestId('home-communications')
      .getByRole('link', { name: 'Ver todas Comunicaciones' })
      .click();
    await expect(page).toHaveURL(/\/comunicaciones$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Comunicaciones' })).toBeVisible();
    const items = page.getByTestId('communication-item');
    await expect(
      items.filter({
        hasText: `(${word}) deben incluir el plan formativo y el tutor`,
      }),
    ).toBeVisible();
    await expect(
      items.filter({ hasText: `El Foro de Empleo 2027 se celebrará en marzo (${word})` }),
    ).toBeVisible();
    await expect(
      page.getByText(`Abierto el plazo de solicitud de prácticas curriculares (${word})`),
    ).toHaveCount(0);
    await expectAccessible(page, 'communications (company)');
  });
});
