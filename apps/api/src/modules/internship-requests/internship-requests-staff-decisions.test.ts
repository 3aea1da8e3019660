import type {
  CompanyInternship,
  InternshipChangeRequest,
  StaffChangeRequest,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../db/schema.ts';
import { staffHeader, staffSession } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { xlsxText } from '../../test/xlsx-text.ts';
import { internshipRequestsFixture } from './internship-requests.fixtures.ts';

const t = await createTestApp();
const { setup, ask, valid } = internshipRequestsFixture(t);

describe('back-office: change requests', () => {
  const decide = async (payload: object, headers?: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Gestion/resolverSolicitudCambioPractica',
      headers: headers ?? (await staffHeader(t)),
      payload,
    });

  it('lists with filters, shows one, and approves: audited, company notified and mailed', async () => {
    const s = await setup();
    const created = (await ask(s.headers, valid(s.internship.id, 'finalizacion_anticipada'))).json<{
      datos: InternshipChangeRequest;
    }>().datos;
    const { email: staffEmail, headers: staff } = await staffSession(t);
    const list = (
      await t.app.inject({
        method: 'GET',
        url: `/api/Gestion/dameSolicitudesCambioPracticas?estado=pendiente&tipo=finalizacion_anticipada&texto=${encodeURIComponent(s.company.nombreComercial)}`,
        headers: staff,
      })
    ).json<{ datos: StaffChangeRequest[] }>().datos;
    expect(list.map((r) => r.idSolicitud)).toEqual([created.idSolicitud]);
    expect(list[0]).toMatchObject({
      empresa: s.company.nombreComercial,
      alumno: 'Lucía Prueba Test',
    });
    const none = (
      await t.app.inject({
        method: 'GET',
        url: `/api/Gestion/dameSolicitudesCambioPracticas?estado=rechazada&texto=${encodeURIComponent(s.company.nombreComercial)}`,
        headers: staff,
      })
    ).json<{ datos: StaffChangeRequest[] }>().datos;
    expect(none).toEqual([]);

    const one = await t.app.inject({
      method: 'GET',
      url: `/api/Gestion/dameSolicitudCambioPractica/${String(created.idSolicitud)}`,
      headers: staff,
    });
    expect(one.json().datos.practica).toBe('Prácticas de análisis de datos');

    t.mailer.sent.length = 0;
    const res = await decide(
      { idSolicitud: created.idSolicitud, decision: 'aprobada', nuevaFechaFin: '2027-02-26' },
      staff,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().datos).toMatchObject({ estado: 'aprobada', resueltaPor: staffEmail });
    const notes = await t.ctx.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, s.user.id),
          eq(notifications.titulo, 'Solicitud de cambio de prácticas aprobada'),
        ),
      );
    expect(notes).toHaveLength(1);
    expect(t.mailer.sent.map((m) => m.to)).toEqual([s.user.email]);
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entidad, 'solicitud_cambio_practica'),
          eq(auditLog.entidadId, String(created.idSolicitud)),
        ),
      );
    expect(audit).toEqual([
      expect.objectContaining({
        accion: 'solicitud_cambio_practica.aprobar',
        actorEmail: staffEmail,
        antes: expect.objectContaining({
          estado: 'pendiente',
          practica: expect.objectContaining({ fechaFin: '2027-03-31' }),
        }),
        despues: expect.objectContaining({
          estado: 'aprobada',
          practica: expect.objectContaining({ fechaFin: '2027-02-26' }),
        }),
      }),
    ]);
    // Deciding twice: 14.
    const again = await decide({
      idSolicitud: created.idSolicitud,
      decision: 'rechazada',
      motivo: 'Ya resuelta',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().status).toBe(14);
  });

  it('needs a reason to reject (400) and stores it; unknown id 404', async () => {
    const s = await setup();
    const created = (await ask(s.headers, valid(s.internship.id))).json<{
      datos: InternshipChangeRequest;
    }>().datos;
    const missing = await decide({ idSolicitud: created.idSolicitud, decision: 'rechazada' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().datos.errores[0]).toMatchObject({ campo: 'motivo' });
    const res = await decide({
      idSolicitud: created.idSolicitud,
      decision: 'rechazada',
      motivo: 'El convenio no permite ampliar más.',
    });
    expect(res.json().datos).toMatchObject({
      estado: 'rechazada',
      motivo: 'El convenio no permite ampliar más.',
    });
    const companyView = (
      await t.app.inject({ method: 'GET', url: '/api/Empresa/damePracticas', headers: s.headers })
    ).json<{ datos: CompanyInternship[] }>().datos;
    expect(companyView[0]?.solicitudes[0]).toMatchObject({
      estado: 'rechazada',
      motivo: 'El convenio no permite ampliar más.',
    });
    expect((await decide({ idSolicitud: 999999, decision: 'aprobada' })).statusCode).toBe(404);
  });

  it('exports CSV and XLSX files', async () => {
    const s = await setup();
    await ask(s.headers, valid(s.internship.id));
    const staff = await staffHeader(t);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/Gestion/exportaSolicitudesCambioPracticas?formato=csv&texto=${encodeURIComponent(s.company.nombreComercial)}`,
      headers: staff,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toContain('"Solicitud";"Fecha";"Estado";"Acción";"Empresa"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Ampliación"');
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/Gestion/exportaSolicitudesCambioPracticas?formato=xlsx',
      headers: staff,
    });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('exports in English when asked, and in Spanish as before otherwise', async () => {
    const s = await setup();
    await ask(s.headers, valid(s.internship.id));
    const staff = await staffHeader(t);
    const url = `/api/Gestion/exportaSolicitudesCambioPracticas?formato=csv&texto=${encodeURIComponent(s.company.nombreComercial)}`;
    const linesIn = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url, headers })).body
        .replace('\uFEFF', '')
        .trim()
        .split('\r\n');

    const spanish = await linesIn(staff);
    expect(spanish[0]).toBe(
      '"Solicitud";"Fecha";"Estado";"Acción";"Empresa";"Práctica";"Alumno";"Inicio";"Fin";"Descripción";"Motivo";"Resuelta";"Resuelta por"',
    );
    expect(spanish[1]).toContain('"Pendiente";"Ampliación";');

    const english = await linesIn({ ...staff, 'accept-language': 'en-GB,en' });
    expect(english[0]).toBe(
      '"Request";"Date";"State";"Action";"Company";"Internship";"Student";"Start";"End";"Description";"Reason";"Resolved";"Resolved by"',
    );
    expect(english[1]).toContain('"Pending";"Extension";');
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/Gestion/exportaSolicitudesCambioPracticas?formato=xlsx',
      headers: { ...staff, 'accept-language': 'en' },
    });
    expect(xlsxText(xlsx.rawPayload)).toContain('Resolved by');
  });

  it('no candidate or company token reaches the staff calls', async () => {
    const s = await setup();
    for (const headers of [s.headers, await t.authHeader(s.student.email)]) {
      for (const [method, url] of [
        ['GET', '/api/Gestion/dameSolicitudesCambioPracticas'],
        ['GET', '/api/Gestion/dameSolicitudCambioPractica/1'],
        ['GET', '/api/Gestion/exportaSolicitudesCambioPracticas'],
      ] as const) {
        expect((await t.app.inject({ method, url, headers })).statusCode).toBe(403);
      }
      expect((await decide({ idSolicitud: 1, decision: 'aprobada' }, headers)).statusCode).toBe(
        403,
      );
    }
  });
});
