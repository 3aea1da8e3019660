import { candidateFactory } from '../support/factories-candidates.ts';
import { factory, uniqueWord } from '../support/factory.ts';
import { signInAsStaff } from '../support/staff.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';

/** The different scroll positions seen over the next `frames` animation frames. */
const scrollPositionsOverFrames = (page: Page, frames: number): Promise<number[]> =>
  page.evaluate(
    (count) =>
      new Promise<number[]>((resolve) => {
        const seen = new Set<number>();
        let left = count;
        const tick = () => {
          seen.add(Math.round(window.scrollY));
          left -= 1;
          if (left > 0) {
            requestAnimationFrame(tick);
          } else {
            resolve([...seen]);
          }
        };
        requestAnimationFrame(tick);
      }),
    frames,
  );

test.describe('dark mode, language and layout', () => {
  test('dark mode survives a reload', async ({ page }) => {
    await page.goto('/login');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    const toggle = page.getByRole('button', { name: 'Modo oscuro' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('img', { name: /Portal de Empleo/ })).toHaveAttribute(
      'src',
      '/brand/logo-dark.svg',
    );
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('button', { name: 'Modo oscuro' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectAccessible(page, 'login in dark mode');
  });

  test('English survives a reload and <html lang> follows', async ({ page }) => {
    await page.goto('/login/empresas');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Companies and collaborating organisations',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Companies and collaborating organisations · Portal de Empleo');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Companies and collaborating organisations',
    );
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectAccessible(page, 'login in English');
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Empresas o entidades colaboradoras',
    );
  });

  test('the signed-in shell is translated too', async ({ page }) => {
    await signIn(page, await factory(page.request).company({ nombre: 'Elena' }));
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.getByTestId('greeting')).toHaveText('Hello, Elena');
    await expect(page.getByRole('link', { name: /Manage your offers/ }).first()).toBeVisible();
    await expectAccessible(page, 'company home in English');
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  });

  test('the header shrinks after 120 px of scroll (70 px at 768 px wide or less)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    // A home long enough to scroll: the newest offers open to the student.
    const make = factory(page.request);
    const company = await make.company();
    for (const titulo of ['Prácticas en redes', 'Prácticas en datos', 'Prácticas en diseño']) {
      await make.offer({ companyId: company.id, titulo });
    }
    await signIn(page, await make.candidate());
    const header = page.getByTestId('app-header');
    await expect(header).not.toHaveAttribute('data-shrunk', /.*/);
    await page.evaluate(() => {
      window.scrollTo(0, 100);
    });
    await expect(header).not.toHaveAttribute('data-shrunk', /.*/);
    await page.evaluate(() => {
      window.scrollTo(0, 130);
    });
    await expect(header).toHaveAttribute('data-shrunk', 'true');
    // Shrinking moves nothing: the page stays where the reader put it (it used to move up by the
    // 20 px the header gave up, then grow and shrink in a loop), and stays still.
    await expect.poll(() => scrollPositionsOverFrames(page, 30)).toEqual([130]);
    await expect(header).toHaveAttribute('data-shrunk', 'true');

    await page.setViewportSize({ width: 768, height: 600 });
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await expect(header).not.toHaveAttribute('data-shrunk', /.*/);
    await page.evaluate(() => {
      window.scrollTo(0, 80);
    });
    await expect(header).toHaveAttribute('data-shrunk', 'true');
  });

  test('works at 360 px wide: no horizontal scroll, menu behind a button', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/login');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expectAccessible(page, 'login at 360 px');
    await signIn(page, await factory(page.request).candidate());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(menu).toBeHidden();
    const burger = page.getByRole('button', { name: 'Abrir el menú' });
    await burger.click();
    await expect(menu).toBeVisible();
    await expectAccessible(page, 'menu at 360 px');
    await menu.getByRole('link', { name: 'Mi CV' }).click();
    await expect(page).toHaveURL(/\/cv$/);
    await expect(menu).toBeHidden();
  });

  test('at 320 px a page whose heading is one long word scrolls only down', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signIn(page, await factory(page.request).candidate(), { path: '/comunicaciones' });
    await expect(page.getByRole('heading', { level: 1, name: 'Comunicaciones' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(320);
  });

  test('at 320 px a list whose search box is 320 px wide fits it to the screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const staff = await factory(page.request).staff({ rol: 'gestor' });
    await signInAsStaff(page, staff.user, '/gestion/noticias');
    const search = page.getByTestId('staff-news-search');
    await expect(search).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(320);
    expect((await search.boundingBox())?.width).toBeLessThan(320);
  });

  test('at 320 px a wide table with a link to open in a new tab scrolls in its box, not the page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    // One long word: the title's column is wide, so the file's link starts beyond the screen.
    const titulo = uniqueWord('Guíadeorientaciónprofesional');
    await candidateFactory(page.request).guide({
      titulo,
      descripcion: '<p>Una guía con fichero.</p>',
      urlFichero: 'https://example.org/guia.pdf',
    });
    const staff = await factory(page.request).staff({ rol: 'gestor' });
    await signInAsStaff(page, staff.user, `/gestion/guias?texto=${encodeURIComponent(titulo)}`);
    const table = page.getByTestId('staff-guides');
    await expect(table.getByRole('row', { name: new RegExp(titulo) })).toBeVisible();
    // The link's hidden «opens in a new tab» is placed inside the table's box, not beyond the page.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(320);
    // The table is wider than the screen: its own box scrolls, and a keyboard can reach it.
    await expect(table.locator('xpath=..')).toHaveAttribute('tabindex', '0');
  });
});
