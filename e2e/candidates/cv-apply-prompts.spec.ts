import type { Page } from '@playwright/test';
import { factory, uniqueWord, type Account } from '../support/factory.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

/**
 * The 540 and 534 prompts when applying with an incomplete CV. The completeness rules are the
 * server's (API tests). 534: a built candidate has every required datum and no recommended one (no
 * experience, no presentation); 540 sets a required datum missing on the CV the page receives (a
 * candidate really missing required personal data is sent to /cv from every page).
 */

async function completeness(
  page: Page,
  value: {
    obligatoriosCompletos: boolean;
    faltan: { campo: string; seccion: string; obligatorio: boolean }[];
  },
): Promise<void> {
  await page.route('**/api/Alumno/dameCvUsuario', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { datos: { completitud: Record<string, unknown> } };
    body.datos.completitud = { ...body.datos.completitud, ...value };
    await route.fulfill({ response, json: body });
  });
}

/** Opens an offer sheet from its list, found by its title. */
async function openOffer(
  page: Page,
  account: Account,
  offer: { list: string; search: string; title: string },
): Promise<void> {
  await signIn(page, account, { path: `${offer.list}?titulo=${offer.search}` });
  await page.getByRole('link', { name: offer.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: offer.title })).toBeVisible();
  await expect(page.getByTestId('apply-panel')).toBeVisible();
}

test.describe('CV prompts when applying (534, 540)', () => {
  test('540: with required CV data missing the application is not sent', async ({ page }) => {
    await completeness(page, {
      obligatoriosCompletos: false,
      faltan: [{ campo: 'telefono', seccion: 'personales', obligatorio: true }],
    });
    const make = factory(page.request);
    const word = uniqueWord('ciber');
    const title = `Prácticas en ${word} y redes`;
    await make.offer({ familia: 'practicas', titulo: title });
    await openOffer(page, await make.candidate({ nombre: 'Elena' }), {
      list: '/ofertas-practicas',
      search: word,
      title,
    });
    // The pay as euros are written: both decimals, the grouping and the sign of the language.
    await expect(page.getByText('450,50 € al mes')).toBeVisible();
    let applied = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/Alumno/inscribirse')) {
        applied = true;
      }
    });
    await page.getByTestId('apply-button').click();
    // A refusal, told as one (an alert), not as a success.
    await expect(page.getByRole('alert')).toContainText(
      'Para inscribirte en las ofertas debes completar antes tu CV.',
    );
    expect(applied).toBe(false);
    await expect(page.getByTestId('apply-button')).toBeVisible();
    await expectAccessible(page, '540 prompt');
    // The banner's action (540's follow-up) opens the CV.
    await page.getByRole('button', { name: 'Completar mi CV' }).click();
    await expect(page).toHaveURL(/\/cv$/);
  });

  test('534: applying with recommended data missing succeeds and then suggests completing the CV', async ({
    page,
  }) => {
    // A job offer: student internships also ask for the social-security proof (11) first.
    const make = factory(page.request);
    const word = uniqueWord('soporte');
    const title = `Técnico/a de ${word} y sistemas`;
    await make.offer({ familia: 'empleo', titulo: title });
    await openOffer(page, await make.candidate({ nombre: 'Adrián', empleo: true }), {
      list: '/ofertas-empleo',
      search: word,
      title,
    });
    await page.getByTestId('apply-button').click();
    const modal = page.getByRole('dialog');
    // Internships may warn about credits first: the candidate goes on.
    await expect(page.getByTestId('cv-prompt').or(modal)).toBeVisible();
    if (await modal.isVisible()) {
      await modal.getByRole('button').last().click();
    }
    const prompt = page.getByTestId('cv-prompt');
    await expect(prompt).toContainText('Tu CV está incompleto');
    await expect(prompt.getByRole('link')).toHaveAttribute('href', '/cv');
    await expectAccessible(page, '534 prompt', { scope: 'main' });
  });
});
