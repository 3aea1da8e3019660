import type {
  CheckedStudent,
  EducationMenu,
  EducationRequest,
  EducationRequestList,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { educationInternshipRequests, notifications } from '../../db/schema.ts';
import { buildCompany } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { educationRequestsFixture } from './education-requests.fixtures.ts';

const t = await createTestApp();
const { nextDni, buildStudent, buildCentre, post, get, placement, centreAsks } =
  educationRequestsFixture(t);

describe('menu, check DNI and centre requests', () => {
  it('tieneMenuSolicitudesPracticasEducacion says whether the company is a centre', async () => {
    const centre = await buildCentre(2);
    const menu = (
      await get('Empresa/tieneMenuSolicitudesPracticasEducacion', centre.headers)
    ).json<{
      datos: EducationMenu;
    }>().datos;
    expect(menu).toEqual({ tieneMenu: true, limite: 2, ocupadas: 0, disponibles: 2 });
    const plain = await buildCompany(t.ctx.db);
    const none = await get(
      'Empresa/tieneMenuSolicitudesPracticasEducacion',
      await t.authHeader(plain.user.email, 'PrivadoEmpresa'),
    );
    expect(none.json().datos).toMatchObject({ tieneMenu: false });
    const student = await buildStudent();
    expect(
      (await get('Empresa/tieneMenuSolicitudesPracticasEducacion', student.headers)).statusCode,
    ).toBe(403);
  });

  it('compruebaDNIalumno finds the student or answers 509; a malformed DNI is 400', async () => {
    const centre = await buildCentre();
    const student = await buildStudent();
    const found = await post('Empresa/compruebaDNIalumno', centre.headers, {
      dni: student.dni.toLowerCase(),
    });
    expect(found.json<{ datos: CheckedStudent }>().datos).toMatchObject({
      idAlumno: student.id,
      nombre: 'Irene',
      esEstudianteEducacion: true,
      disponibles: 3,
    });
    const missing = await post('Empresa/compruebaDNIalumno', centre.headers, { dni: nextDni() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      status: 509,
      mensaje: 'No existe ningún alumno con ese documento de identidad.',
    });
    const bad = await post('Empresa/compruebaDNIalumno', centre.headers, { dni: '12345678A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().datos.errores[0]).toMatchObject({
      campo: 'dni',
      mensaje: 'El DNI está mal formado',
    });
    expect(
      (await post('Empresa/compruebaDNIalumno', student.headers, { dni: student.dni })).statusCode,
    ).toBe(403);
    // A company that is not an education centre learns nobody's name.
    const plain = await buildCompany(t.ctx.db);
    const asked = await post(
      'Empresa/compruebaDNIalumno',
      await t.authHeader(plain.user.email, 'PrivadoEmpresa'),
      { dni: student.dni },
    );
    expect(asked.statusCode).toBe(403);
    expect(JSON.stringify(asked.json())).not.toContain('Irene');
  });

  it('solicitudPractica registers a request (528) pending the office and tells the student', async () => {
    const centre = await buildCentre();
    const student = await buildStudent();
    const res = await centreAsks(centre.headers, student.dni);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: number; mensaje: string; datos: EducationRequest }>();
    expect(body.status).toBe(0);
    expect(body.mensaje).toBe('Tu solicitud se ha registrado correctamente.');
    expect(body.datos).toMatchObject({
      origen: 'centro',
      estado: 'pendiente_servicio',
      alumno: { idAlumno: student.id, dni: student.dni },
      idCentro: centre.company.id,
      etapa: 'primaria',
      fechaInicio: '2027-02-01',
      tutorNombre: 'Carmen Maestra',
      editable: true,
      puedeDecidir: false,
    });
    const notes = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, student.id));
    expect(notes.map((n) => n.titulo)).toContain('Solicitud de prácticas de educación');
    // Same centre and student again: 515.
    const again = await centreAsks(centre.headers, student.dni);
    expect(again.statusCode).toBe(409);
    expect(again.json().status).toBe(515);
  });

  it('answers 509 for an unknown DNI, 515 for a non-education student, 403 for a non-centre', async () => {
    const centre = await buildCentre();
    expect((await centreAsks(centre.headers, nextDni())).json().status).toBe(509);
    const notEducation = await buildStudent(false);
    const res = await centreAsks(centre.headers, notEducation.dni);
    expect(res.json().status).toBe(515);
    const plain = await buildCompany(t.ctx.db);
    const forbidden = await centreAsks(
      await t.authHeader(plain.user.email, 'PrivadoEmpresa'),
      (await buildStudent()).dni,
    );
    expect(forbidden.statusCode).toBe(403);
  });

  it('refuses a start date not before the end date, naming fechaFin', async () => {
    const centre = await buildCentre();
    const student = await buildStudent();
    const res = await centreAsks(centre.headers, student.dni, { fechaFin: '2027-02-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().datos.errores).toEqual([
      expect.objectContaining({
        campo: 'fechaFin',
        mensaje: 'La fecha de inicio debe ser anterior a la fecha de fin',
      }),
    ]);
  });

  it('answers 81 once the limit is reached', async () => {
    const centre = await buildCentre(1);
    expect((await centreAsks(centre.headers, (await buildStudent()).dni)).json().status).toBe(0);
    const res = await centreAsks(centre.headers, (await buildStudent()).dni);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: 81,
      mensaje: 'Se ha alcanzado el número máximo de solicitudes disponibles para este centro.',
    });
  });

  it('never over-books the centre under concurrent requests', async () => {
    const centre = await buildCentre(2);
    const students = await Promise.all([1, 2, 3, 4, 5].map(() => buildStudent()));
    const results = await Promise.all(students.map((s) => centreAsks(centre.headers, s.dni)));
    const statuses = results.map((r) => r.json<{ status: number }>().status).sort((a, b) => a - b);
    expect(statuses).toEqual([0, 0, 81, 81, 81]);
    const rows = await t.ctx.db
      .select()
      .from(educationInternshipRequests)
      .where(eq(educationInternshipRequests.centreId, centre.company.id));
    expect(rows).toHaveLength(2);
  });

  it("lists and shows only the centre's own requests; another centre's id is 404", async () => {
    const centre = await buildCentre();
    const other = await buildCentre();
    const mine = (await centreAsks(centre.headers, (await buildStudent()).dni)).json<{
      datos: EducationRequest;
    }>().datos;
    const theirs = (await centreAsks(other.headers, (await buildStudent()).dni)).json<{
      datos: EducationRequest;
    }>().datos;
    const list = (await get('Empresa/dameSolicitudesPracticasEducacion', centre.headers)).json<{
      datos: EducationRequestList;
    }>().datos;
    expect(list.solicitudes.map((r) => r.idSolicitud)).toEqual([mine.idSolicitud]);
    expect(list).toMatchObject({ limite: 3, ocupadas: 1, disponibles: 2 });
    expect(
      (
        await get(`Empresa/dameSolicitudPractica/${String(mine.idSolicitud)}`, centre.headers)
      ).json().datos.idSolicitud,
    ).toBe(mine.idSolicitud);
    const foreign = await get(
      `Empresa/dameSolicitudPractica/${String(theirs.idSolicitud)}`,
      centre.headers,
    );
    expect(foreign.statusCode).toBe(404);
    const plain = await buildCompany(t.ctx.db);
    expect(
      (
        await get(
          'Empresa/dameSolicitudesPracticasEducacion',
          await t.authHeader(plain.user.email, 'PrivadoEmpresa'),
        )
      ).statusCode,
    ).toBe(403);
  });

  it('editarSolicitudPractica changes an open request; not another centre’s, not a decided one', async () => {
    const centre = await buildCentre();
    const other = await buildCentre();
    const created = (await centreAsks(centre.headers, (await buildStudent()).dni)).json<{
      datos: EducationRequest;
    }>().datos;
    const edit = { idSolicitud: created.idSolicitud, ...placement, tutorNombre: 'Pablo Tutor' };
    const res = await post('Empresa/editarSolicitudPractica', centre.headers, edit);
    expect(res.json().datos).toMatchObject({ tutorNombre: 'Pablo Tutor' });
    expect((await post('Empresa/editarSolicitudPractica', other.headers, edit)).statusCode).toBe(
      404,
    );
    await post('Gestion/resolverSolicitudPracticaEducacion', await staffHeader(t), {
      idSolicitud: created.idSolicitud,
      decision: 'aprobada',
    });
    const decided = await post('Empresa/editarSolicitudPractica', centre.headers, edit);
    expect(decided.statusCode).toBe(409);
    expect(decided.json().status).toBe(14);
  });
});
