import type {
  CheckedStudent,
  EducationMenu,
  EducationRequest,
  EducationRequestList,
  StaffEducationRequest,
  StudentEducationStatus,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  candidates,
  companies,
  educationCentres,
  educationInternshipRequests,
  notifications,
} from '../../db/schema.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { xlsxText } from '../../test/xlsx-text.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { noticesIn, signInIn } from '../../test/user-language.ts';

const t = await createTestApp();

let dniSeq = 40_000_000 + Math.floor(Math.random() * 1_000_000);
const nextDni = () => {
  dniSeq += 1;
  return `${String(dniSeq)}${'TRWAGMYFPDXBNJZSQVHLCKE'[dniSeq % 23] ?? ''}`;
};

async function buildStudent(educacion = true) {
  const student = await buildCandidate(t.ctx.db, { nombre: 'Irene' });
  const dni = nextDni();
  await t.ctx.db
    .update(candidates)
    .set({ dni, esEstudianteEducacion: educacion })
    .where(eq(candidates.userId, student.id));
  return { ...student, dni, headers: await t.authHeader(student.email) };
}

async function buildCentre(limite = 3) {
  const { company, user } = await buildCompany(t.ctx.db);
  await t.ctx.db.insert(educationCentres).values({ companyId: company.id, limite });
  return { company, user, headers: await t.authHeader(user.email, 'PrivadoEmpresa') };
}

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload });
const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/${url}`, headers });

const placement = {
  etapa: 'primaria',
  fechaInicio: '2027-02-01',
  fechaFin: '2027-05-31',
  tutorNombre: 'Carmen Maestra',
  tutorEmail: 'carmen@colegio.es',
  observaciones: 'Tercer ciclo de primaria.',
};
const centreAsks = (headers: Record<string, string>, dni: string, extra: object = {}) =>
  post('Empresa/solicitudPractica', headers, { dni, ...placement, ...extra });
const studentAsks = (headers: Record<string, string>, idCentro: number) =>
  post('Alumno/solicitudPracticaEducacion', headers, {
    idCentro,
    etapa: 'infantil',
    fechaInicio: '2027-02-01',
    fechaFin: '2027-05-31',
  });

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

describe('back-office: education requests', () => {
  it('lists, shows, approves (audited; student and centre told) and refuses a second decision', async () => {
    const centre = await buildCentre();
    const student = await buildStudent();
    const created = (await centreAsks(centre.headers, student.dni)).json<{
      datos: EducationRequest;
    }>().datos;
    const staff = await staffHeader(t);
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
    expect(res.json().datos).toMatchObject({ estado: 'aprobada', resueltaPor: 'gestor@demo.es' });
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

    const spanish = linesOf((await get(url, staff)).body);
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
