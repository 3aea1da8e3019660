import { expect, type Download, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './env.ts';

/**
 * Searches /gestion/empresas once the page has loaded, submitting the search form from its text
 * box (Enter). The list keeps its previous rows until the search answers: wait for the rows
 * expected before asserting on one of them.
 */
export async function searchCompanies(page: Page, text: string): Promise<void> {
  await expect(page.getByTestId('company-total')).toBeVisible();
  await expect(page.getByTestId('account-requests').getByRole('status')).toHaveCount(0);
  const search = page.getByTestId('company-search');
  await search.fill(text);
  await search.press('Enter');
}

interface LoginAnswer {
  status: number;
  datos: { token: string; conPracticas: boolean; conEmpleo: boolean; primerAcceso: boolean };
}

/**
 * Signs a careers-office user in through the API and stores the session as /gestion/login does,
 * then opens `path` (default: the dashboard). For specs where signing in is a precondition, not
 * the subject: the staff login form itself is covered by back-office.spec.ts. It spares each test
 * the login page and, with a path, the dashboard it would pass through.
 */
export async function signInAsStaff(page: Page, email: string, path = '/gestion'): Promise<void> {
  const response = await page.request.post('/api/Gestion/logaUsuario', {
    data: { eUsuario: email, ePassword: DEMO_PASSWORD },
  });
  const answer = (await response.json()) as LoginAnswer;
  expect(answer.status).toBe(0);
  // A same-origin document without the app, to write the session before the app starts.
  await page.goto('/theme-init.js');
  await page.evaluate((datos) => {
    localStorage.setItem('token', datos.token);
    localStorage.setItem('userType', 'gestor');
    localStorage.setItem('remember', 'true');
    localStorage.setItem('hasPracticas', String(datos.conPracticas));
    localStorage.setItem('hasEmpleo', String(datos.conEmpleo));
    localStorage.setItem('primerAcceso', String(datos.primerAcceso));
    localStorage.setItem('loggedby', 'Gestion');
  }, answer.datos);
  await page.goto(path);
}

/** The downloaded CSV's lines, without the BOM. */
export async function csvLines(download: Download): Promise<string[]> {
  const chunks = (await (await download.createReadStream()).toArray()) as Buffer[];
  return Buffer.concat(chunks).toString('utf8').replace('\uFEFF', '').trim().split('\r\n');
}

/** Clicks an export button and gives the file the browser received. */
export async function exportAs(page: Page, testId: string): Promise<Download> {
  const download = page.waitForEvent('download');
  await page.getByTestId(testId).click();
  return download;
}

/**
 * The name a back-office list export is saved under: its base in the reader's language and the
 * day it was asked (`ofertas-2026-12-05.csv`, `offers-2026-12-05.csv`).
 */
export const listExportName = (base: string, extension: 'csv' | 'xlsx'): RegExp =>
  new RegExp(`^${base}-\\d{4}-\\d{2}-\\d{2}\\.${extension}$`);
