import { Codes } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../audit/audit.table.ts';
import {
  internshipProposals as proposals,
  type InternshipProposalRow,
} from '../internship-proposals/internship-proposals.table.ts';
import { buildCandidate, buildStaff } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { decideRequest, type RequestDecision } from './decision.ts';

const t = await createTestApp();

/** A pending proposal row, the request every case below decides. */
async function pendingRequest() {
  const student = await buildCandidate(t.ctx.db, { nombre: 'Workflow' });
  const [row] = await t.ctx.db
    .insert(proposals)
    .values({
      origen: 'alumno',
      candidateId: student.id,
      cifEmpresa: 'B12345674',
      nombreEmpresa: 'Flujo S.L.',
      emailContacto: 'rrhh@flujo.es',
      fechaInicio: '2027-03-01',
      fechaFin: '2027-06-30',
      horasDia: '5',
      diasSemana: 5,
      meses: 4,
      tutorNombre: 'Tutor',
      tutorEmail: 'tutor@flujo.es',
      descripcion: 'Prácticas de prueba del flujo de decisión.',
    })
    .returning();
  if (!row) {
    throw new Error('no row');
  }
  return row;
}

const lock = async (tx: Db, id: number) =>
  (await tx.select().from(proposals).where(eq(proposals.id, id)).for('update'))[0] ?? null;

const spec = (
  extra: Partial<RequestDecision<InternshipProposalRow, string>> = {},
): RequestDecision<InternshipProposalRow, string> => ({
  entity: 'prueba_flujo',
  from: 'pendiente',
  notDecidable: 'La prueba ya se ha resuelto.',
  notDecidableEn: 'The test has already been resolved.',
  lock,
  write: async (tx, id, values) => {
    await tx
      .update(proposals)
      .set({ ...values, decidedAt: new Date() })
      .where(eq(proposals.id, id));
  },
  notify: () => Promise.resolve([]),
  ...extra,
});

const stateOf = async (id: number) =>
  (await t.ctx.db.select().from(proposals).where(eq(proposals.id, id)))[0]?.estado;

const auditOf = (id: number) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entidad, 'prueba_flujo'), eq(auditLog.entidadId, String(id))));

describe('request workflow: a staff decision', () => {
  it('refuses a request no longer waiting for the office and writes nothing more', async () => {
    const staff = await buildStaff(t.ctx.db);
    const row = await pendingRequest();
    const body = { idSolicitud: row.id, decision: 'aprobada' as const, motivo: '' };
    await decideRequest(t.ctx, staff, body, 'req-1', spec());
    const write = vi.fn();
    const again = decideRequest(
      t.ctx,
      staff,
      { ...body, decision: 'rechazada', motivo: 'No.' },
      'req-2',
      spec({ write }),
    );
    await expect(again).rejects.toMatchObject({
      code: Codes.STATE_CHANGE_NOT_ALLOWED,
      message: 'La prueba ya se ha resuelto.',
    });
    expect(write).not.toHaveBeenCalled();
    expect(await stateOf(row.id)).toBe('aprobada');
    expect((await auditOf(row.id)).map((a) => a.accion)).toEqual(['prueba_flujo.aprobar']);
  });

  it('answers not found for an unknown request', async () => {
    const staff = await buildStaff(t.ctx.db);
    const body = { idSolicitud: 999999, decision: 'aprobada' as const, motivo: '' };
    await expect(decideRequest(t.ctx, staff, body, 'req-3', spec())).rejects.toMatchObject({
      code: Codes.NOT_FOUND,
    });
  });

  it('writes the decision and its audit row in one transaction: both or neither', async () => {
    const staff = await buildStaff(t.ctx.db);
    const row = await pendingRequest();
    const body = { idSolicitud: row.id, decision: 'rechazada' as const, motivo: 'Sin convenio.' };
    const failing = spec({ notify: () => Promise.reject(new Error('notices down')) });
    await expect(decideRequest(t.ctx, staff, body, 'req-4', failing)).rejects.toThrow(
      'notices down',
    );
    expect(await stateOf(row.id)).toBe('pendiente');
    expect(await auditOf(row.id)).toEqual([]);

    await decideRequest(t.ctx, staff, body, 'req-5', spec());
    expect(await stateOf(row.id)).toBe('rechazada');
    expect(await auditOf(row.id)).toEqual([
      expect.objectContaining({
        accion: 'prueba_flujo.rechazar',
        motivo: 'Sin convenio.',
        antes: { estado: 'pendiente' },
        despues: { estado: 'rechazada' },
        actorEmail: staff.email,
      }),
    ]);
  });

  it('runs the approval effects on an approval only, and keeps them in the audit row', async () => {
    const staff = await buildStaff(t.ctx.db);
    const onApprove = vi.fn(() =>
      Promise.resolve({ value: 'hecho', before: { extra: 1 }, after: { extra: 2 } }),
    );
    const notify = vi.fn(() => Promise.resolve([]));
    const rejected = await pendingRequest();
    const reject = { idSolicitud: rejected.id, decision: 'rechazada' as const, motivo: 'No.' };
    await decideRequest(t.ctx, staff, reject, 'req-6', spec({ onApprove, notify }));
    expect(onApprove).not.toHaveBeenCalled();
    expect(notify).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ approved: false, motivo: 'No.', applied: null }),
    );

    const approved = await pendingRequest();
    const approve = { idSolicitud: approved.id, decision: 'aprobada' as const, motivo: '' };
    await decideRequest(t.ctx, staff, approve, 'req-7', spec({ onApprove, notify }));
    expect(notify).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ approved: true, motivo: null, applied: 'hecho' }),
    );
    expect(await auditOf(approved.id)).toEqual([
      expect.objectContaining({
        antes: { estado: 'pendiente', extra: 1 },
        despues: { estado: 'aprobada', extra: 2 },
      }),
    ]);
  });
});
