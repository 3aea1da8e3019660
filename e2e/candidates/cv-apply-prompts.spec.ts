import type { Page } from '@playwright/test';
import { accounts } from '../support/accounts.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

/**
 * Issue 11: the 540 and 534 prompts when applying with an incomplete CV. The completeness rules
 * are the server's (API tests); here the CV's completeness is set per test so the apply screen
 * meets each case. Account used by no other spec (it applies to an offer).
 */
const cvComplete = accounts.cvCompleto;

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

async function openFirstOffer(page: Page): Promise<void> {
  await signIn(page, cvComplete, { path: '/ofertas-practicas' });
  const item = page.getByTestId('offer-item').first();
  await expect(item).toBeVisible();
  await item.getByRole('link').first().click();
  await expect(page.getByTestId('apply-panel')).toBeVisible();
}

test.describe('CV prompts when applying (issue 11: 534, 540)', () => {
  test.fixme('540: with required CV data missing the application is not sent', async ({ page }) => {
    await completeness(page, {
      obligatoriosCompletos: false,
      faltan: [{ campo: 'telefono', seccion: 'personales', obligatorio: true }],
    });
    await openFirstOffer(page);
    let applied = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/Alumno/inscribirse')) {
        applied = true;
      }
    });
    await page.getByTestId('apply-button').click();
    await expect(
      page.getByText('Para inscribirte en las ofertas debes completar antes tu CV.'),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: /Completar (mi|tu|el) CV/i }).first(),
    ).toHaveAttribute('href', '/cv');
    expect(applied).toBe(false);
    await expect(page.getByTestId('apply-button')).toBeVisible();
    await expectAccessible(page, '540 prompt', { scope: 'main' });
  });

  test.fixme('534: applying with recommended data missing succeeds and then suggests completing the CV', async ({
    page,
  }) => {
    await completeness(page, {
      obligatoriosCompletos: true,
      faltan: [{ campo: 'enlacePortfolio', seccion: 'portfolio', obligatorio: false }],
    });
    await openFirstOffer(page);
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
