import { readFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { factory, uniqueWord } from '../support/factory.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';
import { choose as pickOption } from '../support/mantine.ts';
import { signInAsStaff } from '../support/staff.ts';

/**
 * Images and files of the careers office's content are uploads, as a manager each test builds: a
 * new guide with its PDF and image, a new public event with its image; a candidate (who only
 * reads) sees them. Titles carry a word of the attempt's own: a retry creates and finds its own.
 */
async function staffSignIn(page: Page) {
  const manager = await factory(page.request).staff({ rol: 'gestor' });
  await signInAsStaff(page, manager.user);
}

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) {
      crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
    }
  }
  return ~crc >>> 0;
}

/** A real PNG of a flat colour (what a browser can draw). */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      rows.set([30, 90, 160], y * (width * 3 + 1) + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function choose(
  page: Page,
  testId: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId(`${testId}-upload`).click();
  await (await chooser).setFiles(file);
}

/** Whether an <img> has really been drawn (its bytes loaded and decoded). */
const isDrawn = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;
const drawn = (page: Page, selector: string) => page.locator(selector).evaluate(isDrawn);

test('a guide with an uploaded PDF and image; a candidate downloads it', async ({ page }) => {
  test.setTimeout(150_000);
  const title = `Guía de prácticas en el extranjero ${uniqueWord('becas')}`;
  const reader = await factory(page.request).candidate({
    nombre: 'Noelia',
    apellidos: 'Lectora Gil',
  });
  await staffSignIn(page);
  await page.goto('/gestion/guias');
  await expect(page.getByRole('heading', { level: 1, name: 'Guías de orientación' })).toBeVisible();
  await page.getByTestId('guide-new').click();
  await page.getByTestId('guide-title').fill(title);
  await page
    .getByTestId('guide-description')
    .fill('<p>Becas, seguros y convenios internacionales.</p>');

  // A file that says it is a PDF but is not: refused by its content.
  await choose(page, 'guide-file', {
    name: 'guia.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ this is not a PDF'),
  });
  await expect(page.getByTestId('guide-file')).toContainText(
    'Este tipo de fichero no esta permitido',
  );
  await choose(page, 'guide-file', {
    name: 'Guía extranjero.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await expect(page.getByTestId('guide-file-done')).toContainText('Guía extranjero.pdf');
  await expect(page.getByTestId('guide-file-url')).toHaveValue(
    /^\/api\/Usuario\/archivoContenido\//,
  );
  await choose(page, 'guide-image', {
    name: 'portada.png',
    mimeType: 'image/png',
    buffer: png(60, 40),
  });
  await expect(page.getByTestId('guide-image-done')).toBeVisible();
  await expect(page.getByTestId('guide-image').getByRole('img')).toBeVisible();
  await expectAccessible(page, 'guide form with uploads', { scope: '[role="dialog"]' });
  await page.getByTestId('guide-save').click();
  await expect(page.getByTestId('guide-done')).toContainText(title);

  await signIn(page, reader, { path: '/guias-orientacion' });
  const card = page.getByTestId('guide-card').filter({ hasText: title });
  await expect(card.getByTestId('guide-image')).toBeVisible();
  await expect.poll(() => card.locator('img[src^="blob:"]').evaluate(isDrawn)).toBe(true);
  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: title }).click();
  // Saved under the guide's title; the bytes are the uploaded PDF.
  const saved = await download;
  expect([title, `${title}.pdf`]).toContain(saved.suggestedFilename());
  expect((await readFile(await saved.path())).equals(pdf)).toBe(true);
  await expectAccessible(page, 'guides with an uploaded image');
});

test('a public event with an uploaded image; a candidate sees it', async ({ page }) => {
  test.setTimeout(150_000);
  const word = uniqueWord('movilidad');
  const title = `Feria ${word} de prácticas internacionales`;
  const reader = await factory(page.request).candidate({
    nombre: 'Noelia',
    apellidos: 'Lectora Gil',
  });
  await staffSignIn(page);
  await page.goto('/gestion/eventos');
  await expect(page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
  await page.getByTestId('event-new').click();
  const form = page.getByTestId('event-form');
  await page.getByTestId('event-title').fill(title);
  await form.getByLabel('Entradilla').fill('Empresas y programas de movilidad.');
  await page.getByTestId('event-date').fill('2030-05-12T11:00');
  await form.getByLabel('Lugar').fill('Pabellón Polideportivo');
  await pickOption(form, 'Categoría', 'Ferias de empleo');
  await page.getByTestId('event-description').fill('Stands de empresas y universidades.');
  // Places below 1 are refused on the field, not quietly turned into 1.
  const places = page.getByTestId('event-places');
  await places.fill('0');
  await page.getByTestId('event-save').click();
  await expect(places).toHaveAccessibleDescription(/El valor está fuera del rango permitido/);
  await places.fill('40');
  const big = Buffer.concat([png(10, 10), Buffer.alloc(2 * 1024 * 1024 + 10)]);
  await choose(page, 'event-image', { name: 'enorme.png', mimeType: 'image/png', buffer: big });
  await expect(page.getByTestId('event-image')).toContainText(
    'La imagen supera el tamaño máximo permitido (2 MB).',
  );
  await choose(page, 'event-image', {
    name: 'feria.png',
    mimeType: 'image/png',
    buffer: png(80, 50),
  });
  await expect(page.getByTestId('event-image-done')).toContainText('feria.png');
  await expect(page.getByTestId('event-image-url')).toHaveValue(
    /^\/api\/Publico\/archivoContenido\/[0-9a-f-]+\.png$/,
  );
  await expectAccessible(page, 'event form with an upload', { scope: '[role="dialog"]' });
  await page.getByTestId('event-save').click();
  await expect(page.getByTestId('event-done')).toBeVisible();
  const link = page.getByRole('link', { name: title });
  const href = (await link.getAttribute('href')) ?? '';
  const id = /\/gestion\/eventos\/(\d+)/.exec(href)?.[1] ?? '';
  expect(id).not.toBe('');

  // The careers office gets the public address of a public event, to share it.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await link.click();
  const address = page.getByTestId('event-public-address-value');
  await expect(address).toHaveText(
    new RegExp(`/evento-publico/feria-${word}-de-practicas-internacionales`),
  );
  await expectAccessible(page, 'staff event with its public address', { scope: 'main' });
  await page.getByRole('button', { name: 'Copiar la dirección pública' }).click();
  await expect(page.getByRole('button', { name: 'Dirección copiada' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await address.textContent());
  await page.goto(new URL(copied).pathname);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  await signIn(page, reader, { path: `/eventos/${id}` });
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const image = 'img[src^="/api/Publico/archivoContenido/"]';
  await expect(page.locator(image)).toBeVisible();
  await expect.poll(() => drawn(page, image)).toBe(true);
  await expectAccessible(page, 'event sheet with an uploaded image');
});
