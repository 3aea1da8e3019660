import type { Page } from '@playwright/test';
import { factory, uniqueWord } from '../support/factory.ts';
import { companyFactory } from '../support/factories-companies.ts';
import { staffBFactory } from '../support/factories-staff-b.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { choose } from '../support/mantine.ts';
import { listExportName, signInAsStaff } from '../support/staff.ts';

/**
 * Agreements, invoices and documentation in the back-office as a manager built for each test.
 * Each test changes only what it built: the agreements and invoices of its own shipyard and the
 * files it publishes itself.
 */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');

const staffSignIn = async (page: Page) => {
  const manager = await factory(page.request).staff({
    rol: 'gestor',
    nombre: 'Fermín',
    apellidos: 'Olmos Cuesta',
  });
  await signInAsStaff(page, manager.user);
};

/** A shipyard with seven agreements (two signed by the company) and no invoices. */
const buildShipyard = async (page: Page) => {
  const shipyard = await staffBFactory(page.request).agreementsCompany({
    palabra: uniqueWord('astillero'),
  });
  return { ...shipyard, option: `${shipyard.nombreComercial} (${shipyard.cif})` };
};

test.describe.configure({ timeout: 180_000 });

test('agreements: filter, send to secretariat, countersigned PDF, formalise, erroneous, export', async ({
  page,
}) => {
  const shipyard = await buildShipyard(page);
  await staffSignIn(page);
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Convenios', exact: true })
    .click();
  await expect(page).toHaveURL(/\/gestion\/convenios$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Convenios' })).toBeVisible({
    timeout: 30_000,
  });
  await choose(page, 'Empresa', shipyard.option, shipyard.nombreComercial);
  await expect(page.getByTestId('agreements-total')).toHaveText('7 convenios');
  await choose(page, 'Estado del convenio', 'Firmado por la empresa (2)');
  await expect(page.getByTestId('agreements-total')).toHaveText('2 convenios');
  await expectAccessible(page, '/gestion/convenios');

  const csvPromise = page.waitForEvent('download');
  await page.getByTestId('agreements-export-csv').click();
  expect((await csvPromise).suggestedFilename()).toMatch(listExportName('convenios', 'csv'));

  const table = page.getByTestId('staff-agreements');
  await table.getByRole('link').last().click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: new RegExp(`^Convenio n\\.º \\d+ · ${shipyard.nombreComercial}$`),
    }),
  ).toBeVisible();
  const actions = page.getByTestId('agreement-actions');
  await expect(actions.getByRole('button', { name: 'Enviar a secretaría' })).toBeVisible();
  await expectAccessible(page, 'agreement detail');

  await actions.getByRole('button', { name: 'Enviar a secretaría' }).click();
  const confirm = page.getByTestId('agreement-confirm');
  await expect(confirm).toContainText('La empresa recibirá un aviso.');
  await confirm.getByTestId('dialog-confirm').click();
  await expect(page.getByText('Estado del convenio: Enviado a secretaría.')).toBeVisible();

  // Formalising needs the university's signed PDF first: the button waits for it and says why.
  const formalise = actions.getByRole('button', { name: 'Formalizar' });
  await expect(formalise).toBeDisabled();
  await expect(formalise).toHaveAccessibleDescription(
    'Para formalizar el convenio, adjunta antes el PDF firmado por la universidad.',
  );

  const fileInput = page.locator('input[type="file"]');
  await page.getByTestId('countersigned-send').click();
  await expect(page.getByTestId('countersigned-file')).toHaveAccessibleDescription(
    'Este campo es requerido',
  );
  await fileInput.setInputFiles({ name: 'firmado.docx', mimeType: 'application/pdf', buffer: pdf });
  await page.getByTestId('countersigned-send').click();
  await expect(page.getByText('Solo se admiten ficheros PDF')).toBeVisible();
  await fileInput.setInputFiles({
    name: 'firmado-universidad.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await page.getByTestId('countersigned-send').click();
  await expect(page.getByTestId('countersigned-done')).toHaveText(
    'Convenio firmado por la universidad adjuntado.',
  );
  const files = page.getByTestId('agreement-files');
  const countersigned = page.waitForEvent('download');
  await files.getByRole('button', { name: 'Firmado por la universidad' }).click();
  expect((await countersigned).suggestedFilename()).toMatch(/^convenio-\d+-formalizado\.pdf$/);

  await expect(page.getByTestId('formalise-needs-file')).toHaveCount(0);
  await formalise.click();
  await confirm.getByTestId('dialog-confirm').click();
  await expect(page.getByText('Estado del convenio: Formalizado.')).toBeVisible();
  await expect(actions).toContainText('El convenio está en un estado final');
  // The formalised copy no longer changes: no upload form.
  await expect(page.getByTestId('countersigned-send')).toHaveCount(0);
  const history = page.getByTestId('agreement-history');
  await expect(history.getByRole('row')).toHaveCount(5);
  await expect(history).toContainText('Fermín Olmos Cuesta');
  await expectAccessible(page, 'formalised agreement');

  // The generated one: erroneous with a reason.
  // Back on the list (its filters start again), the shipyard's generated agreement.
  await page.getByRole('link', { name: 'Volver a los convenios' }).click();
  await choose(page, 'Empresa', shipyard.option, shipyard.nombreComercial);
  await choose(page, 'Estado del convenio', 'Generado (1)');
  await expect(page.getByTestId('agreements-total')).toHaveText('1 convenio');
  await page.getByTestId('staff-agreements').getByRole('link').first().click();
  await actions.getByRole('button', { name: 'Marcar como erróneo' }).click();
  const reason = page.getByTestId('agreement-reason');
  await reason.getByTestId('dialog-confirm').click();
  await expect(reason.getByTestId('dialog-text')).toHaveAccessibleDescription(
    /Este campo es requerido/,
  );
  await reason.getByTestId('dialog-text').fill('El firmante no tiene poderes de representación.');
  await reason.getByTestId('dialog-confirm').click();
  await expect(page.getByText('Estado del convenio: Erróneo.')).toBeVisible();
  await expect(page.getByTestId('agreement-data')).toContainText(
    'El firmante no tiene poderes de representación.',
  );
  await expect(page.getByTestId('agreement-data')).toContainText('Idioma del documentoEspañol');
});

test('invoices: issue a generated invoice, mark it paid, export', async ({ page }) => {
  const shipyard = await buildShipyard(page);
  await staffSignIn(page);
  await page.goto('/gestion/facturas');
  await expect(page.getByRole('heading', { level: 1, name: 'Facturas de empresas' })).toBeVisible();
  await choose(page, 'Empresa', shipyard.option, shipyard.nombreComercial);
  await expect(page.getByText('No hay facturas con estos filtros.')).toBeVisible();
  await expectAccessible(page, '/gestion/facturas');

  await page.getByTestId('new-invoice').click();
  const form = page.getByTestId('new-invoice-form');
  await form.getByTestId('invoice-send').click();
  await expect(form.getByTestId('invoice-concept')).toHaveAccessibleDescription(
    'Este campo es requerido',
  );
  await expectAccessible(page, 'new invoice form', { scope: '[role="dialog"]' });
  await form.getByRole('combobox', { name: 'Empresa' }).click();
  await form.getByRole('combobox', { name: 'Empresa' }).fill(shipyard.nombreComercial);
  await page.getByRole('option', { name: shipyard.option }).click();
  await form.getByTestId('invoice-concept').fill('Gestión de prácticas en astilleros');
  await form.getByTestId('invoice-amount').fill('12,5x');
  await form.getByTestId('invoice-send').click();
  await expect(form.getByTestId('invoice-amount')).toHaveAccessibleDescription(
    'El campo está mal formado',
  );
  await form.getByTestId('invoice-amount').fill('484,00');
  await form.getByTestId('invoice-send').click();
  await expect(
    page.getByText(
      new RegExp(`^Factura F-\\d{4}-\\d{4} emitida para ${shipyard.nombreComercial}\\.$`),
    ),
  ).toBeVisible();
  const table = page.getByTestId('staff-invoices');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Pendiente de pago');
  await expect(table).toContainText('Generada');
  await table.getByRole('button', { name: /^Marcar pagada: factura F-/ }).click();
  await expect(table).toContainText('Pagada');
  const pdfPromise = page.waitForEvent('download');
  await table.getByRole('button', { name: /^Descargar la factura F-/ }).click();
  expect((await pdfPromise).suggestedFilename()).toMatch(/^factura-F-\d{4}-\d{4}\.pdf$/);
  const xlsxPromise = page.waitForEvent('download');
  await page.getByTestId('export-xlsx').click();
  expect((await xlsxPromise).suggestedFilename()).toMatch(listExportName('facturas', 'xlsx'));
  await expectAccessible(page, '/gestion/facturas after issuing');
});

test('documentation: publish, edit and withdraw a file companies see', async ({ page }) => {
  // The office's documentation and a company's own documents, under this test's word.
  const word = uniqueWord('anexos');
  await companyFactory(page.request).documentationCompany({ palabra: word });
  const title = `Anexo IV: seguro de accidentes (gestión ${word})`;
  const edited = `Anexo IV: seguro (gestión ${word})`;
  await staffSignIn(page);
  await page.goto('/gestion/documentacion');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Documentación para empresas' }),
  ).toBeVisible();
  const table = page.getByTestId('staff-documentation');
  await expect(table).toContainText(
    `Anexo I: proyecto formativo de prácticas curriculares ${word}`,
  );
  await expect(page.getByTestId('company-documents')).toContainText(`Ingeniería Sierra ${word}`);
  await expectAccessible(page, '/gestion/documentacion');

  await page.getByTestId('publish-document').click();
  const form = page.getByTestId('documentation-form');
  // An order past its limit is said, and kept as typed until the reader mends it.
  await form.getByTestId('doc-order').fill('12000');
  await form.getByTestId('doc-save').click();
  await expect(form.getByTestId('doc-title')).toHaveAccessibleDescription(
    'Este campo es requerido',
  );
  await expect(form.getByTestId('doc-order')).toHaveAccessibleDescription(
    'El valor está fuera del rango permitido',
  );
  await expect(form.getByTestId('doc-order')).toHaveValue('12000');
  await form.getByTestId('doc-order').fill('12');
  await form.getByTestId('doc-title').fill(title);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'anexo-iv.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await expectAccessible(page, 'publish form', { scope: '[role="dialog"]' });
  await form.getByTestId('doc-save').click();
  await expect(page.getByText(`Documento «${title}» guardado.`)).toBeVisible();
  await expect(table).toContainText('anexo-iv.pdf');

  await table.getByRole('button', { name: `Editar ${title}` }).click();
  await form.getByTestId('doc-title').fill(edited);
  await form.getByTestId('doc-save').click();
  await expect(page.getByText(`Documento «${edited}» guardado.`)).toBeVisible();

  await table.getByRole('button', { name: `Retirar ${edited}` }).click();
  await page.getByTestId('documentation-remove').getByTestId('dialog-confirm').click();
  await expect(page.getByText(`Documento «${edited}» retirado.`)).toBeVisible();
  await expect(table).not.toContainText(`(gestión ${word})`);
});
