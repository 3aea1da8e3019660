import type { Page } from '@playwright/test';
import { candidateFactory } from '../support/factories-candidates.ts';
import { factory, uniqueWord } from '../support/factory.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

/** Signs in as a new student, who only reads these pages. */
async function signInAsStudent(page: Page, path: string) {
  await signIn(page, await factory(page.request).candidate({ nombre: 'Lucía' }), { path });
}

// Guides, programmes and communications are everyone's: the ones a test builds carry a word no
// other test uses, and the lists are narrowed to them.
test.describe('content pages for a candidate', () => {
  test('guides: search by title, expand and collapse a description, no match', async ({ page }) => {
    const word = uniqueWord('guia');
    const make = candidateFactory(page.request);
    await make.guide({
      titulo: `La entrevista de trabajo ${word}`,
      descripcion:
        '<p>Tipos de entrevista, preguntas habituales y cómo responder con el método STAR.</p>',
      urlFichero: '/guias/guia-entrevista.pdf',
    });
    await make.guide({
      titulo: `Tu marca personal en redes ${word}`,
      descripcion: '<p>LinkedIn, portfolio y presencia digital profesional.</p>',
    });
    await signInAsStudent(page, '/guias-orientacion');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Guías de orientación' }),
    ).toBeVisible();
    const cards = page.getByTestId('guide-card');
    const search = page.getByRole('searchbox', { name: 'Buscar por título' });
    await search.fill(word);
    await expect(cards).toHaveCount(2);
    await expect(page.getByText('2 guías')).toBeVisible();
    await expectAccessible(page, 'guides');

    await search.fill(`entrevista de trabajo ${word}`);
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
    await signInAsStudent(page, '/orientacion-laboral');
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
    await signInAsStudent(page, '/ayuda');
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
    const title = `Programa Talento ${uniqueWord('europa')}`;
    await candidateFactory(page.request).programme({
      titulo: title,
      financiacion: 'Fondo Social Europeo Plus',
      meses: 12,
    });
    await signInAsStudent(page, '/programas-practicas-activos');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Programas de prácticas activos' }),
    ).toBeVisible();
    const card = page.getByTestId('programme-card').filter({ hasText: title });
    await expect(card).toContainText('Fondo Social Europeo Plus');
    await expect(card).toContainText('12 meses');
    await expectAccessible(page, 'programme list');
    await card.getByRole('link', { name: `Ver programa ${title}` }).click();
    const sheet = page.getByTestId('programme-sheet');
    await expect(sheet.getByRole('heading', { name: title })).toBeVisible();
    await expect(sheet).toContainText('Fondo Social Europeo Plus');
    await expect(page.getByRole('button', { name: 'Solicitar adhesión' })).toBeVisible();
    await expectAccessible(page, 'programme sheet');
    await page.getByRole('link', { name: 'Volver a los programas de prácticas' }).click();
    await expect(page.getByTestId('programme-card')).not.toHaveCount(0);
  });

  test('communications: the current ones for candidates, newest first, with their links', async ({
    page,
  }) => {
    const word = uniqueWord('plazo');
    const text = {
      newest: `Abierto el plazo ${word} de solicitud de prácticas curriculares.`,
      both: `El Foro de Empleo ${word} se celebrará en marzo. ¡Reserva la fecha!`,
      companies: `Recordad ${word} que las ofertas deben incluir el plan formativo y el tutor.`,
      expired: `Plazo cerrado ${word}: becas de movilidad internacional.`,
    };
    const make = candidateFactory(page.request);
    await make.communication({ descripcion: text.newest, enlace: '/ofertas-practicas' });
    await make.communication({
      destinatarios: 'todos',
      descripcion: text.both,
      enlace: '/eventos',
      desdeDias: -10,
      hastaDias: 60,
    });
    await make.communication({ destinatarios: 'empresa', descripcion: text.companies });
    await make.communication({ descripcion: text.expired, desdeDias: -30, hastaDias: -1 });
    await signInAsStudent(page, '/comunicaciones');
    await expect(page.getByRole('heading', { level: 1, name: 'Comunicaciones' })).toBeVisible();
    const items = page.getByTestId('communication-item');
    await expect(items.first()).toContainText(text.newest);
    await expect(items.filter({ hasText: text.both })).toBeVisible();
    // Expired ones and those for companies are not shown.
    await expect(page.getByText(text.expired)).toHaveCount(0);
    await expect(page.getByText(text.companies)).toHaveCount(0);
    await expectAccessible(page, 'communications');
    await items.first().getByRole('link', { name: 'Más información' }).click();
    await expect(page).toHaveURL(/\/ofertas-practicas$/);
  });
});
