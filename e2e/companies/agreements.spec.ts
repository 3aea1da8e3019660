import type { Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { companyFactory } from '../support/factories-companies.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

// The test builds a company with one management contact, one billing account, agreements in every
// state and the agreement data saved last time, and generates and uploads an agreement of its own.

test.describe.configure({ timeout: 120_000 });

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');

/** Pastes text into a box the way the clipboard would (a real paste event). */
async function paste(box: Locator, text: string): Promise<void> {
  await box.focus();
  await box.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text', value);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** A text field by its accessible name (the required asterisk is hidden from it). */
const field = (page: Page, name: string): Locator =>
  page.getByRole('textbox', { name, exact: true });

async function ibanBoxes(page: Page): Promise<string[]> {
  const values: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    values.push(await page.getByTestId(`iban-${String(i)}`).inputValue());
  }
  return values;
}

test('new agreement: validation after the first press, IBAN paste and error, popup, PDF, signed upload', async ({
  page,
}) => {
  const company = await companyFactory(page.request).agreementsCompany();
  await signIn(page, company, { path: '/nuevo-convenio-colaboracion' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Nuevo convenio de Colaboración' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Datos del firmante' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Detalles del convenio' })).toBeVisible();
  // The only contact and the only billing account are preselected; the saved signer is prefilled.
  await expect(page.getByTestId('agreement-contact')).toHaveValue(/Pablo Gestión Prado/);
  await expect(page.getByTestId('agreement-account')).toHaveValue(/Laboratorios Prado/);
  await expect(field(page, 'Nombre')).toHaveValue('Inés');
  await expect(page.getByText(/Información básica sobre protección de datos/)).toBeVisible();
  await expect(page.getByTestId('agreement-language')).toHaveText(
    'El convenio se redacta en español; para tenerlo en inglés, cambia el idioma del portal a inglés antes de generarlo.',
  );
  await expect(
    page.getByRole('radio', { name: 'Digital (electrónica con certificado)' }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: 'En papel' })).toBeVisible();

  // No error before the first press; then every problem shows.
  await field(page, 'Nombre').fill('');
  await field(page, 'Cargo').fill('Di');
  await expect(page.getByText('Este campo es requerido')).toHaveCount(0);
  // Progressive questions: annual order only with an order number; its text only when annual.
  await expect(page.getByText('¿El número de pedido es anual?')).toHaveCount(0);
  await page.getByRole('switch', { name: '¿Requiere número de pedido?' }).check({ force: true });
  await page.getByRole('radio', { name: 'Sí' }).check();
  await expect(field(page, 'Número de pedido anual')).toBeVisible();
  await page.getByRole('radio', { name: 'Domiciliación' }).check();
  await expect(page.getByTestId('iban-0')).toBeVisible();
  await page.getByRole('button', { name: 'Descargar convenio' }).click();
  await expect(field(page, 'Nombre')).toHaveAccessibleDescription('Este campo es requerido');
  await expect(field(page, 'Cargo')).toHaveAccessibleDescription(
    'El campo no tiene la longitud mínima requerida',
  );
  await expect(field(page, 'Número de pedido anual')).toHaveAccessibleDescription(
    'Este campo es requerido',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page, 'agreement form with errors');

  await field(page, 'Nombre').fill('Inés');
  await field(page, 'Cargo').fill('Directora de personas');
  await field(page, 'Número de pedido anual').fill('PED-E2E-1');

  // A whole IBAN pasted into the first box spreads over the five; this one fails its check digits.
  await paste(page.getByTestId('iban-0'), 'ES00 2100 0418 4502 0005 1332');
  expect(await ibanBoxes(page)).toEqual(['ES00', '2100', '0418', '45', '0200051332']);
  await page.getByRole('button', { name: 'Descargar convenio' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Desea continuar?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/se guardarán en el perfil de la empresa/)).toBeVisible();
  await expectAccessible(page, 'confirmation popup');
  await dialog.getByRole('button', { name: 'Si, generar convenio' }).click();
  // The popup stays open on failure and says why.
  await expect(dialog.getByRole('alert')).toContainText('El IBAN indicado no es válido');
  await dialog.getByRole('button', { name: 'No, revisar formulario' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByText('El IBAN indicado no es válido. Revisa los dígitos de la cuenta.'),
  ).toBeVisible();

  await paste(page.getByTestId('iban-0'), 'ES91 2100 0418 4502 0005 1332');
  expect(await ibanBoxes(page)).toEqual(['ES91', '2100', '0418', '45', '0200051332']);
  await page.getByRole('button', { name: 'Descargar convenio' }).click();
  await expect(dialog).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Si, generar convenio' }).click();
  const download = await downloadPromise;
  const fileName = download.suggestedFilename();
  expect(fileName).toMatch(/^convenio-\d+\.pdf$/);
  const id = /\d+/.exec(fileName)?.[0] ?? '';
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('agreement-created')).toContainText('Convenio generado');

  // Upload the signed agreement: PDF only, progress, new state; the list shows it.
  await page.getByRole('link', { name: 'Ir a subir el convenio firmado' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Subir convenio firmado' }),
  ).toBeVisible();
  const row = page.getByTestId(`agreement-${id}`);
  await expect(row).toContainText('Generado');
  await expect(page.getByTestId('agreements-table')).toContainText('Formalizado');
  await expect(page.getByTestId('agreements-table')).toContainText('Erróneo');
  await expectAccessible(page, '/subir-convenio-firmado');

  await page.getByTestId('upload-agreement').click();
  await page.getByRole('option', { name: new RegExp(`^N\\.º ${id} ·`) }).click();
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: 'firmado.docx',
    mimeType: 'application/octet-stream',
    buffer: pdf,
  });
  await page.getByRole('button', { name: 'Subir convenio firmado' }).click();
  await expect(page.getByText('Solo se admiten ficheros PDF')).toBeVisible();
  await fileInput.setInputFiles({ name: 'firmado.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Subir convenio firmado' }).click();
  await expect(page.getByTestId('upload-done')).toHaveText(
    `Convenio n.º ${id} subido. Estado: Firmado por la empresa.`,
  );
  await expect(page.getByTestId('upload-progress')).toBeVisible();
  await expect(row).toContainText('Firmado por la empresa');
  const signedPromise = page.waitForEvent('download');
  await row.getByRole('button', { name: `Descargar el convenio firmado n.º ${id}` }).click();
  expect((await signedPromise).suggestedFilename()).toBe(`convenio-${id}-firmado.pdf`);
  await expectAccessible(page, '/subir-convenio-firmado after upload');
});

test('a company reading in English is told so and gets the agreement written in English', async ({
  page,
}) => {
  const company = await companyFactory(page.request).agreementsCompany();
  await signIn(page, company, { path: '/nuevo-convenio-colaboracion' });
  await page.evaluate(() => {
    localStorage.setItem('lang', 'en');
  });
  await page.reload();
  await expect(page.getByTestId('agreement-language')).toHaveText(
    'The agreement is written in English; to have it in Spanish, switch the portal to Spanish before generating it.',
  );
  await expect(page.getByTestId('agreement-contact')).toHaveValue(/Pablo Gestión Prado/);
  await expectAccessible(page, 'agreement form in English', { scope: 'main' });
  await page.getByRole('button', { name: 'Download agreement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Do you want to continue?' });
  const downloadPromise = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Yes, generate agreement' }).click();
  const download = await downloadPromise;
  const pdf = await readFile(await download.path());
  // The document's title, kept uncompressed in its information dictionary.
  expect(pdf.toString('latin1')).toContain(
    'Educational cooperation agreement for external academic internships',
  );
  await expect(page.getByTestId('agreement-created')).toContainText('Agreement generated');
});
