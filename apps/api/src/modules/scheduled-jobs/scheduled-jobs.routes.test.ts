import type { ScheduledJob, ScheduledJobList } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCandidate, buildStaff } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';

const t = await createTestApp();
const admin = await buildStaff(t.ctx.db, 'administrador');
const manager = await buildStaff(t.ctx.db, 'gestor');
const candidate = await buildCandidate(t.ctx.db);
const asAdmin = await staffHeader(t, admin.email);
const asManager = await staffHeader(t, manager.email);
const asCandidate = await t.authHeader(candidate.email);

const list = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/Gestion/dameTareasProgramadas', headers });
const runNow = (headers: Record<string, string>, nombre: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Gestion/ejecutaTareaProgramada',
    headers,
    payload: { nombre },
  });

describe('scheduled jobs for administrators', () => {
  it('lists every registered job with its description and schedule', async () => {
    const res = await list(asAdmin);
    expect(res.statusCode).toBe(200);
    const { tareas } = res.json<{ datos: ScheduledJobList }>().datos;
    expect(tareas.map((j) => j.nombre)).toEqual(
      expect.arrayContaining(['event-reminders', 'agreement-expiry', 'retention']),
    );
    const retention = tareas.find((j) => j.nombre === 'retention');
    expect(retention).toMatchObject({
      diariaALas: '03:30',
      cadaMinutos: null,
      descripcion: { es: expect.stringContaining('conservación') as string },
      enCurso: false,
    });
    expect(tareas.find((j) => j.nombre === 'event-reminders')?.cadaMinutos).toBe(15);
  });

  it('runs a job now, answers its state after the run and audits who asked', async () => {
    const res = await runNow(asAdmin, 'agreement-expiry');
    expect(res.statusCode).toBe(200);
    const job = res.json<{ datos: ScheduledJob }>().datos;
    expect(job).toMatchObject({
      nombre: 'agreement-expiry',
      ejecuciones: 1,
      fallos: 0,
      enCurso: false,
      ultimoError: null,
    });
    expect(job.ultimoResumen).toMatch(/expired$/);
    expect(job.ultimoExito).not.toBeNull();
    expect(Date.parse(job.proximaEjecucion ?? '')).toBeGreaterThan(Date.now());
    const listed = (await list(asAdmin)).json<{ datos: ScheduledJobList }>().datos.tareas;
    expect(listed.find((j) => j.nombre === 'agreement-expiry')?.ejecuciones).toBe(1);
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accion, 'tarea.ejecutar'), eq(auditLog.actorUserId, admin.id)));
    expect(audit.map((a) => a.entidadId)).toEqual(['agreement-expiry']);
  });

  it('answers 404 for a job the portal does not have', async () => {
    const res = await runNow(asAdmin, 'no-such-job');
    expect(res.statusCode).toBe(404);
    expect(res.json<{ status: number }>().status).toBe(404);
  });

  it('answers 400 without a job name', async () => {
    const res = await runNow(asAdmin, '');
    expect(res.statusCode).toBe(400);
  });

  it('is for administrators only: 403 to managers and candidates, 401 without a session', async () => {
    for (const headers of [asManager, asCandidate]) {
      expect((await list(headers)).statusCode).toBe(403);
      expect((await runNow(headers, 'retention')).statusCode).toBe(403);
    }
    expect((await list({})).statusCode).toBe(401);
    expect((await runNow({}, 'retention')).statusCode).toBe(401);
  });
});
