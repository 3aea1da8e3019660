import { accounts } from '../support/accounts.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

// contenidos@demo.es (student and graduate) only reads these pages: no spec changes its data.
test.describe('content pages for a candidate', () => {
  test('guides: search by title, expand and collapse a description, no match', async ({ page }) => {
    await signIn(page, accounts.contenidos, { path: '/guias-orientacion' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Guías de orientación' }),
    ).toBeVisible();
    const cards = page.getByTestId('guide-card');
    // Five guides of the demo data and one the staff content spec edits (its title may change).
    await expect(cards).toHaveCount(6);
    await expect(page.getByText('6 guías')).toBeVisible();
    await expectAccessible(page, 'guides');

    const search = page.getByRole('searchbox', { name: 'Buscar por título' });
    await search.fill('entrevista de trabajo');
    await expect(cards).toHaveCount(1);
    await expect(page.getByText('1 guía', { exact: true })).toBeVisible();
    const card = cards.filter({ hasText: 'La entrevista de trabajo' });
    await expect(card.getByRole('link', { name: /Descargar/ })).toHaveAttribute(
      'href',
      '/guias/guia-entrevista.pdf',
    );
    const more = card.getByRole('button', { name: 'Ver más' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    const less = card.getByRole('button', { name: 'Ver menos' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(card).toContainText('método STAR');
    await expectAccessible(page, 'guide expanded', { scope: 'main' });
    await less.click();
    await expect(card.getByRole('button', { name: 'Ver más' })).toBeVisible();

    await search.fill('astronauta');
    await expect(cards).toHaveCount(0);
    await expect(page.getByText('Ninguna guía coincide con la búsqueda.')).toBeVisible();
  });

  test('labour orientation: the table of contents leads to each section', async ({ page }) => {
    await signIn(page, accounts.contenidos, { path: '/orientacion-laboral' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Orientación laboral' }),
    ).toBeVisible();
    await expect(page.getByText(/Universidad de Demostración te acompaña/)).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'En esta página' });
    await expect(toc.getByRole('link')).toHaveCount(5);
    await expectAccessible(page, 'labour orientation');
    await toc.getByRole('link', { name: 'Tu currículum' }).click();
    await expect(page).toHaveURL(/#orientacion-tu-curriculum$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Tu currículum' })).toBeInViewport();
    await page.getByRole('link', { name: 'Consulta y descarga las guías de orientación' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Guías de orientación' }),
    ).toBeVisible();
  });

  test('help: the FAQ opens one answer at a time and shows the contact address', async ({
    page,
  }) => {
    await signIn(page, accounts.contenidos, { path: '/ayuda' });
    await expect(page.getByRole('heading', { level: 1, name: 'Ayuda' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Preguntas frecuentes' }),
    ).toBeVisible();
    const question = page.getByRole('button', { name: '¿Cómo me inscribo en una oferta?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/pulsa Inscribirme/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'practicas@universidad-demo.es' })).toHaveAttribute(
      'href',
      'mailto:practicas@universidad-demo.es',
    );
    await expectAccessible(page, 'help');
  });

  test('programmes: the list and a sheet with the adhesion request', async ({ page }) => {
    await signIn(page, accounts.contenidos, { path: '/programas-practicas-activos' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Programas de prácticas activos' }),
    ).toBeVisible();
    const card = page.getByTestId('programme-card').filter({ hasText: 'Programa Talento Europa' });
    await expect(card).toContainText('Fondo Social Europeo Plus');
    await expect(card).toContainText('12 meses');
    await expectAccessible(page, 'programme list');
    await card.getByRole('link', { name: 'Ver programa Programa Talento Europa' }).click();
    const sheet = page.getByTestId('programme-sheet');
    await expect(sheet.getByRole('heading', { name: 'Programa Talento Europa' })).toBeVisible();
    await expect(sheet).toContainText('Fondo Social Europeo Plus');
    await expect(page.getByRole('button', { name: 'Solicitar adhesión' })).toBeVisible();
    await expectAccessible(page, 'programme sheet');
    await page.getByRole('link', { name: 'Volver a los programas de prácticas' }).click();
    await expect(page.getByTestId('programme-card')).not.toHaveCount(0);
  });

  test('communications: the current ones for candidates, newest first, with their links', async ({
    page,
  }) => {
    await signIn(page, accounts.contenidos, { path: '/comunicaciones' });
    await expect(page.getByRole('heading', { level: 1, name: 'Comunicaciones' })).toBeVisible();
    const items = page.getByTestId('communication-item');
    await expect(items.first()).toContainText(
      'Abierto el plazo de solicitud de prácticas curriculares',
    );
    await expect(items.filter({ hasText: 'El Foro de Empleo 2027' })).toBeVisible();
    // Expired ones and those for companies are not shown.
    await expect(page.getByText('Plazo cerrado: becas de movilidad internacional.')).toHaveCount(0);
    await expect(page.getByText(/plan formativo y el tutor/)).toHaveCount(0);
    await expectAccessible(page, 'communications');
    await items.first().getByRole('link', { name: 'Más información' }).click();
    await expect(page).toHaveURL(/\/ofertas-practicas$/);
  });
});
