import type { Page } from '@playwright/test';
import { factory, uniqueWord } from '../support/factory.ts';
import { staffBFactory } from '../support/factories-staff-b.ts';
import { expect, signIn, test } from '../support/fixtures.ts';
import { signInAsStaff } from '../support/staff.ts';

/** The spacing a reader may set (WCAG 1.4.12), as the criterion names it. */
const READER_SPACING = `*, *::before, *::after {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-bottom: 2em !important; }`;

/** The buttons', badges' and pills' texts that their box cuts (hidden overflow). */
const cutTexts = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll('.mantine-Button-root, .mantine-Badge-root, .mantine-Pill-root'),
    ].flatMap((box) => {
      const cut = [box, ...box.querySelectorAll('*')].some((part) => {
        const style = getComputedStyle(part);
        const hides = style.overflowX === 'hidden' || style.overflowX === 'clip';
        return hides && part.scrollWidth > part.clientWidth + 1;
      });
      return cut ? [`«${box.textContent}»`] : [];
    }),
  );

test.describe("the reader's text spacing", () => {
  test('cuts no text of the login page’s buttons, on a 320 px screen too', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/login/antiguos');
    const scopes = page.getByTestId('login-scopes');
    await expect(scopes.getByRole('link', { name: 'Antiguos alumnos' })).toBeVisible();
    expect(await cutTexts(page)).toEqual([]);
    await page.addStyleTag({ content: READER_SPACING });
    await expect(scopes.getByRole('link', { name: 'Antiguos alumnos' })).toBeVisible();
    expect(await cutTexts(page)).toEqual([]);
    // The three scopes stay side by side, each as tall as its text needs.
    const boxes = await scopes
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect()));
    expect(boxes).toHaveLength(3);
    expect(Math.max(...boxes.map((box) => box.top))).toBeLessThan(
      Math.min(...boxes.map((box) => box.bottom)),
    );
  });

  test('cuts no chosen province of the offer filters', async ({ page }) => {
    const candidate = await factory(page.request).candidate();
    await signIn(page, candidate, { path: '/ofertas-practicas?provincia=38' });
    const filters = page.getByTestId('offer-filters');
    await expect(filters.getByText('Santa Cruz de Tenerife')).toBeVisible();
    await page.addStyleTag({ content: READER_SPACING });
    await expect(filters.getByText('Santa Cruz de Tenerife')).toBeVisible();
    expect(await cutTexts(page)).toEqual([]);
  });

  test('cuts no state badge of a back-office list', async ({ page }) => {
    const word = uniqueWord('espaciado');
    await staffBFactory(page.request).company({
      nombreComercial: `Imprenta ${word}`,
      usuario: { nombre: 'Olga', apellidos: 'Ferrer Gil' },
      ofertas: [{ titulo: `Diseñador/a gráfico ${word}` }],
    });
    const manager = await factory(page.request).staff({ rol: 'gestor' });
    await signInAsStaff(page, manager.user, `/gestion/ofertas?empresa=${word}`);
    const row = page.getByRole('row').filter({ hasText: `Diseñador/a gráfico ${word}` });
    await expect(row.getByText('Pendiente de validación')).toBeVisible();
    await page.addStyleTag({ content: READER_SPACING });
    await expect(row.getByText('Pendiente de validación')).toBeVisible();
    expect(await cutTexts(page)).toEqual([]);
  });
});

test.describe('a segmented control on a narrow screen', () => {
  test('wraps its options instead of hiding the last ones', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    const manager = await factory(page.request).staff({ rol: 'gestor' });
    await signInAsStaff(page, manager.user, '/gestion/paginas');
    const choice = page.getByRole('main').getByRole('radiogroup').first();
    await expect(choice).toBeVisible();
    await page.addStyleTag({ content: READER_SPACING });
    const hidden = await choice.evaluate((group) => {
      const box = group.getBoundingClientRect();
      return [...group.querySelectorAll('label')]
        .filter((label) => {
          const option = label.getBoundingClientRect();
          return option.right > box.right + 1 || option.bottom > box.bottom + 1;
        })
        .map((label) => label.textContent);
    });
    expect(hidden).toEqual([]);
  });
});
