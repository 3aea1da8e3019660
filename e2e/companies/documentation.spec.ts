import { uniqueWord } from '../support/factory.ts';
import { companyFactory } from '../support/factories-companies.ts';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

// Each test builds a company with two documents it uploaded, an internship with a requested
// document and two agreements, and the careers office's documentation under titles with the test's
// word (the documentation is every company's).
async function documentationCompany(page: Page) {
  const word = uniqueWord('d');
  const account = await companyFactory(page.request).documentationCompany({ palabra: word });
  return { account, word };
}

test.describe.configure({ timeout: 120_000 });

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');

test('documentation: agreements, annexes by audience, training notes and downloads', async ({
  page,
}) => {
  const { account, word } = await documentationCompany(page);
  await signIn(page, account, { path: '/documentacion/1' });
  await expect(page.getByRole('heading', { level: 1, name: 'Documentación' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('tab', { name: 'Convenios', selected: true })).toBeVisible();
  const agreements = page.getByTestId('agreements-table');
  await expect(agreements).toContainText('Formalizado');
  await expect(agreements).toContainText('Generado');
  // The formalised agreement offers the company's signed copy and the university's as well.
  const formalised = agreements.getByRole('row').filter({ hasText: 'Formalizado' });
  for (const [name, file] of [
    [/^Descargar el convenio firmado n\.º \d+$/, /^convenio-\d+-firmado\.pdf$/],
    [/^Descargar el convenio formalizado n\.º \d+$/, /^convenio-\d+-formalizado\.pdf$/],
  ] as const) {
    const download = page.waitForEvent('download');
    await formalised.getByRole('button', { name }).click();
    expect((await download).suggestedFilename()).toMatch(file);
  }
  await expectAccessible(page, '/documentacion/1');

  await page.getByRole('tab', { name: 'Anexos de prácticas' }).click();
  await expect(page).toHaveURL(/\/documentacion\/2$/);
  const annexes = page.getByTestId('annexes');
  await expect(annexes).toContainText(
    `Anexo I: proyecto formativo de prácticas curriculares ${word}`,
  );
  await expect(annexes).toContainText(`Anexo de prácticas para titulados ${word}`);
  const downloadPromise = page.waitForEvent('download');
  await annexes
    .getByRole('button', {
      name: `Descargar Anexo I: proyecto formativo de prácticas curriculares ${word}`,
    })
    .click();
  expect((await downloadPromise).suggestedFilename()).toBe('anexo-i-proyecto-formativo.pdf');
  await expectAccessible(page, '/documentacion/2');

  // Graduates only: the /titulados suffix.
  await page.getByRole('radio', { name: 'Titulados' }).click();
  await expect(page).toHaveURL(/\/documentacion\/2\/titulados$/);
  await expect(annexes).toContainText(`Anexo de prácticas para titulados ${word}`);
  await expect(annexes).not.toContainText('Anexo I: proyecto formativo');

  await page.getByRole('tab', { name: 'Notas informativas' }).click();
  await expect(page).toHaveURL(/\/documentacion\/3\/titulados$/);
  const notes = page.getByTestId('notes');
  await expect(notes).toContainText(`Nota informativa: prácticas curriculares ${word}`);
  await expect(notes).toContainText('Extracurriculares');
  await expectAccessible(page, '/documentacion/3/titulados');

  // A link with the /estudiantes suffix opens that audience directly.
  await page.goto('/documentacion/4/estudiantes');
  await expect(page.getByRole('tab', { name: 'Otros documentos', selected: true })).toBeVisible();
  await expect(page.getByTestId('others-general')).toContainText(
    `Guía de buenas prácticas para entidades colaboradoras ${word}`,
  );
  await expect(page.getByText('Programa: Programa Talento Europa')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Todos' }).click();
  await expect(page).toHaveURL(/\/documentacion\/4$/);
  await expect(
    page.getByRole('heading', { name: `Programa: Programa Talento Europa ${word}` }),
  ).toBeVisible();
});

test("other documents: the company's own uploads and its internships' documents", async ({
  page,
}) => {
  const { account } = await documentationCompany(page);
  await signIn(page, account, { path: '/documentacion/4' });
  const own = page.getByTestId('own-documents');
  await expect(own).toBeVisible({ timeout: 30_000 });
  await expect(own).toContainText('Póliza de responsabilidad civil');
  await expect(own).toContainText('Certificado de estar al corriente con Hacienda');
  const internship = page.getByTestId('internship-documents');
  await expect(internship).toContainText('Informe intermedio del estudiante');
  await expect(internship).toContainText('Hugo Llorente Sanz');
  await expect(internship).toContainText('Pendiente de entrega');
  await expectAccessible(page, '/documentacion/4');

  // Errors only after the first press.
  const name = page.getByTestId('own-doc-name');
  await expect(page.getByText('Este campo es requerido')).toHaveCount(0);
  await page.getByRole('button', { name: 'Aportar documento' }).click();
  await expect(name).toHaveAccessibleDescription('Este campo es requerido');

  await name.fill('Plan de prevención de riesgos');
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: 'plan.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ binario'),
  });
  await page.getByRole('button', { name: 'Aportar documento' }).click();
  await expect(page.getByText('Este tipo de fichero no esta permitido')).toBeVisible();
  // A renamed file is refused by the server (checked by content).
  await fileInput.setInputFiles({
    name: 'plan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('no es un pdf'),
  });
  await page.getByRole('button', { name: 'Aportar documento' }).click();
  await expect(page.getByText('Este tipo de fichero no esta permitido')).toBeVisible();

  await fileInput.setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Aportar documento' }).click();
  await expect(page.getByTestId('own-doc-done')).toHaveText(
    'Documento «Plan de prevención de riesgos» aportado.',
  );
  await expect(own.getByRole('row').nth(1)).toContainText('Plan de prevención de riesgos');
  const downloadPromise = page.waitForEvent('download');
  await own.getByRole('button', { name: 'Descargar Plan de prevención de riesgos' }).click();
  expect((await downloadPromise).suggestedFilename()).toBe('Plan de prevención de riesgos.pdf');

  await own.getByRole('button', { name: 'Eliminar Plan de prevención de riesgos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar documento' });
  await expect(dialog).toContainText('¿Quieres eliminar «Plan de prevención de riesgos»?');
  await expectAccessible(page, 'delete document dialog', { scope: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(
    page.getByText('Documento «Plan de prevención de riesgos» eliminado.'),
  ).toBeVisible();
  await expect(own).not.toContainText('Plan de prevención de riesgos');
});

test('on a 390 px phone the agreements keep their whole state visible', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { account } = await documentationCompany(page);
  await signIn(page, account, { path: '/documentacion/1' });
  const agreements = page.getByTestId('agreements-table');
  await expect(agreements).toContainText('Formalizado');
  for (const state of ['Formalizado', 'Generado']) {
    const badge = agreements
      .getByTestId('agreement-state')
      .filter({ hasText: new RegExp(`^${state}$`) })
      .first();
    await badge.scrollIntoViewIfNeeded();
    await expect(badge).toBeInViewport({ ratio: 1 });
    // The label is drawn whole, not cut to «FO…».
    const cut = await badge.evaluate((root) => {
      const label = root.querySelector('.mantine-Badge-label') ?? root;
      return label.scrollWidth > label.clientWidth + 1 || root.scrollWidth > root.clientWidth + 1;
    });
    expect(cut).toBe(false);
  }
  // The table scrolls in its own box, which a keyboard reaches while it has something to scroll.
  await expect(page.locator('.mantine-ScrollArea-viewport', { has: agreements })).toHaveAttribute(
    'tabindex',
    '0',
  );
  await expectAccessible(page, '/documentacion/1 at 390 px');
  // Wide enough for the table, the box has nothing to scroll and adds no tab stop.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(
    page.locator('.mantine-ScrollArea-viewport', { has: agreements }),
  ).not.toHaveAttribute('tabindex', /.*/);
});
