import type { Locator, Page } from '@playwright/test';
import { factory } from '../support/factory.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

/** Small things that look broken. */

const PHONE = { width: 390, height: 844 };

/** The text of a button fits its box: nothing clipped. */
async function expectNotClipped(button: Locator): Promise<void> {
  await expect(button).toBeVisible();
  const sizes = await button.evaluate((element) => {
    const label = element.querySelector('.mantine-Button-label') ?? element;
    return {
      label: [label.scrollWidth, label.clientWidth],
      button: [element.scrollWidth, element.clientWidth],
    };
  });
  expect(sizes.label[0], JSON.stringify(sizes)).toBeLessThanOrEqual((sizes.label[1] ?? 0) + 1);
  expect(sizes.button[0], JSON.stringify(sizes)).toBeLessThanOrEqual((sizes.button[1] ?? 0) + 1);
}

/** A student with an open survey addressed to them (home shows its card). */
async function studentWithSurvey(page: Page) {
  const make = factory(page.request);
  const student = await make.candidate();
  await make.survey({ titulo: 'Satisfacción con las prácticas', destinatarios: [student.id] });
  return student;
}

/** Makes the first open survey of the user mandatory (the data as served otherwise). */
async function oneMandatorySurvey(page: Page): Promise<void> {
  await page.route('**/api/Alumno/dameEncuestasUsuario', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      datos: { obligatoria: boolean; contestada: boolean; titulo: string }[];
    };
    const open = body.datos.find((survey) => !survey.contestada);
    if (open !== undefined) {
      open.obligatoria = true;
      open.titulo = 'Encuesta de satisfacción con las prácticas externas del curso 2026';
    }
    await route.fulfill({ response, json: body });
  });
}

test.describe('small things', () => {
  test("'Comenzar' fits on a phone: home survey card and the mandatory-survey dialog", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, await studentWithSurvey(page));
    const card = page.getByTestId('home-surveys').getByTestId('survey-card').first();
    await expectNotClipped(card.getByRole('link', { name: /Comenzar/ }));

    await oneMandatorySurvey(page);
    await page.reload();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectNotClipped(dialog.getByRole('link', { name: /Comenzar/ }));
    // The dialog adds no second banner landmark.
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expectAccessible(page, 'mandatory survey dialog on a phone');

    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNotClipped(dialog.getByRole('link', { name: /Comenzar/ }));
  });

  test('Escape closes the mobile menu and gives the focus back to its button', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, await factory(page.request).candidate());
    const burger = page.getByRole('button', { name: 'Abrir el menú' });
    await burger.click();
    const menu = page.locator('#main-menu');
    await expect(menu.getByRole('link', { name: 'Inicio' }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: 'Inicio' }).first()).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir el menú' })).toBeFocused();
  });

  test('the open mobile menu keeps the page it covers out of the keyboard’s reach', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, await factory(page.request).candidate());
    const inPageBehindMenu = () =>
      page.evaluate(() => document.activeElement?.closest('#main-content, footer') !== null);
    await page.getByRole('button', { name: 'Abrir el menú' }).click();
    const menu = page.locator('#main-menu');
    await menu.locator('a, button').last().focus();
    await page.keyboard.press('Tab');
    expect(await inPageBehindMenu()).toBe(false);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  });

  test('home banner thumbnails show their whole picture', async ({ page }) => {
    await signIn(page, await factory(page.request).candidate());
    const image = page.getByTestId('banner-home').locator('img');
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    const shown = await image.evaluate((element) => {
      const img = element as HTMLImageElement;
      const style = getComputedStyle(img);
      const natural = img.naturalWidth / img.naturalHeight;
      const box = img.clientWidth / img.clientHeight;
      return { fit: style.objectFit, natural, box };
    });
    // Cropping only when the box has the picture's shape anyway.
    const cropped = shown.fit === 'cover' && Math.abs(shown.natural - shown.box) > 0.05;
    expect(cropped, JSON.stringify(shown)).toBe(false);
  });

  test('logging out sends no call with the cleared session', async ({ page }) => {
    await signIn(page, await studentWithSurvey(page));
    await expect(page.getByTestId('home-surveys')).toBeVisible();
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() === 401) {
        refused.push(response.url());
      }
    });
    await page.goto('/logout', { waitUntil: 'commit' });
    await expect(page.getByRole('textbox', { name: 'Usuario' })).toBeVisible();
    // The calls that used to fire: wait until the login page has settled.
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
  });

  test('the date filter reads dd/mm/yyyy in the Spanish interface of an English browser', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale: 'en-US', baseURL });
    await context.addCookies([{ name: 'cookies_analiticas', value: 'no', url: baseURL ?? '' }]);
    await context.addInitScript(() => {
      window.localStorage.setItem('cookieAccepted', 'true');
    });
    const page = await context.newPage();
    await signIn(page, await factory(page.request).candidate(), { path: '/ofertas-practicas' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const date = page.getByRole('textbox', { name: /Inicio a partir del/ });
    await expect(date).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await date.fill('15/01/2027');
    await date.press('Enter');
    await expect(page).toHaveURL(/fechainicio=2027-01-15/);
    await expect(date).toHaveValue('15/01/2027');
    await context.close();
  });
});
