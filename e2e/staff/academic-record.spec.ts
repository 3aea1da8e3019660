import { writeFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { recordColumns } from '@portal/contracts';
import { factory } from '../support/factory.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { csvLines, signInAsStaff } from '../support/staff.ts';

/**
 * The academic record's back-office (/gestion/expediente) and the candidates' verification, as an
 * administrator each test builds. Each test maps degree codes of its own and imports people with DNIs
 * of its own (new accounts; never a full import, which would mark every other candidate as left).
 * One import runs at a time on a server (121): every import of the e2e suite is in this serial
 * block, and no other spec imports.
 */

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A valid DNI (8 digits and its check letter) no other test uses. */
function uniqueDni(): string {
  const digits = String(Math.floor(10_000_000 + Math.random() * 89_999_999));
  return `${digits}${DNI_LETTERS[Number(digits) % 23] ?? 'T'}`;
}

/**
 * A record file: the header, then one line per person (columns by name, the rest empty); `other`
 * adds a last column that is not the record's, as a university's own export may have.
 */
function recordCsv(
  rows: Partial<Record<(typeof recordColumns)[number], string>>[],
  other?: string,
): string {
  const tail = other === undefined ? [] : [other];
  return [
    [...recordColumns, ...tail].join(';'),
    ...rows.map((row) =>
      [...recordColumns.map((column) => row[column] ?? ''), ...tail.map(() => 'sí')].join(';'),
    ),
  ].join('\r\n');
}

/** A person enrolled in the degree with this code. */
const enrolled = (dni: string, codigo: string, apellidos: string) => ({
  dni,
  nombre: 'Prueba',
  apellidos,
  email_institucional: `${dni.toLowerCase()}@alumnos.e2e.es`,
  fecha_nacimiento: '04/03/2002',
  codigo_titulacion: codigo,
  estado: 'matriculado',
  curso: '2',
  creditos_superados: '60,5',
  nota_media: '7,25',
  fecha_inicio: '01/09/2024',
});

/** A new administrator's sign-in name. */
const newAdmin = async (page: Page) => (await factory(page.request).staff()).user;

/** The session token the page stored at sign-in, for the API calls that prepare a test's data. */
async function bearer(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  return { authorization: `Bearer ${token}` };
}

/** Maps a degree code of this test to the portal's first degree; gives the degree's name. */
async function mapDegreeCode(
  request: APIRequestContext,
  headers: Record<string, string>,
  codigo: string,
): Promise<string> {
  const degrees = (await (await request.get('/api/Dominios/titulaciones')).json()) as {
    datos: { id: number; descripcion: string }[];
  };
  const degree = degrees.datos[0];
  expect(degree).toBeDefined();
  const saved = await request.post('/api/Gestion/expediente/guardaCodigoTitulacion', {
    headers,
    data: { codigo, idTitulacion: degree?.id },
  });
  expect(((await saved.json()) as { status: number }).status).toBe(0);
  return degree?.descripcion ?? '';
}

test.describe.serial('academic record (imports run one at a time)', () => {
  test('previews a file with a refused row, downloads the report and applies the valid rows', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const run = uniqueDni().slice(0, 6);
    const code = `E2E${run}`;
    const valid = uniqueDni();
    const refused = uniqueDni();
    const fileName = `expediente-${run}.csv`;

    await signInAsStaff(page, await newAdmin(page));
    const degree = await mapDegreeCode(page.request, await bearer(page), code);
    const file = testInfo.outputPath(fileName);
    await writeFile(
      file,
      recordCsv(
        [
          enrolled(valid, code, `Válida ${run}`),
          enrolled(refused, `SIN${run}`, `Rechazada ${run}`),
        ],
        'Beca',
      ),
    );

    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Expediente académico' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Expediente académico' }),
    ).toBeVisible();
    await expect(page.getByTestId('record-header-line')).toHaveText(recordColumns.join(';'));
    await expect(page.getByTestId('record-history')).not.toContainText('Cargando');
    await expectAccessible(page, 'academic record');

    // The mapping made for this test is in the degree codes' tab.
    await page.getByRole('tab', { name: 'Códigos de titulación' }).click();
    await expect(page).toHaveURL(/seccion=codigos/);
    await expect(page.getByTestId(`code-${code}`)).toContainText(degree);
    await expectAccessible(page, 'degree codes');
    await page.getByRole('tab', { name: 'Importar' }).click();

    // Nothing chosen: the form says so.
    await page.getByRole('button', { name: 'Previsualizar' }).click();
    await expect(page.getByText('Elige el fichero que quieres importar.')).toBeVisible();

    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole('button', { name: 'Previsualizar' }).click();
    const preview = page.getByTestId('import-preview');
    await expect(preview).toContainText(`Previsualización de ${fileName}`);
    // «Previsualizar» was disabled while the file went up: the preview takes the focus.
    await expect(
      page.getByRole('region', { name: `Previsualización de ${fileName}` }),
    ).toBeFocused();
    await expect(page.getByTestId('preview-counts-filas')).toContainText('2');
    await expect(page.getByTestId('preview-counts-validas')).toContainText('1');
    await expect(page.getByTestId('preview-counts-rechazadas')).toContainText('1');
    await expect(page.getByTestId('preview-counts-nuevos')).toContainText('1');
    const refusedRow = page.getByTestId('refused-rows').getByRole('row', { name: `SIN${run}` });
    await expect(refusedRow).toContainText('codigo_titulacion');
    await expect(refusedRow.getByRole('cell').first()).toHaveText('3');
    // A column that is not the record's is named, not a reason to refuse the file.
    await expect(page.getByTestId('ignored-columns')).toContainText(
      'Una columna del fichero no se lee',
    );
    await expect(page.getByTestId('ignored-columns')).toContainText('se ignoran: «Beca»');
    const confirm = page.getByRole('button', { name: 'Confirmar importación' });
    await expect(confirm).toBeDisabled();
    await expect(page.getByTestId('confirm-blocked')).toBeVisible();
    await expectAccessible(page, 'import preview');

    // The report has every refused row, named after the file.
    const download = page.waitForEvent('download');
    await page.getByTestId('refused-report').click();
    const report = await download;
    expect(report.suggestedFilename()).toBe(`rechazadas-expediente-${run}.csv`);
    // Every cell is quoted (the export's CSV writer).
    const lines = (await csvLines(report)).map((line) => line.replaceAll('"', ''));
    expect(lines[0]).toBe('Línea;Columna;Motivo;Valor');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^3;codigo_titulacion;.+;SIN${run}$`));

    await page.getByRole('checkbox', { name: 'Aplicar solo las filas válidas' }).check();
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page.getByTestId('import-applied')).toContainText(
      `Importación de ${fileName} aplicada`,
    );
    await expect(page.getByTestId('import-applied')).toBeFocused();
    await expect(page.getByTestId('applied-counts-nuevos')).toContainText('1');
    await expect(page.getByTestId('applied-counts-rechazadas')).toContainText('1');
    await expect(preview).toHaveCount(0);
    await expectAccessible(page, 'import applied');

    // The history lists it, applied, with its refused rows' report.
    const row = page.getByTestId('record-history-row').filter({ hasText: fileName });
    await expect(row).toContainText('Aplicada');
    await expect(row).toContainText('Importación parcial');
    await expect(
      row.getByRole('button', {
        name: new RegExp(`Informe de filas rechazadas de ${fileName}`),
      }),
    ).toBeVisible();
  });

  test('a file without the record header fails, and the history keeps the reason', async ({
    page,
  }, testInfo) => {
    const fileName = `sin-cabecera-${uniqueDni().slice(0, 6)}.csv`;
    const file = testInfo.outputPath(fileName);
    await writeFile(file, 'nombre;apellidos\r\nAna;Gil\r\n');
    await signInAsStaff(page, await newAdmin(page), '/gestion/expediente');
    await expect(page.getByTestId('record-history')).not.toContainText('Cargando');
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole('button', { name: 'Previsualizar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'faltan columnas: dni' })).toBeVisible();

    const row = page.getByTestId('record-history-row').filter({ hasText: fileName });
    await expect(row).toContainText('Fallida');
    // On its own, the reason reads as a sentence.
    await expect(row.getByTestId('record-history-error')).toContainText('Faltan columnas: dni');
    await expectAccessible(page, 'failed import in the history');
  });

  test('a preview left by a reload opens again from the history; discarded, it is never applied', async ({
    page,
  }, testInfo) => {
    const run = uniqueDni().slice(0, 6);
    const code = `DES${run}`;
    const fileName = `descartada-${run}.csv`;
    const file = testInfo.outputPath(fileName);
    const dni = uniqueDni();
    await signInAsStaff(page, await newAdmin(page), '/gestion/expediente');
    const headers = await bearer(page);
    const degree = await mapDegreeCode(page.request, headers, code);
    // The person is a student of the record already; the new file says they left.
    const person = enrolled(dni, code, `Descartada ${run}`);
    const earlier = await page.request.post(
      `/api/Gestion/expediente/importar?fichero=antes-${run}.csv&modo=aplicar`,
      { headers: { ...headers, 'content-type': 'text/csv' }, data: recordCsv([person]) },
    );
    expect(((await earlier.json()) as { status: number }).status).toBe(0);
    await page.reload();
    await writeFile(file, recordCsv([{ ...person, estado: 'baja' }]));
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole('button', { name: 'Previsualizar' }).click();
    await expect(page.getByTestId('preview-counts-bajas')).toContainText('1');
    // Who leaves is named before anything changes.
    await expect(
      page.getByRole('heading', { level: 3, name: '1 titulación pasará a baja' }),
    ).toBeVisible();
    const leaver = page.getByTestId('leavers').getByRole('row', { name: dni });
    await expect(leaver).toContainText(`Descartada ${run}, Prueba`);
    await expect(leaver).toContainText(degree);
    await expect(leaver).toContainText('Baja en el fichero');
    await expectAccessible(page, 'preview with people leaving');
    // A reload leaves the preview waiting: the history opens it again, with the focus on it.
    await page.reload();
    const waiting = page.getByTestId('record-history-row').filter({ hasText: fileName });
    await expect(waiting).toContainText('Sin confirmar');
    await expect(page.getByTestId('import-preview')).toHaveCount(0);
    await waiting
      .getByRole('button', { name: `Revisar la importación sin confirmar de ${fileName}` })
      .click();
    await expect(page.getByTestId('import-preview')).toBeFocused();
    await expect(page.getByTestId('leavers').getByRole('row', { name: dni })).toBeVisible();
    await expect(page.getByTestId('preview-counts-nuevosTitulados')).toContainText(
      'Personas ya registradas que pasan a tituladas',
    );
    await page.getByRole('button', { name: 'Descartar' }).click();
    await expect(page.getByTestId('import-preview')).toHaveCount(0);
    // The preview's buttons are gone: the focus goes back to the file field.
    await expect(page.getByRole('button', { name: /Fichero del expediente/ })).toBeFocused();
    const row = page.getByTestId('record-history-row').filter({ hasText: fileName });
    await expect(row).toContainText('Descartada');
    await expectAccessible(page, 'discarded import in the history');
  });

  test('candidates are filtered by verification, and a verification is removed by hand', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const run = uniqueDni().slice(0, 6);
    const code = `E2V${run}`;
    const dni = uniqueDni();
    await signInAsStaff(page, await newAdmin(page));
    const headers = await bearer(page);
    await mapDegreeCode(page.request, headers, code);
    // The nightly job's way: one call that previews and applies.
    const imported = await page.request.post(
      `/api/Gestion/expediente/importar?fichero=verificados-${run}.csv&modo=aplicar`,
      {
        headers: { ...headers, 'content-type': 'text/csv' },
        data: Buffer.from(recordCsv([enrolled(dni, code, `Verificada ${run}`)]), 'utf8'),
      },
    );
    const answer = (await imported.json()) as { status: number; datos: { estado: string } };
    expect(answer.status).toBe(0);
    expect(answer.datos.estado).toBe('aplicada');

    await page.goto('/gestion/candidatos');
    await page.getByTestId('candidates-text').fill(dni);
    await page.getByTestId('candidates-verified').click();
    await page.getByRole('option', { name: 'Verificados' }).click();
    await page.getByTestId('candidates-search').click();
    await expect(page).toHaveURL(/verificado=si/);
    await expect(page.getByTestId('candidates-total')).toHaveText('1 candidato');
    const listed = page.getByTestId('candidates-row');
    await expect(listed).toContainText(`Verificada ${run}, Prueba`);
    await expect(listed).toContainText('Verificado');
    // The record made the account and nobody has used it yet: the list says so, and finds them.
    await expect(listed).toContainText('Sin activar');
    await page.getByRole('checkbox', { name: 'Solo cuentas sin activar' }).check();
    await page.getByTestId('candidates-search').click();
    await expect(page).toHaveURL(/activacion=pendiente/);
    await expect(page.getByTestId('candidates-total')).toHaveText('1 candidato');
    await expectAccessible(page, 'candidates filtered by verification');

    await listed.getByRole('link').click();
    await expect(page.getByTestId('candidate-verified')).toHaveText('Verificado');
    await expect(page.getByTestId('verification-origin')).toHaveText('Expediente académico');
    await expect(page.getByTestId('verification-record')).toHaveText('Sí');
    await expectAccessible(page, 'candidate verification');

    // Nobody has used the account the record made: the office can mail its link again.
    await expect(page.getByRole('row', { name: /Activación/ })).toContainText('Pendiente');
    await page.getByRole('button', { name: 'Reenviar enlace de activación' }).click();
    await expect(page.getByTestId('candidate-notice')).toContainText(
      'un nuevo enlace para elegir su contraseña',
    );
    await expect(page.getByTestId('candidate-notice')).toBeFocused();

    await page.getByRole('button', { name: 'Quitar verificación' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quitar la verificación' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'remove verification dialog');
    await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Prueba e2e');
    await dialog.getByRole('button', { name: 'Quitar verificación' }).click();
    await expect(page.getByTestId('candidate-notice')).toHaveText(
      'Se ha quitado la verificación del candidato.',
    );
    await expect(page.getByTestId('candidate-verified')).toHaveText('Sin verificar');
    await expect(page.getByTestId('verification-origin')).not.toHaveText('Expediente académico');

    // Back in the list (the filters are in the URL): no longer among the verified…
    await page.goBack();
    await expect(page).toHaveURL(/verificado=si/);
    await expect(page.getByText('No hay candidatos con estos filtros.')).toBeVisible();
    // …but among the unverified.
    await page.getByTestId('candidates-verified').click();
    await page.getByRole('option', { name: 'Sin verificar' }).click();
    await page.getByTestId('candidates-search').click();
    await expect(page).toHaveURL(/verificado=no/);
    await expect(page.getByTestId('candidates-row')).toContainText('Sin verificar');
  });

  test('an integration token imports without the browser until it is revoked; codes are mapped here', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const run = uniqueDni().slice(0, 6);
    const code = `E2T${run}`;
    const tokenName = `Carga nocturna ${run}`;
    await signInAsStaff(page, await newAdmin(page), '/gestion/expediente?seccion=codigos');

    // A degree code mapped through the form, then deleted after the import.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Expediente académico' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Escribe el código.')).toBeVisible();
    await expect(page.getByText('Elige la titulación.')).toBeVisible();
    await page.getByTestId('code-codigo').fill(code);
    await page.getByTestId('code-degree').click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByTestId('codes-notice')).toContainText(`Código ${code} guardado`);
    await expect(page.getByTestId(`code-${code}`)).toBeVisible();
    const first = (await page.getByTestId(`code-${code}`).textContent()) ?? '';

    // The same code typed again (in lower case) for another degree asks before replacing it.
    await page.getByTestId('code-codigo').fill(code.toLowerCase());
    await page.getByTestId('code-degree').click();
    await page.getByRole('option').nth(1).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    const replace = page.getByTestId('code-replace');
    await expect(replace).toContainText(`El código ${code} ya tiene titulación`);
    await expectAccessible(page, 'degree code replacement');
    await replace.getByRole('button', { name: 'Cancelar' }).click();
    await expect(replace).toHaveCount(0);
    await expect(page.getByTestId('code-codigo')).toBeFocused();
    await expect(page.getByTestId(`code-${code}`)).toHaveText(first);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await replace.getByRole('button', { name: 'Cambiar la titulación' }).click();
    await expect(page.getByTestId(`code-${code}`)).not.toHaveText(first);

    // Another administrator maps a code after this page read the list: the server asks instead.
    await mapDegreeCode(page.request, await bearer(page), `OTRO${run}`);
    await page.getByTestId('code-codigo').fill(`OTRO${run}`);
    await page.getByTestId('code-degree').click();
    await page.getByRole('option').nth(1).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(replace).toContainText(`El código OTRO${run} ya tiene titulación`);
    await replace.getByRole('button', { name: 'Cancelar' }).click();

    await page.getByRole('tab', { name: 'Integración' }).click();
    await expect(page).toHaveURL(/seccion=integracion/);
    await expect(page.getByTestId('curl-command')).toContainText(
      '/api/Gestion/expediente/importar?fichero=expediente.csv&modo=aplicar',
    );
    await page.getByTestId('token-name').fill(tokenName);
    await page.getByRole('button', { name: 'Crear token' }).click();
    const created = page.getByTestId('token-created');
    await expect(created).toContainText('no se volverá a mostrar');
    const token = (await page.getByTestId('token-value').textContent()) ?? '';
    expect(token.length).toBeGreaterThan(20);
    const listed = page.getByTestId('tokens-table').getByRole('row', { name: tokenName });
    await expect(listed).toContainText('Activo');
    await expect(listed).toContainText('Nunca');
    await expectAccessible(page, 'integration tokens');

    // What the curl line does: the file as the body, previewed and applied in one call.
    const file = recordCsv([enrolled(uniqueDni(), code, `Token ${run}`)]);
    const upload = () =>
      page.request.post(`/api/Gestion/expediente/importar?fichero=token-${run}.csv&modo=aplicar`, {
        headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
        data: Buffer.from(file, 'utf8'),
        failOnStatusCode: false,
      });
    const applied = (await (await upload()).json()) as {
      status: number;
      datos: { estado: string };
    };
    expect(applied.status).toBe(0);
    expect(applied.datos.estado).toBe('aplicada');
    await page.reload();
    await expect(listed).not.toContainText('Nunca');

    await listed.getByRole('button', { name: `Revocar el token ${tokenName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Revocar el token' });
    await expect(dialog).toContainText('dejará de funcionar');
    await expectAccessible(page, 'revoke token dialog');
    await dialog.getByRole('button', { name: 'Revocar' }).click();
    await expect(page.getByTestId('tokens-notice')).toContainText('revocado');
    await expect(listed).toContainText('Revocado');
    expect((await upload()).status()).toBe(401);

    // The token's import is in the history under its name.
    await page.getByRole('tab', { name: 'Importar' }).click();
    await expect(
      page.getByTestId('record-history-row').filter({ hasText: `token-${run}.csv` }),
    ).toContainText(`Integración: ${tokenName}`);

    await page.getByRole('tab', { name: 'Códigos de titulación' }).click();
    await page.getByRole('button', { name: `Borrar el código ${code}` }).click();
    await page
      .getByRole('dialog', { name: 'Borrar el código de titulación' })
      .getByRole('button', { name: 'Borrar' })
      .click();
    await expect(page.getByTestId('codes-notice')).toContainText(`Código ${code} borrado`);
    await expect(page.getByTestId(`code-${code}`)).toHaveCount(0);
  });
});
