import { Codes } from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { staffCandidatesClient } from './staff-candidates.fixtures.ts';

const t = await createTestApp();
const { post, sheet } = await staffCandidatesClient(t);
const verify = (
  idUsuario: number,
  verificado: boolean,
  motivo = 'Comprobado en secretaría',
  headers?: Record<string, string>,
) => post('/api/Gestion/verificaCandidato', { idUsuario, verificado, motivo }, headers);
const auditOf = (id: number) =>
  t.ctx.db
    .select({ accion: auditLog.accion, motivo: auditLog.motivo, despues: auditLog.despues })
    .from(auditLog)
    .where(and(eq(auditLog.entidad, 'candidato'), eq(auditLog.entidadId, String(id))))
    .orderBy(desc(auditLog.id));

describe('verifying a candidate by hand', () => {
  it("marks the account as the university's own, with the reason audited, and takes it back", async () => {
    const { id } = await buildCandidate(t.ctx.db, { verificado: false });
    const verified = await verify(id, true, 'Matrícula comprobada en secretaría');
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      status: 0,
      datos: { idUsuario: id, verificacion: { verificado: true, origen: 'manual' } },
    });
    expect((await sheet(id)).verificacion.fecha).not.toBeNull();
    expect((await auditOf(id))[0]).toEqual({
      accion: 'candidato.verificar',
      motivo: 'Matrícula comprobada en secretaría',
      despues: { verificado: true, origen: 'manual' },
    });

    // Asking again changes nothing and audits nothing.
    await verify(id, true);
    expect(await auditOf(id)).toHaveLength(1);

    const undone = await verify(id, false, 'Ya no está matriculada');
    expect(undone.json()).toMatchObject({
      datos: { verificacion: { verificado: false, origen: null, fecha: null } },
    });
    expect((await auditOf(id))[0]).toMatchObject({
      accion: 'candidato.quitar_verificacion',
      motivo: 'Ya no está matriculada',
    });
  });

  it('asks for the reason: without one it answers 400 naming it and changes nothing', async () => {
    const { id } = await buildCandidate(t.ctx.db, { verificado: false });
    for (const motivo of [undefined, '   ']) {
      const res = await post('/api/Gestion/verificaCandidato', {
        idUsuario: id,
        verificado: true,
        ...(motivo === undefined ? {} : { motivo }),
      });
      expect(res.statusCode).toBe(400);
      expect(
        res.json<{ datos: { errores: { campo: string; mensaje: string }[] } }>().datos.errores,
      ).toEqual([expect.objectContaining({ campo: 'motivo', mensaje: 'Este campo es requerido' })]);
    }
    expect(await auditOf(id)).toHaveLength(0);
  });

  it('answers 404 for a user who is not a candidate', async () => {
    const company = await buildCompany(t.ctx.db);
    const res = await verify(company.user.id, true);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: Codes.NOT_FOUND });
  });

  it('is for the careers office: a candidate gets 403 and changes nothing', async () => {
    const candidate = await buildCandidate(t.ctx.db, { verificado: false });
    const res = await verify(candidate.id, true, undefined, await t.authHeader(candidate.email));
    expect(res.statusCode).toBe(403);
    expect((await sheet(candidate.id)).verificacion.verificado).toBe(false);
  });
});
