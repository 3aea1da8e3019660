import { academicRecordCalls, callUrl, Codes } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { buildCandidate, buildStaff } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { titulaciones } from '../domains/data/index.ts';

const t = await createTestApp();
const admin = await staffHeader(t, (await buildStaff(t.ctx.db)).email);
const run = Math.random().toString(36).slice(2, 8).toUpperCase();
const [informatica, enfermeria] = titulaciones;

type Code = { codigo: string; idTitulacion: number; titulacion: string };
type Token = { id: number; nombre: string; prefijo: string; revocado: boolean };

const call = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = admin,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
const codes = async () =>
  (await call('GET', callUrl(academicRecordCalls.degreeCodes))).json<{ datos: Code[] }>().datos;
const save = (codigo: string, idTitulacion: number, reemplazar?: boolean) =>
  call('POST', callUrl(academicRecordCalls.saveDegreeCode), {
    codigo,
    idTitulacion,
    ...(reemplazar === undefined ? {} : { reemplazar }),
  });
const remove = (codigo: string) =>
  call('POST', callUrl(academicRecordCalls.deleteDegreeCode), { codigo });

describe("the university's degree codes", () => {
  it('says what it did in English to a client that asks for English', async () => {
    if (!informatica) {
      throw new Error('the degree list is empty');
    }
    const saved = await call(
      'POST',
      callUrl(academicRecordCalls.saveDegreeCode),
      { codigo: `en-${run}`, idTitulacion: informatica.id },
      { ...admin, 'accept-language': 'en' },
    );
    expect(saved.json()).toMatchObject({ status: 0, mensaje: 'Code saved.' });
  });

  it('maps a code to a portal degree, changes it and removes it, each change audited', async () => {
    if (!informatica || !enfermeria) {
      throw new Error('the degree list is empty');
    }
    const saved = await save(` g-${run} `, informatica.id);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: 0, mensaje: 'Código guardado.' });
    // Stored as the record file's key: trimmed, upper case.
    expect((await codes()).find((c) => c.codigo === `G-${run}`)).toEqual({
      codigo: `G-${run}`,
      idTitulacion: informatica.id,
      titulacion: informatica.descripcion,
    });

    await save(`G-${run}`, enfermeria.id, true);
    expect((await codes()).filter((c) => c.codigo === `G-${run}`)).toEqual([
      { codigo: `G-${run}`, idTitulacion: enfermeria.id, titulacion: enfermeria.descripcion },
    ]);

    const removed = await remove(`g-${run}`);
    expect(removed.json()).toMatchObject({ status: 0, mensaje: 'Código eliminado.' });
    expect((await codes()).some((c) => c.codigo === `G-${run}`)).toBe(false);

    const audited = await t.ctx.db
      .select({ accion: auditLog.accion, antes: auditLog.antes, despues: auditLog.despues })
      .from(auditLog)
      .where(and(eq(auditLog.entidad, 'codigo_titulacion'), eq(auditLog.entidadId, `G-${run}`)))
      .orderBy(auditLog.id);
    expect(audited).toEqual([
      {
        accion: 'expediente.codigo_titulacion',
        antes: null,
        despues: { idTitulacion: informatica.id },
      },
      {
        accion: 'expediente.codigo_titulacion',
        antes: { idTitulacion: informatica.id },
        despues: { idTitulacion: enfermeria.id },
      },
      expect.objectContaining({ accion: 'expediente.borrar_codigo_titulacion' }),
    ]);
  });

  it('changes the degree of a mapped code only when asked to replace it (126 otherwise, with its mapping)', async () => {
    if (!informatica || !enfermeria) {
      throw new Error('the degree list is empty');
    }
    await save(`R-${run}`, informatica.id);
    const refused = await save(`r-${run}`, enfermeria.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      status: Codes.RECORD_CODE_TAKEN,
      datos: {
        codigo: `R-${run}`,
        idTitulacion: informatica.id,
        titulacion: informatica.descripcion,
      },
    });
    const english = await call(
      'POST',
      callUrl(academicRecordCalls.saveDegreeCode),
      { codigo: `R-${run}`, idTitulacion: enfermeria.id },
      { ...admin, 'accept-language': 'en' },
    );
    expect(english.json<{ datos: Code }>().datos.titulacion).not.toBe(informatica.descripcion);
    expect((await codes()).find((c) => c.codigo === `R-${run}`)?.idTitulacion).toBe(informatica.id);
    // The same degree again is no replacement.
    expect((await save(`R-${run}`, informatica.id)).json()).toMatchObject({ status: 0 });
    expect((await save(`R-${run}`, enfermeria.id, true)).json()).toMatchObject({ status: 0 });
    expect((await codes()).find((c) => c.codigo === `R-${run}`)?.idTitulacion).toBe(enfermeria.id);
  });

  it('refuses a degree that is not on the portal list, naming the field, and keeps nothing', async () => {
    const res = await save(`X-${run}`, 999_999);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: Codes.INVALID_INPUT,
      datos: {
        errores: [
          {
            campo: 'idTitulacion',
            codigo: 'not_found',
            mensaje: 'La titulación no está en la lista del portal.',
          },
        ],
      },
    });
    expect((await codes()).some((c) => c.codigo === `X-${run}`)).toBe(false);
  });

  it('answers 404 for a code that is not mapped', async () => {
    const res = await remove(`NADA-${run}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: Codes.NOT_FOUND });
  });

  it('is for administrators only: a manager and a candidate get 403', async () => {
    const manager = await staffHeader(t, (await buildStaff(t.ctx.db, 'gestor')).email);
    const candidate = await t.authHeader((await buildCandidate(t.ctx.db)).email);
    for (const headers of [manager, candidate]) {
      const listed = await call(
        'GET',
        callUrl(academicRecordCalls.degreeCodes),
        undefined,
        headers,
      );
      expect(listed.statusCode).toBe(403);
      const saved = await call(
        'POST',
        callUrl(academicRecordCalls.saveDegreeCode),
        { codigo: `M-${run}`, idTitulacion: 1 },
        headers,
      );
      expect(saved.statusCode).toBe(403);
    }
    expect((await codes()).some((c) => c.codigo === `M-${run}`)).toBe(false);
  });
});

describe('integration tokens', () => {
  it('lists a new token by name and prefix only, newest first, and shows it revoked', async () => {
    const made = await call('POST', callUrl(academicRecordCalls.createToken), {
      nombre: `Carga ${run}`,
    });
    const { id, token } = made.json<{ datos: { id: number; token: string } }>().datos;
    const listed = await call('GET', callUrl(academicRecordCalls.tokens));
    const tokens = listed.json<{ datos: Token[] }>().datos;
    expect(tokens[0]).toMatchObject({ id, nombre: `Carga ${run}`, revocado: false });
    expect(token.startsWith(tokens[0]?.prefijo ?? '?')).toBe(true);
    expect(listed.body).not.toContain(token);

    const revoked = await call('POST', callUrl(academicRecordCalls.revokeToken), { id });
    expect(revoked.json<{ datos: Token[] }>().datos.find((r) => r.id === id)?.revocado).toBe(true);
  });

  it('answers 404 when revoking a token that does not exist', async () => {
    const res = await call('POST', callUrl(academicRecordCalls.revokeToken), { id: 2_000_000_000 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: Codes.NOT_FOUND });
  });
});
