import type { StaffChangeRequest } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { internships } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import { approvalFixture } from './internship-requests.fixtures.ts';

const t = await createTestApp();
const {
  day,
  ddmm,
  start,
  end,
  pending,
  decide,
  companyView,
  candidateView,
  auditOf,
  noticeOf,
  errorsOf,
  unchanged,
} = approvalFixture(t);

describe('back-office: an approval applies the change to the internship', () => {
  it('an extension moves the end date: company, candidate, notice (es/en) and audit show it', async () => {
    const s = await pending('ampliacion');
    const nueva = day(90);
    const res = await decide({
      idSolicitud: s.idSolicitud,
      decision: 'aprobada',
      nuevaFechaFin: nueva,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ datos: StaffChangeRequest }>().datos).toMatchObject({
      estado: 'aprobada',
      fechaFin: ddmm(nueva),
    });
    expect(await companyView(s)).toMatchObject({ fechaFin: ddmm(nueva), estado: 'en_curso' });
    expect(await candidateView(s)).toMatchObject({ fechaFin: ddmm(nueva), estado: 'en_curso' });
    const notice = await noticeOf(s.user.id);
    expect(notice?.texto).toContain(
      `La práctica se amplía: la fecha de fin pasa del ${ddmm(end)} al ${ddmm(nueva)}.`,
    );
    expect(notice?.textoEn).toContain(
      `The internship is extended: its end date moves from ${ddmm(end)} to ${ddmm(nueva)}.`,
    );
    const [audit] = await auditOf(s.idSolicitud);
    expect(audit?.antes).toEqual({
      estado: 'pendiente',
      practica: {
        fechaInicio: start,
        fechaFin: end,
        estado: 'en_curso',
        tutorEmpresaNombre: 'Marta Tutora',
        tutorEmpresaEmail: 'marta@empresa.es',
      },
    });
    expect(audit?.despues).toEqual({
      estado: 'aprobada',
      practica: {
        fechaInicio: start,
        fechaFin: nueva,
        estado: 'en_curso',
        tutorEmpresaNombre: 'Marta Tutora',
        tutorEmpresaEmail: 'marta@empresa.es',
      },
    });
  });

  it('an early end in the future moves the end date and keeps the internship in progress', async () => {
    const s = await pending('finalizacion_anticipada');
    const nueva = day(20);
    const res = await decide({
      idSolicitud: s.idSolicitud,
      decision: 'aprobada',
      nuevaFechaFin: nueva,
    });
    expect(res.statusCode).toBe(200);
    expect(await companyView(s)).toMatchObject({ fechaFin: ddmm(nueva), estado: 'en_curso' });
    expect(await candidateView(s)).toMatchObject({ fechaFin: ddmm(nueva), estado: 'en_curso' });
    expect((await noticeOf(s.user.id))?.texto).toContain(
      `La práctica finaliza anticipadamente el ${ddmm(nueva)} (antes terminaba el ${ddmm(end)}).`,
    );
  });

  it('an early end dated today finishes the internship (no more requests)', async () => {
    const s = await pending('finalizacion_anticipada');
    const res = await decide({
      idSolicitud: s.idSolicitud,
      decision: 'aprobada',
      nuevaFechaFin: day(0),
    });
    expect(res.statusCode).toBe(200);
    expect(await companyView(s)).toMatchObject({
      fechaFin: ddmm(day(0)),
      estado: 'finalizada',
      admiteSolicitudes: false,
    });
    expect(await candidateView(s)).toMatchObject({ estado: 'finalizada' });
    const notice = await noticeOf(s.user.id);
    expect(notice?.texto).toContain('La práctica queda finalizada.');
    expect(notice?.textoEn).toContain('The internship is now finished.');
    const [audit] = await auditOf(s.idSolicitud);
    expect(audit?.despues).toMatchObject({
      practica: { fechaFin: day(0), estado: 'finalizada' },
    });
  });

  it('a tutor change sets the company tutor for the company and the candidate', async () => {
    const s = await pending('cambio_tutor');
    const res = await decide({
      idSolicitud: s.idSolicitud,
      decision: 'aprobada',
      tutorNombre: ' Laura Ortiz Campos ',
      tutorEmail: 'lortiz@empresa.es',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ datos: StaffChangeRequest }>().datos).toMatchObject({
      tutor: 'Laura Ortiz Campos',
      tutorEmail: 'lortiz@empresa.es',
    });
    const tutor = { nombre: 'Laura Ortiz Campos', email: 'lortiz@empresa.es' };
    expect(await companyView(s)).toMatchObject({ tutor, fechaFin: ddmm(end) });
    expect(await candidateView(s)).toMatchObject({ tutor });
    const notice = await noticeOf(s.user.id);
    expect(notice?.texto).toContain(
      'El nuevo tutor de empresa es Laura Ortiz Campos (lortiz@empresa.es).',
    );
    expect(notice?.textoEn).toContain(
      'The new company tutor is Laura Ortiz Campos (lortiz@empresa.es).',
    );
    const [audit] = await auditOf(s.idSolicitud);
    expect(audit?.antes).toMatchObject({
      practica: { tutorEmpresaNombre: 'Marta Tutora', tutorEmpresaEmail: 'marta@empresa.es' },
    });
    expect(audit?.despues).toMatchObject({
      practica: {
        tutorEmpresaNombre: 'Laura Ortiz Campos',
        tutorEmpresaEmail: 'lortiz@empresa.es',
      },
    });
  });

  it("'otra' needs nothing and changes nothing on the internship", async () => {
    const s = await pending('otra');
    const res = await decide({ idSolicitud: s.idSolicitud, decision: 'aprobada' });
    expect(res.statusCode).toBe(200);
    expect(await unchanged(s)).toBe('aprobada');
  });

  it('400 naming each missing or malformed field; nothing changes', async () => {
    const extension = await pending('ampliacion');
    const missing = await decide({ idSolicitud: extension.idSolicitud, decision: 'aprobada' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().status).toBe(400);
    expect(errorsOf(missing)).toEqual([['nuevaFechaFin', 'Este campo es requerido']]);
    const malformed = await decide({
      idSolicitud: extension.idSolicitud,
      decision: 'aprobada',
      nuevaFechaFin: '31/12/2030',
    });
    expect(malformed.statusCode).toBe(400);
    expect(errorsOf(malformed)).toEqual([['nuevaFechaFin', 'El campo está mal formado']]);
    expect(await unchanged(extension)).toBe('pendiente');

    const tutor = await pending('cambio_tutor');
    const none = await decide({ idSolicitud: tutor.idSolicitud, decision: 'aprobada' });
    expect(none.statusCode).toBe(400);
    expect(errorsOf(none)).toEqual([
      ['tutorNombre', 'Este campo es requerido'],
      ['tutorEmail', 'Este campo es requerido'],
    ]);
    const bad = await decide({
      idSolicitud: tutor.idSolicitud,
      decision: 'aprobada',
      tutorNombre: 'Lu',
      tutorEmail: 'lortiz@empresa',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)).toEqual(
      expect.arrayContaining([
        ['tutorNombre', 'El campo no tiene la longitud mínima requerida'],
        ['tutorEmail', 'Debes indicar una dirección de correo electrónico válida'],
      ]),
    );
    expect(await unchanged(tutor)).toBe('pendiente');
  });

  it('400 on nuevaFechaFin when the date breaks the rule for the kind (server checks)', async () => {
    const extension = await pending('ampliacion');
    const notAfter = await decide({
      idSolicitud: extension.idSolicitud,
      decision: 'aprobada',
      nuevaFechaFin: end,
    });
    expect(notAfter.statusCode).toBe(400);
    expect(notAfter.json().datos.errores).toEqual([
      {
        campo: 'nuevaFechaFin',
        codigo: 'after_current_end',
        mensaje: `La nueva fecha de fin debe ser posterior a la fecha de fin actual (${ddmm(end)})`,
      },
    ]);
    expect(await unchanged(extension)).toBe('pendiente');

    const early = await pending('finalizacion_anticipada');
    const beforeStart = await decide({
      idSolicitud: early.idSolicitud,
      decision: 'aprobada',
      nuevaFechaFin: day(-31),
    });
    expect(beforeStart.statusCode).toBe(400);
    expect(errorsOf(beforeStart)).toEqual([
      [
        'nuevaFechaFin',
        `La nueva fecha de fin no puede ser anterior a la fecha de inicio (${ddmm(start)})`,
      ],
    ]);
    for (const nueva of [end, day(61)]) {
      const notBefore = await decide({
        idSolicitud: early.idSolicitud,
        decision: 'aprobada',
        nuevaFechaFin: nueva,
      });
      expect(notBefore.statusCode).toBe(400);
      expect(errorsOf(notBefore)).toEqual([
        [
          'nuevaFechaFin',
          `La nueva fecha de fin debe ser anterior a la fecha de fin actual (${ddmm(end)})`,
        ],
      ]);
    }
    expect(await unchanged(early)).toBe('pendiente');
    expect(await auditOf(early.idSolicitud)).toEqual([]);
  });

  it('an internship cancelled meanwhile cannot change: 14, the request stays pending', async () => {
    const s = await pending('ampliacion');
    await t.ctx.db
      .update(internships)
      .set({ estado: 'cancelada' })
      .where(eq(internships.id, s.internship.id));
    const res = await decide({
      idSolicitud: s.idSolicitud,
      decision: 'aprobada',
      nuevaFechaFin: day(90),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().status).toBe(14);
    const [row] = await t.ctx.db
      .select()
      .from(internships)
      .where(eq(internships.id, s.internship.id));
    expect(row?.fechaFin).toBe(end);
  });

  it('a rejection changes nothing on the internship, even with approval fields sent', async () => {
    const s = await pending('ampliacion');
    const res = await decide({
      idSolicitud: s.idSolicitud,
      decision: 'rechazada',
      motivo: 'El convenio no permite ampliar más.',
      nuevaFechaFin: day(90),
    });
    expect(res.statusCode).toBe(200);
    expect(await unchanged(s)).toBe('rechazada');
    expect(await companyView(s)).toMatchObject({ fechaFin: ddmm(end) });
    const [audit] = await auditOf(s.idSolicitud);
    expect(audit?.antes).toEqual({ estado: 'pendiente' });
    expect(audit?.despues).toEqual({ estado: 'rechazada' });
  });

  it('two approvals of the same request at once: one wins (200), the other gets 14', async () => {
    const s = await pending('ampliacion');
    const [a, b] = await Promise.all([
      decide({ idSolicitud: s.idSolicitud, decision: 'aprobada', nuevaFechaFin: day(90) }),
      decide({ idSolicitud: s.idSolicitud, decision: 'aprobada', nuevaFechaFin: day(100) }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? day(90) : day(100);
    const [row] = await t.ctx.db
      .select()
      .from(internships)
      .where(eq(internships.id, s.internship.id));
    expect(row?.fechaFin).toBe(winner);
    const audits = await auditOf(s.idSolicitud);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.despues).toMatchObject({ practica: { fechaFin: winner } });
  });
});
