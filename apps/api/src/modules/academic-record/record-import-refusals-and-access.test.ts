import { academicRecordCalls, callUrl } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { buildCandidate, buildStaff, randomDni } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';

import { createTestApp } from '../../test/test-app.ts';

import { recordImports } from './academic-record.table.ts';
import { enrolled, mapCode, personOf, recordClient, recordCsv } from './record-test-helpers.ts';

const t = await createTestApp();
const client = await recordClient(t);
await mapCode(t, 'G-INF', 36);

describe('refused rows', () => {
  const other = randomDni();
  const rows = (taken: string) => [
    enrolled(randomDni(), 'G-INF'),
    enrolled('12345678A', 'G-INF'),
    enrolled(randomDni(), 'G-INF', { nombre: '' }),
    enrolled(randomDni(), 'G-INF', { email_institucional: 'no-es-correo' }),
    enrolled(randomDni(), 'G-INF', { email_institucional: '', email_personal: '' }),
    enrolled(randomDni(), 'G-INF', { fecha_nacimiento: '31/02/2001' }),
    enrolled(randomDni(), 'G-INF', { creditos_superados: 'mucho' }),
    enrolled(randomDni(), 'G-INF', { nota_media: '11' }),
    enrolled(randomDni(), 'G-INF', { estado: 'egresado' }),
    enrolled(randomDni(), 'X-NOPE'),
    enrolled(other, 'G-INF'),
    enrolled(other, 'G-INF', { creditos_superados: '10' }),
    enrolled(randomDni(), 'G-INF', { email_institucional: taken }),
    enrolled(randomDni(), 'G-INF', { fecha_inicio: '01/09/2022', fecha_fin: '01/09/2021' }),
    enrolled(randomDni(), 'G-INF', { creditos_superados: '300', creditos_totales: '240' }),
  ];
  const expected = [
    [3, 'dni', 'dniMalFormado'],
    [4, 'nombre', 'requerido'],
    [5, 'email_institucional', 'emailMalFormado'],
    [6, 'email_institucional', 'sinEmail'],
    [7, 'fecha_nacimiento', 'fechaMalFormada'],
    [8, 'creditos_superados', 'numeroMalFormado'],
    [9, 'nota_media', 'fueraDeRango'],
    [10, 'estado', 'estadoDesconocido'],
    [11, 'codigo_titulacion', 'codigoSinCorrespondencia'],
    [13, 'codigo_titulacion', 'filaDuplicada'],
    [14, 'email_institucional', 'emailDeOtraCuenta'],
    [15, 'fecha_fin', 'fechasInvertidas'],
    [16, 'creditos_superados', 'creditosDeMas'],
  ];

  it('lists each refused row with its line, column and reason in the staff language, and applies nothing unless told to apply the valid rows only', async () => {
    const owner = await buildCandidate(t.ctx.db);
    const previewed = await client.preview(recordCsv(rows(owner.email)));
    expect(previewed.rechazadas.map((r) => [r.linea, r.columna, r.motivo])).toEqual(expected);
    expect(previewed.rechazadas.find((r) => r.motivo === 'codigoSinCorrespondencia')).toMatchObject(
      {
        valor: 'X-NOPE',
        mensaje:
          'Este código de titulación no tiene correspondencia con una titulación del portal.',
      },
    );
    // A limit says what it is.
    expect(previewed.rechazadas.find((r) => r.motivo === 'fueraDeRango')?.mensaje).toBe(
      'El valor está fuera del rango permitido (de 1 a 10).',
    );
    expect(previewed.rechazadas.find((r) => r.motivo === 'creditosDeMas')).toMatchObject({
      valor: '300',
      mensaje: 'Los créditos superados son más que los créditos totales de la titulación (240).',
    });
    expect(previewed.resumen).toMatchObject({ filas: 15, rechazadas: 13, validas: 2, nuevos: 2 });
    const refused = await client.confirm(previewed.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ status: 123 });
    expect(await personOf(t, other)).toBeUndefined();
    const applied = await client.confirm(previewed.id, true);
    expect(applied.json()).toMatchObject({ status: 0, datos: { estado: 'aplicada' } });
    expect(await personOf(t, other)).toBeDefined();
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/Gestion/expediente/importaciones/${String(previewed.id)}/rechazadas`,
      headers: { ...client.headers, 'accept-language': 'en' },
    });
    expect(report.headers['content-type']).toMatch(/text\/csv/);
    const text = report.body;
    expect(text).toContain('"Line";"Column";"Reason";"Value"');
    expect(text).toContain(
      '"11";"codigo_titulacion";"This degree code is not mapped to a degree of the portal.";"X-NOPE"',
    );
    expect(text.trim().split('\r\n')).toHaveLength(14);
  });

  it('refuses a file given to apply at once when it has refused rows, unless told to skip them', async () => {
    const file = recordCsv([enrolled(randomDni(), 'G-INF'), enrolled(randomDni(), 'NOPE')]);
    const res = await client.upload(file, { modo: 'aplicar' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 123, datos: { estado: 'rechazada' } });
    const skipped = await client.upload(file, { modo: 'aplicar', omitirRechazadas: 'true' });
    expect(skipped.json()).toMatchObject({
      status: 0,
      datos: { estado: 'aplicada', resumen: { nuevos: 1, rechazadas: 1 } },
    });
  });

  it("reads a file with columns that are not the record's, names them in the preview and keeps them named once applied", async () => {
    const [header = '', ...lines] = recordCsv([enrolled(randomDni(), 'G-INF')]).split('\r\n');
    const file = [`Beca;${header};Observaciones`, ...lines.map((l) => `sí;${l};ninguna`)].join(
      '\r\n',
    );
    const previewed = await client.preview(file);
    expect(previewed.resumen).toMatchObject({
      validas: 1,
      rechazadas: 0,
      columnasIgnoradas: ['Beca', 'Observaciones'],
    });
    const applied = await client.confirm(previewed.id);
    expect(applied.json()).toMatchObject({
      status: 0,
      datos: { resumen: { nuevos: 1, columnasIgnoradas: ['Beca', 'Observaciones'] } },
    });
  });

  it('answers 122 naming the problem for a file without the record header', async () => {
    const res = await client.upload('nombre;apellidos\nAna;Gil\n');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ status: number; mensaje: string }>()).toMatchObject({ status: 122 });
    expect(res.json<{ mensaje: string }>().mensaje).toMatch(/faltan columnas: dni/);
  });

  it('names the problem of an unreadable file in English to a reader who reads English', async () => {
    const english = { ...client.headers, 'accept-language': 'en-GB,en' };
    const header = await client.upload('nombre;apellidos\nAna;Gil\n', {}, english);
    expect(header.json<{ status: number; mensaje: string }>()).toEqual(
      expect.objectContaining({
        status: 122,
        mensaje: expect.stringMatching(
          /^The file cannot be read as an academic record: missing columns: dni/,
        ) as unknown,
      }),
    );
    // A zip's signature (how a workbook is told from CSV) followed by what no zip holds.
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 7)]);
    const workbook = await client.upload(broken, { fichero: 'expediente.xlsx' }, english);
    expect(workbook.json<{ mensaje: string }>().mensaje).toMatch(
      /^The file cannot be read as an academic record: it is not a valid Excel workbook/,
    );
  });

  it('keeps a failed import in the history with its problem, as a sentence, in the language of whoever reads it', async () => {
    const failed = await client.upload('nombre;apellidos\nAna;Gil\n');
    expect(failed.json()).toMatchObject({ status: 122 });
    const newest = async (language: string) => {
      const res = await t.app.inject({
        url: `${callUrl(academicRecordCalls.list)}?pagina=1`,
        headers: { ...client.headers, 'accept-language': language },
      });
      return res.json<{ datos: { importaciones: { estado: string; error: string | null }[] } }>()
        .datos.importaciones[0];
    };
    expect(await newest('es')).toMatchObject({
      estado: 'fallida',
      error: expect.stringMatching(/^Faltan columnas: dni/) as unknown,
    });
    expect(await newest('en')).toMatchObject({
      estado: 'fallida',
      error: expect.stringMatching(/^Missing columns: dni/) as unknown,
    });
  });
});

describe('one import at a time', () => {
  it('answers 121 while another import runs, and frees the lock of one whose process stopped', async () => {
    const [running] = await t.ctx.db
      .insert(recordImports)
      .values({
        estado: 'analizando',
        nombreFichero: 'otro.csv',
        formato: 'csv',
        sha256: '',
        autor: 'Otro',
      })
      .returning();
    const inProgress = () =>
      t.app.inject({ url: callUrl(academicRecordCalls.running), headers: client.headers });
    expect((await inProgress()).json()).toMatchObject({
      status: 0,
      datos: { id: running?.id, estado: 'analizando', nombreFichero: 'otro.csv' },
    });
    const file = recordCsv([enrolled(randomDni(), 'G-INF')]);
    const busy = await client.upload(file);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ status: 121 });
    await t.ctx.db
      .update(recordImports)
      .set({ heartbeatAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(recordImports.id, running?.id ?? 0));
    expect((await client.upload(file)).json()).toMatchObject({ status: 0 });
    const [stale] = await t.ctx.db
      .select()
      .from(recordImports)
      .where(eq(recordImports.id, running?.id ?? 0));
    expect(stale?.estado).toBe('fallida');
    expect((await inProgress()).json()).toMatchObject({ status: 0, datos: null });
  });

  it('confirms only the latest preview (124 for an older one)', async () => {
    const older = await client.preview(recordCsv([enrolled(randomDni(), 'G-INF')]));
    await client.preview(recordCsv([enrolled(randomDni(), 'G-INF')]));
    const res = await client.confirm(older.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 124 });
  });
});

describe('who may import', () => {
  it('lets the university systems import with a token made in the back-office or set in the configuration, and stops a revoked one', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/Gestion/creaTokenIntegracion',
      headers: client.headers,
      payload: { nombre: 'Importación nocturna' },
    });
    const { token, id } = made.json<{ datos: { token: string; id: number } }>().datos;
    const file = recordCsv([enrolled(randomDni(), 'G-INF')]);
    const nightly = await client.upload(
      file,
      { modo: 'aplicar' },
      { authorization: `Bearer ${token}` },
    );
    expect(nightly.json()).toMatchObject({
      status: 0,
      datos: { estado: 'aplicada', autor: 'Integración: Importación nocturna' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/Gestion/revocaTokenIntegracion',
      headers: client.headers,
      payload: { id },
    });
    const revoked = await client.upload(file, {}, { authorization: `Bearer ${token}` });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toMatchObject({
      status: 125,
      mensaje: expect.stringContaining('no existe o se ha revocado') as unknown,
    });
    const configured = await createTestApp({
      RECORD_IMPORT_TOKEN: 'secreto-de-la-universidad-0123456789',
    });
    await mapCode(configured, 'G-INF', 36);
    const res = await configured.app.inject({
      method: 'POST',
      url: '/api/Gestion/expediente/importar?fichero=e.csv',
      headers: {
        authorization: 'Bearer secreto-de-la-universidad-0123456789',
        'content-type': 'text/csv',
      },
      payload: file,
    });
    expect(res.json()).toMatchObject({ status: 0, datos: { estado: 'previsualizada' } });
  });

  it('refuses a manager (403), a candidate (403) and no session (401)', async () => {
    const manager = await buildStaff(t.ctx.db, 'gestor');
    const file = recordCsv([enrolled(randomDni(), 'G-INF')]);
    expect((await client.upload(file, {}, await staffHeader(t, manager.email))).statusCode).toBe(
      403,
    );
    const student = await buildCandidate(t.ctx.db);
    expect((await client.upload(file, {}, await t.authHeader(student.email))).statusCode).toBe(403);
    expect((await client.upload(file, {}, {})).statusCode).toBe(401);
  });
});
