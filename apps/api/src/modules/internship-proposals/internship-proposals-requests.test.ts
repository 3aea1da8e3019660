import { cifControlDigitFor, type InternshipProposal } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidates, companies, internshipProposals } from '../../db/schema.ts';
import { buildCompany } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { proposal, proposalsClient, terms } from './internship-proposals.fixtures.ts';

const t = await createTestApp();
const { post, get, candidate } = proposalsClient(t);

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
