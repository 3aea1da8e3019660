import { academicRecordCalls, callUrl, type RecordImport } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, recordImportRows } from '../../db/schema.ts';
import { buildStaff, randomDni } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { enrolled, mapCode, personOf, recordClient, recordCsv } from './record-test-helpers.ts';

const t = await createTestApp();
const client = await recordClient(t);
await mapCode(t, 'G-INF', 36);

const discard = (id: number, headers = client.headers) =>
  t.app.inject({
    method: 'POST',
    url: callUrl(academicRecordCalls.discard, { params: { id } }),
    headers,
  });

const stateInHistory = async (id: number) => {
  const res = await t.app.inject({
    method: 'GET',
    url: callUrl(academicRecordCalls.list, { query: { pagina: 1 } }),
    headers: client.headers,
  });
  return res
    .json<{ datos: { importaciones: RecordImport[] } }>()
    .datos.importaciones.find((run) => run.id === id)?.estado;
};

describe('a preview that is not applied', () => {
  it('is discarded by the administrator: never applied, its working rows gone, audited', async () => {
    const dni = randomDni();
    const previewed = await client.preview(recordCsv([enrolled(dni, 'G-INF')]));
    const res = await discard(previewed.id);
    expect(res.json()).toMatchObject({
      status: 0,
      datos: { id: previewed.id, estado: 'descartada' },
    });
    expect(await stateInHistory(previewed.id)).toBe('descartada');
    expect(
      await t.ctx.db
        .select()
        .from(recordImportRows)
        .where(eq(recordImportRows.importId, previewed.id)),
    ).toEqual([]);
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.accion, 'expediente.descartar'),
          eq(auditLog.entidadId, String(previewed.id)),
        ),
      );
    expect(entry).toMatchObject({ actorUserId: client.admin.id });
    // Neither confirmed nor discarded again afterwards.
    expect((await client.confirm(previewed.id)).json()).toMatchObject({ status: 124 });
    expect((await discard(previewed.id)).json()).toMatchObject({ status: 124 });
    expect(await personOf(t, dni)).toBeUndefined();
  });

  it('shows as replaced once a newer file is given', async () => {
    const older = await client.preview(recordCsv([enrolled(randomDni(), 'G-INF')]));
    const newer = await client.preview(recordCsv([enrolled(randomDni(), 'G-INF')]));
    expect(await stateInHistory(older.id)).toBe('sustituida');
    expect(await stateInHistory(newer.id)).toBe('previsualizada');
    expect((await discard(older.id)).json()).toMatchObject({ status: 124 });
  });

  it('answers 404 for an import that does not exist, and 403 to a manager', async () => {
    const missing = await discard(2_000_000_000);
    expect(missing.statusCode).toBe(404);
    const previewed = await client.preview(recordCsv([enrolled(randomDni(), 'G-INF')]));
    const manager = await buildStaff(t.ctx.db, 'gestor');
    expect((await discard(previewed.id, await staffHeader(t, manager.email))).statusCode).toBe(403);
    expect(await stateInHistory(previewed.id)).toBe('previsualizada');
  });
});
