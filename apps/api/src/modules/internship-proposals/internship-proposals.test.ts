import { cifControlDigitFor, type InternshipProposal, type StaffProposal } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  candidates,
  companies,
  internshipProposals,
  notifications,
} from '../../db/schema.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createDemoTestApp } from '../../test/test-app.ts';
import { xlsxText } from '../../test/xlsx-text.ts';

const t = await createDemoTestApp();

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload });
const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/${url}`, headers });

const terms = {
  fechaInicio: '2027-03-01',
  fechaFin: '2027-06-30',
  horasDia: '5',
  diasSemana: '5',
  meses: '4',
  remuneracion: '450,50',
  tutorNombre: 'Jorge Tutor',
  tutorEmail: 'jorge@startup.es',
  descripcion: 'Desarrollo de una aplicación móvil para la gestión de reservas.',
};
const proposal = (extra: object = {}) => ({
  cifEmpresa: 'B12345674',
  nombreEmpresa: 'Startup Granada S.L.',
  emailContacto: 'rrhh@startup.es',
  nombreContacto: 'Elena Recursos',
  ...terms,
  ...extra,
});

async function candidate() {
  const c = await buildCandidate(t.ctx.db, { nombre: 'Sergio' });
  return { ...c, headers: await t.authHeader(c.email) };
}

describe('compruebaCIF and compruebaEmailContactoEmpresa', () => {
  it('say whether the company is registered; a bad value is 400 naming the field', async () => {
    const c = await candidate();
    const { company: built, user } = await buildCompany(t.ctx.db);
    const digits = String(10_000_000 + Math.floor(Math.random() * 89_999_999)).slice(0, 7);
    const cif = `B${digits}${String(cifControlDigitFor(digits))}`;
    const [company] = await t.ctx.db
      .update(companies)
      .set({ cif })
      .where(eq(companies.id, built.id))
      .returning();
    if (!company) {
      throw new Error('no company');
    }
    const known = await post('Alumno/compruebaCIF', c.headers, { cif: cif.toLowerCase() });
    expect(known.json().datos).toEqual({
      cif: company.cif,
      registrada: true,
      nombreComercial: company.nombreComercial,
    });
    const unknown = await post('Alumno/compruebaCIF', c.headers, { cif: 'B12345674' });
    expect(unknown.json().datos).toMatchObject({ registrada: false, nombreComercial: null });
    const bad = await post('Alumno/compruebaCIF', c.headers, { cif: 'B1234' });
    expect(bad.statusCode).toBe(400);
    // A malformed tax id answers the spec's code 33, with the field error.
    expect(bad.json().status).toBe(33);
    expect(bad.json().datos.errores[0]).toMatchObject({ campo: 'cif' });

    const email = await post('Alumno/compruebaEmailContactoEmpresa', c.headers, {
      email: user.email.toUpperCase(),
    });
    expect(email.json().datos).toMatchObject({ conocido: true, empresa: company.nombreComercial });
    const badEmail = await post('Alumno/compruebaEmailContactoEmpresa', c.headers, { email: 'x@' });
    expect(badEmail.json().datos.errores[0]).toMatchObject({
      campo: 'email',
      mensaje: 'Debes indicar una dirección de correo electrónico válida',
    });
    const companyHeaders = await t.authHeader(user.email, 'PrivadoEmpresa');
    expect(
      (await post('Alumno/compruebaCIF', companyHeaders, { cif: 'B12345674' })).statusCode,
    ).toBe(403);
  });
});

describe('Alumno/solicitudPractica', () => {
  it('registers the proposal (510), mails the careers office and lists it as mine', async () => {
    const c = await candidate();
    t.mailer.sent.length = 0;
    const res = await post('Alumno/solicitudPractica', c.headers, proposal());
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: number; mensaje: string; datos: InternshipProposal }>();
    expect(body.mensaje).toBe('La propuesta de prácticas se ha registrado correctamente.');
    expect(body.datos).toMatchObject({
      origen: 'alumno',
      estado: 'pendiente',
      alumno: 'Sergio Prueba Test',
      cifEmpresa: 'B12345674',
      fechaInicio: '01/03/2027',
      horasDia: 5,
      diasSemana: 5,
      meses: 4,
      remuneracion: 450.5,
    });
    expect(t.mailer.sent.map((m) => m.to)).toEqual(['practicas@universidad-demo.es']);
    const mine = (await get('Alumno/damePropuestasPracticas', c.headers)).json<{
      datos: InternshipProposal[];
    }>().datos;
    expect(mine.map((p) => p.idPropuesta)).toEqual([body.datos.idPropuesta]);
    const again = await post(
      'Alumno/solicitudPractica',
      c.headers,
      proposal({ cifEmpresa: 'b12345674' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().status).toBe(515);
  });

  it('checks the rules of the spec and names each field', async () => {
    const c = await candidate();
    const res = await post(
      'Alumno/solicitudPractica',
      c.headers,
      proposal({
        fechaFin: '2027-01-01',
        horasDia: 'cinco',
        diasSemana: '8',
        meses: '13',
        remuneracion: '12,345',
        emailContacto: 'rrhh',
      }),
    );
    expect(res.statusCode).toBe(400);
    const campos = res
      .json<{ datos: { errores: { campo: string }[] } }>()
      .datos.errores.map((e) => e.campo)
      .sort();
    expect(campos).toEqual(
      ['diasSemana', 'emailContacto', 'fechaFin', 'horasDia', 'meses', 'remuneracion'].sort(),
    );
    expect(
      await t.ctx.db
        .select()
        .from(internshipProposals)
        .where(eq(internshipProposals.candidateId, c.id)),
    ).toEqual([]);
  });

  it('is for candidates only (company 403, no token 401)', async () => {
    const { user } = await buildCompany(t.ctx.db);
    const res = await post(
      'Alumno/solicitudPractica',
      await t.authHeader(user.email, 'PrivadoEmpresa'),
      proposal(),
    );
    expect(res.statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/Alumno/solicitudPractica',
          payload: proposal(),
        })
      ).json().status,
    ).toBe(2);
  });
});

describe('Empresa/propuestaPracticas', () => {
  it('a company proposes for a student by DNI (510); 509 when nobody has it', async () => {
    const { company, user } = await buildCompany(t.ctx.db);
    const headers = await t.authHeader(user.email, 'PrivadoEmpresa');
    const c = await candidate();
    await t.ctx.db.update(candidates).set({ dni: '55667788Z' }).where(eq(candidates.userId, c.id));
    const res = await post('Empresa/propuestaPracticas', headers, { dni: '55667788z', ...terms });
    expect(res.json<{ status: number; datos: InternshipProposal }>()).toMatchObject({
      status: 0,
      mensaje: 'La propuesta de prácticas se ha registrado correctamente.',
      datos: { origen: 'empresa', cifEmpresa: company.cif, alumno: 'Sergio Prueba Test' },
    });
    const list = (await get('Empresa/damePropuestasPracticas', headers)).json<{
      datos: InternshipProposal[];
    }>().datos;
    expect(list).toHaveLength(1);
    const missing = await post('Empresa/propuestaPracticas', headers, {
      dni: '11223344B',
      ...terms,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().status).toBe(509);
    expect(
      (await post('Empresa/propuestaPracticas', c.headers, { dni: '55667788Z', ...terms }))
        .statusCode,
    ).toBe(403);
  });
});

describe('back-office: proposals', () => {
  it('filters, shows, rejects with a reason (audited, student told) and refuses a second decision', async () => {
    const c = await candidate();
    const created = (
      await post(
        'Alumno/solicitudPractica',
        c.headers,
        proposal({ nombreEmpresa: 'Zeta Única S.L.' }),
      )
    ).json<{
      datos: InternshipProposal;
    }>().datos;
    const staff = await staffHeader(t);
    const list = (
      await get(
        'Gestion/damePropuestasPracticas?estado=pendiente&tipo=alumno&texto=Zeta%20%C3%9Anica',
        staff,
      )
    ).json<{ datos: StaffProposal[] }>().datos;
    expect(list.map((p) => p.idPropuesta)).toContain(created.idPropuesta);
    expect(list.every((p) => p.nombreEmpresa === 'Zeta Única S.L.')).toBe(true);
    const one = await get(`Gestion/damePropuestaPracticas/${String(created.idPropuesta)}`, staff);
    expect(one.json().datos).toMatchObject({ emailAlumno: c.email });
    const noReason = await post('Gestion/resolverPropuestaPracticas', staff, {
      idSolicitud: created.idPropuesta,
      decision: 'rechazada',
    });
    expect(noReason.statusCode).toBe(400);
    t.mailer.sent.length = 0;
    const res = await post('Gestion/resolverPropuestaPracticas', staff, {
      idSolicitud: created.idPropuesta,
      decision: 'rechazada',
      motivo: 'La empresa no tiene convenio con la universidad.',
    });
    expect(res.json().datos).toMatchObject({
      estado: 'rechazada',
      motivo: 'La empresa no tiene convenio con la universidad.',
      resueltaPor: 'gestor@demo.es',
    });
    expect(t.mailer.sent.map((m) => m.to)).toEqual([c.email]);
    expect(t.mailer.sent[0]?.text).toContain('La empresa no tiene convenio con la universidad.');
    const notes = await t.ctx.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, c.id),
          eq(notifications.titulo, 'Propuesta de prácticas rechazada'),
        ),
      );
    expect(notes).toHaveLength(1);
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entidad, 'propuesta_practicas'),
          eq(auditLog.entidadId, String(created.idPropuesta)),
        ),
      );
    expect(audit).toEqual([
      expect.objectContaining({
        accion: 'propuesta_practicas.rechazar',
        motivo: 'La empresa no tiene convenio con la universidad.',
      }),
    ]);
    const again = await post('Gestion/resolverPropuestaPracticas', staff, {
      idSolicitud: created.idPropuesta,
      decision: 'aprobada',
    });
    expect(again.json().status).toBe(14);
    expect(
      (
        await post('Gestion/resolverPropuestaPracticas', staff, {
          idSolicitud: 999999,
          decision: 'aprobada',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('approving a company proposal tells the student and the company', async () => {
    const { user } = await buildCompany(t.ctx.db);
    const headers = await t.authHeader(user.email, 'PrivadoEmpresa');
    const c = await candidate();
    await t.ctx.db.update(candidates).set({ dni: '99887766P' }).where(eq(candidates.userId, c.id));
    const created = (
      await post('Empresa/propuestaPracticas', headers, { dni: '99887766P', ...terms })
    ).json<{
      datos: InternshipProposal;
    }>().datos;
    t.mailer.sent.length = 0;
    await post('Gestion/resolverPropuestaPracticas', await staffHeader(t), {
      idSolicitud: created.idPropuesta,
      decision: 'aprobada',
    });
    expect(t.mailer.sent.map((m) => m.to).sort()).toEqual([c.email, user.email].sort());
  });

  it('exports in English when asked, and in Spanish as before otherwise', async () => {
    const c = await candidate();
    await post(
      'Alumno/solicitudPractica',
      c.headers,
      proposal({ nombreEmpresa: 'Traducida Inglesa S.L.' }),
    );
    const staff = await staffHeader(t);
    const url = 'Gestion/exportaPropuestasPracticas?formato=csv&texto=Traducida';
    const linesOf = (body: string) => body.replace('\uFEFF', '').trim().split('\r\n');

    const spanish = linesOf((await get(url, staff)).body);
    expect(spanish[0]).toBe(
      '"Propuesta";"Fecha";"Estado";"Origen";"Alumno";"Email alumno";"CIF";"Empresa";"Contacto";"Email contacto";"Inicio";"Fin";"Horas/día";"Días/semana";"Meses";"Remuneración";"Tutor";"Descripción";"Motivo";"Resuelta por"',
    );
    expect(spanish[1]).toContain('"Pendiente";"Alumno";');

    const english = linesOf((await get(url, { ...staff, 'accept-language': 'en-GB,en' })).body);
    expect(english[0]).toBe(
      '"Proposal";"Date";"State";"Origin";"Student";"Student email";"Tax id";"Company";"Contact";"Contact email";"Start";"End";"Hours/day";"Days/week";"Months";"Pay";"Tutor";"Description";"Reason";"Resolved by"',
    );
    expect(english[1]).toContain('"Pending";"Student";');
    expect(english[1]).toContain('"Traducida Inglesa S.L."');
    const xlsx = xlsxText(
      (
        await get('Gestion/exportaPropuestasPracticas?formato=xlsx', {
          ...staff,
          'accept-language': 'en',
        })
      ).rawPayload,
    );
    expect(xlsx).toContain('Student email');
    expect(xlsx).not.toContain('Email alumno');
  });

  it('exports CSV and XLSX; no candidate or company token reaches the staff calls', async () => {
    const c = await candidate();
    await post(
      'Alumno/solicitudPractica',
      c.headers,
      proposal({ nombreEmpresa: 'Exporta Única S.L.' }),
    );
    const staff = await staffHeader(t);
    const csv = await get('Gestion/exportaPropuestasPracticas?formato=csv&texto=Exporta', staff);
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Exporta Única S.L."');
    expect(lines[1]).toContain('"450,50"');
    const xlsx = await get('Gestion/exportaPropuestasPracticas?formato=xlsx', staff);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const { user } = await buildCompany(t.ctx.db);
    for (const headers of [c.headers, await t.authHeader(user.email, 'PrivadoEmpresa')]) {
      expect((await get('Gestion/damePropuestasPracticas', headers)).statusCode).toBe(403);
      expect((await get('Gestion/damePropuestaPracticas/1', headers)).statusCode).toBe(403);
      expect((await get('Gestion/exportaPropuestasPracticas', headers)).statusCode).toBe(403);
      expect(
        (
          await post('Gestion/resolverPropuestaPracticas', headers, {
            idSolicitud: 1,
            decision: 'aprobada',
          })
        ).statusCode,
      ).toBe(403);
    }
  });
});
