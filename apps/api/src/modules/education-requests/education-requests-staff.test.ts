import type { EducationRequest, StaffEducationRequest } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { spanishDay } from '../../lib/dates.ts';
import { xlsxText } from '../../test/xlsx-text.ts';
import { staffHeader, staffSession } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { noticesIn, signInIn } from '../../test/user-language.ts';
import { educationRequestsFixture } from './education-requests.fixtures.ts';

const t = await createTestApp();
const { buildStudent, buildCentre, post, get, centreAsks, studentAsks } =
  educationRequestsFixture(t);

describe('back-office: education requests', () => {
  it('lists, shows, approves (audited; student and centre told) and refuses a second decision', async () => {
    const centre = await buildCentre();
    const student = await buildStudent();
    const created = (await centreAsks(centre.headers, student.dni)).json<{
      datos: EducationRequest;
    }>().datos;
    const { email: staffEmail, headers: staff } = await staffSession(t);
    const list = (
      await get(
        `Gestion/dameSolicitudesPracticasEducacion?estado=pendiente_servicio&texto=${student.dni}`,
        staff,
      )
    ).json<{ datos: StaffEducationRequest[] }>().datos;
    expect(list.map((r) => r.idSolicitud)).toEqual([created.idSolicitud]);
    expect(
      (
        await get(`Gestion/dameSolicitudPracticaEducacion/${String(created.idSolicitud)}`, staff)
      ).json().datos.centro,
    ).toBe(centre.company.nombreComercial);
    t.mailer.sent.length = 0;
    const res = await post('Gestion/resolverSolicitudPracticaEducacion', staff, {
      idSolicitud: created.idSolicitud,
      decision: 'aprobada',
    });
    expect(res.json().datos).toMatchObject({ estado: 'aprobada', resueltaPor: staffEmail });
    expect(t.mailer.sent.map((m) => m.to).sort()).toEqual(
      [centre.user.email, student.email].sort(),
    );
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entidad, 'solicitud_practica_educacion'),
          eq(auditLog.entidadId, String(created.idSolicitud)),
        ),
      );
    expect(audit.map((a) => a.accion)).toEqual(['solicitud_practica_educacion.aprobar']);
    const again = await post('Gestion/resolverSolicitudPracticaEducacion', staff, {
      idSolicitud: created.idSolicitud,
      decision: 'rechazada',
      motivo: 'Otra vez',
    });
    expect(again.json().status).toBe(14);
  });

  it('a rejection needs a reason and frees the place; a student-pending request is 14', async () => {
    const centre = await buildCentre(1);
    const created = (await centreAsks(centre.headers, (await buildStudent()).dni)).json<{
      datos: EducationRequest;
    }>().datos;
    const staff = await staffHeader(t);
    expect(
      (
        await post('Gestion/resolverSolicitudPracticaEducacion', staff, {
          idSolicitud: created.idSolicitud,
          decision: 'rechazada',
        })
      ).statusCode,
    ).toBe(400);
    const res = await post('Gestion/resolverSolicitudPracticaEducacion', staff, {
      idSolicitud: created.idSolicitud,
      decision: 'rechazada',
      motivo: 'El alumno no tiene los créditos necesarios.',
    });
    expect(res.json().datos).toMatchObject({ estado: 'rechazada' });
    expect((await centreAsks(centre.headers, (await buildStudent()).dni)).json().status).toBe(0);
    const pendingCentre = (
      await studentAsks((await buildStudent()).headers, (await buildCentre()).company.id)
    ).json<{
      datos: EducationRequest;
    }>().datos;
    const wrong = await post('Gestion/resolverSolicitudPracticaEducacion', staff, {
      idSolicitud: pendingCentre.idSolicitud,
      decision: 'aprobada',
    });
    expect(wrong.json().status).toBe(14);
  });

  it('tells the decision in each one’s language: an English student, a Spanish centre', async () => {
    const centre = await buildCentre();
    const student = await buildStudent();
    const studentAuth = await signInIn(t.app, student.email, 'en');
    const created = (await centreAsks(centre.headers, student.dni)).json<{
      datos: EducationRequest;
    }>().datos;
    t.mailer.sent.length = 0;
    const motivo = 'Faltan los créditos del segundo curso.';
    const res = await post('Gestion/resolverSolicitudPracticaEducacion', await staffHeader(t), {
      idSolicitud: created.idSolicitud,
      decision: 'rechazada',
      motivo,
    });
    expect(res.json()).toMatchObject({ status: 0, datos: { estado: 'rechazada' } });

    const english = 'Education internship request rejected';
    expect((await noticesIn(t.app, studentAuth, 'en'))[0]).toMatchObject({
      titulo: english,
      texto: `The careers office has rejected your education internship at ${centre.company.nombreComercial}. Reason: ${motivo}`,
    });
    const studentMail = t.mailer.sent.find((m) => m.to === student.email);
    expect(studentMail).toMatchObject({ subject: english });
    expect(studentMail?.text).toContain(
      'The careers office has rejected your education internship',
    );

    const spanish = 'Solicitud de prácticas de educación rechazada';
    expect((await noticesIn(t.app, centre.headers, 'es', 'Empresa'))[0]).toMatchObject({
      titulo: spanish,
      texto: `El Servicio de Empleo ha rechazado la solicitud de prácticas de Irene Prueba Test. Motivo: ${motivo}`,
    });
    const centreMail = t.mailer.sent.find((m) => m.to === centre.user.email);
    expect(centreMail).toMatchObject({ subject: spanish });
    expect(centreMail?.text).toContain('El Servicio de Empleo ha rechazado la solicitud');
  });

  it('exports in English when asked, and in Spanish as before otherwise', async () => {
    const centre = await buildCentre();
    const student = await buildStudent();
    await centreAsks(centre.headers, student.dni);
    const staff = await staffHeader(t);
    const url = `Gestion/exportaSolicitudesPracticasEducacion?formato=csv&texto=${student.dni}`;
    const linesOf = (body: string) => body.replace('\uFEFF', '').trim().split('\r\n');

    const csv = await get(url, staff);
    // Named after the day in Madrid, encoded as every download of the portal is, never cached.
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''solicitudes-practicas-educacion-${spanishDay()}.csv`,
    );
    expect(csv.headers['cache-control']).toBe('private, no-store');
    const spanish = linesOf(csv.body);
    expect(spanish[0]).toBe(
      '"Solicitud";"Fecha";"Estado";"Origen";"Centro";"Alumno";"DNI";"Email";"Etapa";"Inicio";"Fin";"Tutor";"Motivo";"Resuelta por"',
    );
    expect(spanish[1]).toContain('"Pendiente del Servicio de Empleo";"Centro";');
    expect(spanish[1]).toContain('"Educación Primaria"');

    const english = linesOf((await get(url, { ...staff, 'accept-language': 'en-GB,en' })).body);
    expect(english[0]).toBe(
      '"Request";"Date";"State";"Origin";"Centre";"Student";"ID number";"Email";"Stage";"Start";"End";"Tutor";"Reason";"Resolved by"',
    );
    expect(english[1]).toContain('"Pending the careers office";"Centre";');
    expect(english[1]).toContain('"Primary education"');
    const xlsx = await get('Gestion/exportaSolicitudesPracticasEducacion?formato=xlsx', {
      ...staff,
      'accept-language': 'en',
    });
    const sheet = xlsxText(xlsx.rawPayload);
    expect(sheet).toContain('Resolved by');
    expect(sheet).toContain('Pending the careers office');
    expect(sheet).not.toContain('Resuelta por');
  });

  it('exports CSV and XLSX; no candidate or company token reaches the staff calls', async () => {
    const centre = await buildCentre();
    const student = await buildStudent();
    await centreAsks(centre.headers, student.dni);
    const staff = await staffHeader(t);
    const csv = await get(
      `Gestion/exportaSolicitudesPracticasEducacion?formato=csv&texto=${student.dni}`,
      staff,
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${student.dni}"`);
    const xlsx = await get('Gestion/exportaSolicitudesPracticasEducacion', staff);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    for (const headers of [centre.headers, student.headers]) {
      expect((await get('Gestion/dameSolicitudesPracticasEducacion', headers)).statusCode).toBe(
        403,
      );
      expect((await get('Gestion/dameSolicitudPracticaEducacion/1', headers)).statusCode).toBe(403);
      expect((await get('Gestion/exportaSolicitudesPracticasEducacion', headers)).statusCode).toBe(
        403,
      );
      expect(
        (
          await post('Gestion/resolverSolicitudPracticaEducacion', headers, {
            idSolicitud: 1,
            decision: 'aprobada',
          })
        ).statusCode,
      ).toBe(403);
    }
  });
});
