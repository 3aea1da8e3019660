import type { Locator, Page } from '@playwright/test';
import { factory, uniqueWord } from '../support/factory.ts';
import { candidateFactory } from '../support/factories-candidates.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { signInAsStaff, csvLines, exportAs, listExportName } from '../support/staff.ts';

/**
 * The staff communications, programmes and news lists search every word (accents and case
 * ignored, in any order and field), say when nothing matches, and export what they show as CSV or
 * XLSX. Each test builds its row with a word of its own, so the search finds only that row.
 */
const staffSignIn = async (page: Page) =>
  signInAsStaff(page, (await factory(page.request).staff({ rol: 'gestor' })).user);

/** A search where one word matches rows and the other none leaves nothing: every word counts. */
async function expectNoMatch(page: Page, search: Locator, text: string, message: string) {
  await search.fill(text);
  await expect(page.getByTestId('no-match')).toHaveText(message);
}

test('communications: search by every word, no-match message, CSV and XLSX export', async ({
  page,
}) => {
  const word = uniqueWord('foro');
  const text = `El ${word} de Empleo 2027 se celebrará en marzo. ¡Reserva la fecha!`;
  await candidateFactory(page.request).communication({
    destinatarios: 'todos',
    descripcion: text,
    enlace: '/eventos',
  });
  await staffSignIn(page);
  await page.goto('/gestion/comunicaciones');
  await expect(page.getByRole('heading', { level: 1, name: 'Comunicaciones' })).toBeVisible();
  const table = page.getByTestId('staff-communications');
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  const search = page.getByTestId('communications-search');

  await search.fill(`MARZO ${word.toUpperCase()}`);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(`El ${word} de Empleo 2027 se celebrará en marzo.`);
  await expectAccessible(page, 'communications searched');

  const csv = await exportAs(page, 'communications-export-csv');
  expect(csv.suggestedFilename()).toMatch(listExportName('comunicaciones', 'csv'));
  const lines = await csvLines(csv);
  expect(lines[0]).toBe('"Id";"Texto";"Destinatarios";"Desde";"Hasta";"Estado";"Enlace"');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"${text}";"Candidatos y empresas";`);
  expect(lines[1]).toContain('"Publicada";"/eventos"');
  const xlsx = await exportAs(page, 'communications-export-xlsx');
  expect(xlsx.suggestedFilename()).toMatch(listExportName('comunicaciones', 'xlsx'));

  await expectNoMatch(
    page,
    search,
    `${word} inexistente`,
    'Ninguna comunicación coincide con la búsqueda.',
  );
  await expectAccessible(page, 'communications without a match');
});

test('programmes: search by every word, no-match message, CSV export', async ({ page }) => {
  const word = uniqueWord('talento');
  await candidateFactory(page.request).programme({
    titulo: `Programa ${word} Europa`,
    financiacion: 'Fondo Social Europeo Plus',
    tiposEstudios: 'Grado y Máster',
    meses: 12,
  });
  await staffSignIn(page);
  await page.goto('/gestion/programas');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Programas de prácticas' }),
  ).toBeVisible();
  const table = page.getByTestId('staff-programmes');
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  const search = page.getByTestId('programmes-search');

  await search.fill(`europa ${word.toUpperCase()}`);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(`Programa ${word} Europa`);
  await expectAccessible(page, 'programmes searched');

  const csv = await exportAs(page, 'programmes-export-csv');
  expect(csv.suggestedFilename()).toMatch(listExportName('programas', 'csv'));
  const lines = await csvLines(csv);
  expect(lines[0]).toBe(
    '"Id";"Título";"Inicio";"Fin";"Meses";"Dedicación (%)";"Financiación";"Tipos de estudios";"Activo";"Adhesiones pendientes";"Adhesiones aceptadas";"Adhesiones rechazadas"',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"Programa ${word} Europa";`);
  expect(lines[1]).toContain('"12";"80";"Fondo Social Europeo Plus";"Grado y Máster";"Sí";');

  await expectNoMatch(page, search, `${word} marte`, 'Ningún programa coincide con la búsqueda.');
  await expectAccessible(page, 'programmes without a match');
});

test('news: search by every word of title and source, no-match message, CSV export', async ({
  page,
}) => {
  const word = uniqueWord('universidad');
  const title = `La ${word}, entre las diez mejores en empleabilidad`;
  await factory(page.request).news({
    tipo: 'prensa',
    titulo: title,
    fuente: 'Diario de la Educación',
    enlaceExterno: 'https://prensa.example/universidad-empleabilidad',
    diasAtras: 5,
  });
  await staffSignIn(page);
  await page.goto('/gestion/noticias');
  await expect(page.getByRole('heading', { level: 1, name: 'Noticias y prensa' })).toBeVisible();
  const table = page.getByTestId('staff-news');
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  const search = page.getByTestId('staff-news-search');

  // «Educación» is a word of the source, «universidad» of the title.
  await search.fill(`EDUCACION ${word}`);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(title);
  await expectAccessible(page, 'news searched');

  const csv = await exportAs(page, 'staff-news-export-csv');
  expect(csv.suggestedFilename()).toMatch(listExportName('noticias', 'csv'));
  const lines = await csvLines(csv);
  expect(lines[0]).toBe('"Id";"Título";"Tipo";"Fecha de publicación";"Fuente";"Estado";"Enlace"');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"${title}";"Prensa";`);
  expect(lines[1]).toContain(
    '"Diario de la Educación";"Publicada";"https://prensa.example/universidad-empleabilidad"',
  );

  await expectNoMatch(
    page,
    search,
    `${word} inexistente`,
    'Ninguna noticia coincide con la búsqueda.',
  );
  await expectAccessible(page, 'news without a match');
});
