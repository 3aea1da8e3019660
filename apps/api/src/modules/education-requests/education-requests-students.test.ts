import type { EducationRequest, StudentEducationStatus } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, notifications } from '../../db/schema.ts';
import { buildCompany } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { educationRequestsFixture } from './education-requests.fixtures.ts';

const t = await createTestApp();
const { buildStudent, buildCentre, post, get, studentAsks } = educationRequestsFixture(t);

describe("students' requests: the centre accepts or rejects", () => {
  it('numeroSolicitudPracticasEducacionDisponibles and centres with places', async () => {
    const centre = await buildCentre(1);
    const student = await buildStudent();
    const status = (
      await get('Alumno/numeroSolicitudPracticasEducacionDisponibles', student.headers)
    ).json<{
      datos: StudentEducationStatus;
    }>().datos;
    expect(status).toMatchObject({
      esEstudianteEducacion: true,
      maximo: 3,
      disponibles: 3,
      solicitudes: [],
    });
    // A centre in Spain is named with its town from the reference list (INE 18087: Granada).
    await t.ctx.db
      .update(companies)
      .set({ idPais: 1, idProvincia: 18, idLocalidad: 18087 })
      .where(eq(companies.id, centre.company.id));
    const centres = (await get('Alumno/dameCentrosPracticasEducacion', student.headers)).json<{
      datos: { idCentro: number; disponibles: number; localidad: string | null }[];
    }>().datos;
    expect(centres.find((c) => c.idCentro === centre.company.id)).toMatchObject({
      disponibles: 1,
      localidad: 'Granada',
    });
    const company = await buildCompany(t.ctx.db);
    expect(
      (
        await get(
          'Alumno/numeroSolicitudPracticasEducacionDisponibles',
          await t.authHeader(company.user.email, 'PrivadoEmpresa'),
        )
      ).statusCode,
    ).toBe(403);
  });

  it('a student asks (528), the centre is told, accepts (takes a place) and 81 when full', async () => {
    const centre = await buildCentre(1);
    const first = await buildStudent();
    const second = await buildStudent();
    const a = (await studentAsks(first.headers, centre.company.id)).json<{
      status: number;
      datos: EducationRequest;
    }>();
    expect(a.status).toBe(0);
    expect(a.datos).toMatchObject({
      origen: 'alumno',
      estado: 'pendiente_centro',
      puedeDecidir: true,
    });
    const b = (await studentAsks(second.headers, centre.company.id)).json<{
      datos: EducationRequest;
    }>();
    const told = await t.ctx.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, centre.user.id),
          eq(notifications.titulo, 'Nueva solicitud de prácticas de educación'),
        ),
      );
    expect(told).toHaveLength(2);

    const tutor = { tutorNombre: 'Marta Ruiz', tutorEmail: 'marta.ruiz@colegio.test' };
    const accepted = await post('Empresa/aceptarSolicitudPractica', centre.headers, {
      idSolicitud: a.datos.idSolicitud,
      ...tutor,
    });
    expect(accepted.json().datos).toMatchObject({ estado: 'pendiente_servicio', ...tutor });
    const full = await post('Empresa/aceptarSolicitudPractica', centre.headers, {
      idSolicitud: b.datos.idSolicitud,
      ...tutor,
    });
    expect(full.json().status).toBe(81);
    const twice = await post('Empresa/aceptarSolicitudPractica', centre.headers, {
      idSolicitud: a.datos.idSolicitud,
      ...tutor,
    });
    expect(twice.json().status).toBe(14);
    // Full centre: a new student's request is refused too.
    expect(
      (await studentAsks((await buildStudent()).headers, centre.company.id)).json().status,
    ).toBe(81);
  });

  it('accepting needs the tutor: without one it is refused naming the field and stays pending', async () => {
    const centre = await buildCentre();
    const student = await buildStudent();
    const created = (await studentAsks(student.headers, centre.company.id)).json<{
      datos: EducationRequest;
    }>().datos;
    const noTutor = await post('Empresa/aceptarSolicitudPractica', centre.headers, {
      idSolicitud: created.idSolicitud,
    });
    expect(noTutor.statusCode).toBe(400);
    expect(JSON.stringify(noTutor.json())).toContain('tutorNombre');
    const badEmail = await post('Empresa/aceptarSolicitudPractica', centre.headers, {
      idSolicitud: created.idSolicitud,
      tutorNombre: 'Marta Ruiz',
      tutorEmail: 'marta',
    });
    expect(badEmail.statusCode).toBe(400);
    expect(JSON.stringify(badEmail.json())).toContain('tutorEmail');
    const still = (
      await get(`Empresa/dameSolicitudPractica/${String(created.idSolicitud)}`, centre.headers)
    ).json<{ datos: EducationRequest }>().datos;
    expect(still).toMatchObject({ estado: 'pendiente_centro', tutorNombre: null });
    const accepted = await post('Empresa/aceptarSolicitudPractica', centre.headers, {
      idSolicitud: created.idSolicitud,
      tutorNombre: 'Marta Ruiz',
      tutorEmail: '',
    });
    expect(accepted.json().datos).toMatchObject({
      estado: 'pendiente_servicio',
      tutorNombre: 'Marta Ruiz',
      tutorEmail: null,
    });
  });

  it("rejects with a reason the student reads; another centre's request is 404", async () => {
    const centre = await buildCentre();
    const other = await buildCentre();
    const student = await buildStudent();
    const created = (await studentAsks(student.headers, centre.company.id)).json<{
      datos: EducationRequest;
    }>().datos;
    const noReason = await post('Empresa/rechazarSolicitudPractica', centre.headers, {
      idSolicitud: created.idSolicitud,
    });
    expect(noReason.statusCode).toBe(400);
    const foreign = await post('Empresa/rechazarSolicitudPractica', other.headers, {
      idSolicitud: created.idSolicitud,
      motivo: 'No tenemos plazas en infantil.',
    });
    expect(foreign.statusCode).toBe(404);
    const foreignAccept = await post('Empresa/aceptarSolicitudPractica', other.headers, {
      idSolicitud: created.idSolicitud,
      tutorNombre: 'Marta Ruiz',
    });
    expect(foreignAccept.statusCode).toBe(404);
    const res = await post('Empresa/rechazarSolicitudPractica', centre.headers, {
      idSolicitud: created.idSolicitud,
      motivo: 'No tenemos plazas en infantil.',
    });
    expect(res.json().datos).toMatchObject({
      estado: 'rechazada_centro',
      motivo: 'No tenemos plazas en infantil.',
    });
    const status = (
      await get('Alumno/numeroSolicitudPracticasEducacionDisponibles', student.headers)
    ).json<{
      datos: StudentEducationStatus;
    }>().datos;
    expect(status.disponibles).toBe(3);
    expect(status.solicitudes[0]).toMatchObject({ estado: 'rechazada_centro' });
  });

  it('refuses non-education students and a fourth live request (515)', async () => {
    const centre = await buildCentre(10);
    expect(
      (await studentAsks((await buildStudent(false)).headers, centre.company.id)).json().status,
    ).toBe(515);
    const student = await buildStudent();
    for (let i = 0; i < 3; i += 1) {
      const c = await buildCentre();
      expect((await studentAsks(student.headers, c.company.id)).json().status).toBe(0);
    }
    const res = await studentAsks(student.headers, centre.company.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().status).toBe(515);
    expect((await studentAsks(student.headers, 999999)).statusCode).toBe(404);
  });
});
