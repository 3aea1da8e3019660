import type {
  CompanyInternship,
  InternshipChangeRequest,
  StaffChangeRequest,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, internshipChangeRequests, internships, notifications } from '../../db/schema.ts';
import { spanishDay } from '../../lib/dates.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { xlsxText } from '../../test/xlsx-text.ts';

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
    const res = await decide(
      { idSolicitud: created.idSolicitud, decision: 'aprobada', nuevaFechaFin: '2027-02-26' },
      staff,
    );
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

describe('back-office: an approval applies the change to the internship', () => {
  /** A day `offset` days from today in Spain, YYYY-MM-DD. */
  const day = (offset: number) => spanishDay(new Date(Date.now() + offset * 86_400_000));
  const ddmm = (iso: string) => iso.split('-').reverse().join('/');
  const start = day(-30);
  const end = day(60);

  /** An internship in progress (started 30 days ago, ends in 60) with a pending request. */
  async function pending(accion: string) {
    const s = await setup();
    await t.ctx.db
      .update(internships)
      .set({ fechaInicio: start, fechaFin: end })
      .where(eq(internships.id, s.internship.id));
    const created = (await ask(s.headers, valid(s.internship.id, accion))).json<{
      datos: InternshipChangeRequest;
    }>().datos;
    return { ...s, idSolicitud: created.idSolicitud };
  }
  const decide = async (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Gestion/resolverSolicitudCambioPractica',
      headers: await staffHeader(t),
      payload,
    });
  const companyView = async (s: { headers: Record<string, string>; internship: { id: number } }) =>
    (await t.app.inject({ method: 'GET', url: '/api/Empresa/damePracticas', headers: s.headers }))
      .json<{ datos: CompanyInternship[] }>()
      .datos.find((p) => p.idPractica === s.internship.id);
  const candidateView = async (s: { student: { email: string }; internship: { id: number } }) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/Alumno/damePracticasAlumno',
        headers: await t.authHeader(s.student.email),
      })
    )
      .json<{ datos: { idPractica: number; fechaFin: string; estado: string; tutor: unknown }[] }>()
      .datos.find((p) => p.idPractica === s.internship.id);
  const auditOf = async (idSolicitud: number) =>
    t.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entidad, 'solicitud_cambio_practica'),
          eq(auditLog.entidadId, String(idSolicitud)),
        ),
      );
  const noticeOf = async (userId: number) => {
    const rows = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(notifications.id);
    return rows.at(-1);
  };
  const errorsOf = (res: Awaited<ReturnType<typeof decide>>) =>
    res
      .json<{ datos: { errores: { campo: string; codigo: string; mensaje: string }[] } }>()
      .datos.errores.map((e) => [e.campo, e.mensaje]);
  const unchanged = async (s: Awaited<ReturnType<typeof pending>>) => {
    const [row] = await t.ctx.db
      .select()
      .from(internships)
      .where(eq(internships.id, s.internship.id));
    expect(row).toMatchObject({
      fechaInicio: start,
      fechaFin: end,
      estado: 'en_curso',
      tutorEmpresaNombre: 'Marta Tutora',
      tutorEmpresaEmail: 'marta@empresa.es',
    });
    const [request] = await t.ctx.db
      .select()
      .from(internshipChangeRequests)
      .where(eq(internshipChangeRequests.id, s.idSolicitud));
    return request?.estado;
  };

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
