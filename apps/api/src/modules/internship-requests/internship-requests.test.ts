import type {
  CompanyInternship,
  InternshipChangeRequest,
  StaffChangeRequest,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, internshipChangeRequests, internships, notifications } from '../../db/schema.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();

async function setup(estado: 'en_curso' | 'finalizada' = 'en_curso') {
  const { company, user } = await buildCompany(t.ctx.db);
  const student = await buildCandidate(t.ctx.db, { nombre: 'Lucía' });
  const [internship] = await t.ctx.db
    .insert(internships)
    .values({
      candidateId: student.id,
      companyId: company.id,
      titulo: 'Prácticas de análisis de datos',
      estado,
      fechaInicio: '2026-10-01',
      fechaFin: '2027-03-31',
      horasDia: 5,
      tutorEmpresaNombre: 'Marta Tutora',
      tutorEmpresaEmail: 'marta@empresa.es',
    })
    .returning();
  if (!internship) {
    throw new Error('no internship');
  }
  const headers = await t.authHeader(user.email, 'PrivadoEmpresa');
  return { company, user, student, internship, headers };
}

const ask = (headers: Record<string, string>, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Empresa/solictitarAccionSobrePractica',
    headers,
    payload,
  });
const valid = (idPractica: number, accion = 'ampliacion') => ({
  idPractica,
  accion,
  descripcion: 'Necesitamos ampliar dos meses para terminar el proyecto.',
});

describe('damePracticas', () => {
  it("lists only the company's internships with student, dates, tutor, state and requests", async () => {
    const mine = await setup();
    const other = await setup();
    await ask(mine.headers, valid(mine.internship.id));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Empresa/damePracticas',
      headers: mine.headers,
    });
    expect(res.statusCode).toBe(200);
    const list = res.json<{ datos: CompanyInternship[] }>().datos;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      idPractica: mine.internship.id,
      titulo: 'Prácticas de análisis de datos',
      alumno: { nombre: 'Lucía', apellidos: 'Prueba Test', email: mine.student.email },
      fechaInicio: '01/10/2026',
      fechaFin: '31/03/2027',
      tutor: { nombre: 'Marta Tutora', email: 'marta@empresa.es' },
      estado: 'en_curso',
      admiteSolicitudes: true,
      solicitudes: [expect.objectContaining({ accion: 'ampliacion', estado: 'pendiente' })],
    });
    expect(list.some((p) => p.idPractica === other.internship.id)).toBe(false);
  });

  it('is for companies only: candidate and staff tokens get 403, no token 401', async () => {
    const student = await buildCandidate(t.ctx.db);
    const url = '/api/Empresa/damePracticas';
    expect(
      (await t.app.inject({ method: 'GET', url, headers: await t.authHeader(student.email) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url, headers: await staffHeader(t) })).statusCode,
    ).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().status).toBe(2);
  });
});

describe('solictitarAccionSobrePractica', () => {
  it('stores a pending request, answers 0 with the 529 text and mails the careers office', async () => {
    const s = await setup();
    t.mailer.sent.length = 0;
    const res = await ask(s.headers, valid(s.internship.id, 'cambio_tutor'));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: number; mensaje: string; datos: InternshipChangeRequest }>();
    expect(body.status).toBe(0);
    expect(body.mensaje).toBe(
      'La solicitud de cambio se ha enviado correctamente. El servicio de empleo la revisará.',
    );
    expect(body.datos).toMatchObject({ accion: 'cambio_tutor', estado: 'pendiente', motivo: null });
    const [row] = await t.ctx.db
      .select()
      .from(internshipChangeRequests)
      .where(eq(internshipChangeRequests.id, body.datos.idSolicitud));
    expect(row).toMatchObject({ companyId: s.company.id, requestedBy: s.user.id });
    expect(t.mailer.sent.map((m) => m.to)).toEqual(['practicas@universidad-demo.es']);
    expect(t.mailer.sent[0]?.text).toContain('Cambio de tutor');
  });

  it("refuses another company's internship with 404 and stores nothing", async () => {
    const mine = await setup();
    const other = await setup();
    const res = await ask(mine.headers, valid(other.internship.id));
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe(404);
    expect(
      await t.ctx.db
        .select()
        .from(internshipChangeRequests)
        .where(eq(internshipChangeRequests.internshipId, other.internship.id)),
    ).toHaveLength(0);
  });

  it('refuses a finished internship with 14', async () => {
    const s = await setup('finalizada');
    const res = await ask(s.headers, valid(s.internship.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().status).toBe(14);
  });

  it('refuses a second pending request of the same kind with 515 (one stored)', async () => {
    const s = await setup();
    const [a, b] = await Promise.all([
      ask(s.headers, valid(s.internship.id)),
      ask(s.headers, valid(s.internship.id)),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a.json().status, b.json().status].sort()).toEqual([0, 515]);
    expect((await ask(s.headers, valid(s.internship.id, 'otra'))).json().status).toBe(0);
  });

  it('answers 400 naming the field for a bad action or a short description', async () => {
    const s = await setup();
    const res = await ask(s.headers, {
      idPractica: s.internship.id,
      accion: 'x',
      descripcion: 'corta',
    });
    expect(res.statusCode).toBe(400);
    const campos = res
      .json<{ datos: { errores: { campo: string; mensaje: string }[] } }>()
      .datos.errores.map((e) => [e.campo, e.mensaje]);
    expect(campos).toEqual(
      expect.arrayContaining([
        ['accion', 'El campo está mal formado'],
        ['descripcion', 'El campo no tiene la longitud mínima requerida'],
      ]),
    );
  });

  it('is for companies only (candidate 403)', async () => {
    const s = await setup();
    const res = await ask(await t.authHeader(s.student.email), valid(s.internship.id));
    expect(res.statusCode).toBe(403);
  });
});

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
    const staff = await staffHeader(t);
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
    const res = await decide({ idSolicitud: created.idSolicitud, decision: 'aprobada' }, staff);
    expect(res.statusCode).toBe(200);
    expect(res.json().datos).toMatchObject({ estado: 'aprobada', resueltaPor: 'gestor@demo.es' });
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
        actorEmail: 'gestor@demo.es',
        antes: { estado: 'pendiente' },
        despues: { estado: 'aprobada' },
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
