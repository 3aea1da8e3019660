import type { Page } from '@playwright/test';
import { factory, uniqueWord } from '../support/factory.ts';
import { candidateFactory } from '../support/factories-candidates.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { listExportName, signInAsStaff } from '../support/staff.ts';

/**
 * The back-office content lists search and export what they show: guides searched by title,
 * events by text, each downloaded as CSV and XLSX. The test builds a guide and an event with a
 * word of its own, so each search finds one row.
 */
const staffSignIn = async (page: Page) =>
  signInAsStaff(page, (await factory(page.request).staff({ rol: 'gestor' })).user);

test('guides and events lists search and export their rows', async ({ page }) => {
  const word = uniqueWord('video');
  const guide = `Guía para preparar la entrevista por ${word}`;
  const event = `Taller de ${word} para la búsqueda de empleo`;
  await candidateFactory(page.request).guide({
    titulo: guide,
    descripcion: 'Consejos para una entrevista a distancia.',
  });
  await factory(page.request).event({ titulo: event });
  await staffSignIn(page);

  await page.goto('/gestion/guias');
  const guides = page.getByTestId('staff-guides');
  await expect(guides.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('guides-search').fill(`ENTREVISTA ${word}`);
  await expect(guides.getByRole('row')).toHaveCount(2);
  await expect(guides).toContainText(guide);
  await expectAccessible(page, 'guides searched');
  const guidesCsv = page.waitForEvent('download');
  await page.getByTestId('guides-export-csv').click();
  expect((await guidesCsv).suggestedFilename()).toMatch(listExportName('guias', 'csv'));
  const guidesXlsx = page.waitForEvent('download');
  await page.getByTestId('guides-export-xlsx').click();
  expect((await guidesXlsx).suggestedFilename()).toMatch(listExportName('guias', 'xlsx'));

  await page.goto('/gestion/eventos');
  const events = page.getByTestId('staff-events');
  await expect(page.getByTestId('events-search')).toBeVisible({ timeout: 30_000 });
  await page.locator('label[for$="-todos"]').click();
  await page.getByTestId('events-search').fill(`${word} para la`);
  await expect(events.getByRole('row')).toHaveCount(2);
  await expect(events).toContainText(event);
  await expectAccessible(page, 'events searched');
  const eventsCsv = page.waitForEvent('download');
  await page.getByTestId('events-export-csv').click();
  expect((await eventsCsv).suggestedFilename()).toMatch(listExportName('eventos', 'csv'));
  const eventsXlsx = page.waitForEvent('download');
  await page.getByTestId('events-export-xlsx').click();
  expect((await eventsXlsx).suggestedFilename()).toMatch(listExportName('eventos', 'xlsx'));
});

test('a list loaded whole sorts by a header over all its rows and pages them by 25', async ({
  page,
}) => {
  const word = uniqueWord('paginada');
  const guides = candidateFactory(page.request);
  for (let n = 1; n <= 26; n += 1) {
    await guides.guide({
      titulo: `Guía ${word} ${String(n).padStart(2, '0')}`,
      descripcion: 'Una guía de la lista paginada.',
    });
  }
  await staffSignIn(page);
  await page.goto('/gestion/guias');
  await page.getByTestId('guides-search').fill(word);
  const table = page.getByTestId('staff-guides');
  // 25 rows and the header row; the pager below.
  await expect(table.getByRole('row')).toHaveCount(26);
  await expect(page.getByRole('button', { name: 'Página 2' })).toBeVisible();

  const title = page.getByRole('columnheader', { name: 'Título' });
  await title.getByRole('button').click();
  await expect(page).toHaveURL(/orden=titulo/);
  await expect(title).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.getByRole('row').nth(1)).toContainText(`${word} 01`);
  await title.getByRole('button').click();
  await expect(page).toHaveURL(/orden=-titulo/);
  await expect(title).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('row').nth(1)).toContainText(`${word} 26`);

  // The last page holds the one row left over, the first in ascending order.
  await page.getByRole('button', { name: 'Página 2' }).click();
  await expect(page).toHaveURL(/pagina=2/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(`${word} 01`);
  await expectAccessible(page, 'guides sorted and paged');

  // A new search starts again on the first page.
  await page.getByTestId('guides-search').fill(`${word} 26`);
  await expect(page).not.toHaveURL(/pagina=/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(`${word} 26`);
  await expect(page.getByRole('button', { name: 'Página 2' })).toHaveCount(0);
});
