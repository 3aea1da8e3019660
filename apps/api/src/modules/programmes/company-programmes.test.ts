import {
  callUrl,
  companyOfferCalls,
  programmeCalls,
  type CompanyProgrammeDetail,
  type OfferProgrammeOption,
  type StaffCompanyAdhesion,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { buildCandidate, buildCompany, buildStaff } from '../../test/builders.ts';
import { staffHeader, validOfferForm } from '../../test/company-fixtures.ts';
import { buildProgramme } from '../../test/offer-builders.ts';
import { createSmtpTestApp } from '../../test/smtp-app.ts';

// A company's side of practice programmes: the sheet, the adhesion, the careers office's decision
// (told by notification and by a mail read from a real SMTP server) and the offer form's list.

const { app, ctx, inbox } = await createSmtpTestApp('company-programmes');

type Headers = Record<string, string>;
interface Envelope<T> {
  status: number;
  datos: T;
  mensaje: string | null;
}

async function signIn(email: string, ambito: string, url: string): Promise<Headers> {
  const res = await app.inject({
    method: 'POST',
    url,
    payload: { eUsuario: email, ePassword: 'Demo1234', eAmbito: ambito },
  });
  const token = res.json<Envelope<{ token: string }>>().datos.token;
  return { authorization: `Bearer ${token}` };
}

async function newCompany() {
  const { company, user } = await buildCompany(ctx.db);
  const headers = await signIn(user.email, 'PrivadoEmpresa', '/api/Empresa/logaUsuario');
  return { company, user, headers };
}

async function newStaff(): Promise<Headers> {
  const staff = await buildStaff(ctx.db, 'gestor');
  return staffHeader({ app } as Parameters<typeof staffHeader>[0], staff.email);
}

const detail = (id: string | number, headers: Headers) =>
  app.inject({
    method: 'GET',
    url: callUrl(programmeCalls.companyDetail, { params: { id: String(id) } }),
    headers,
  });
const join = (id: string | number, headers: Headers) =>
  app.inject({
    method: 'POST',
    url: callUrl(programmeCalls.companyRequestAdhesion, { params: { id: String(id) } }),
    headers,
  });
const joined = async (headers: Headers) =>
  (await app.inject({ method: 'GET', url: companyOfferCalls.programmes.path, headers })).json<
    Envelope<OfferProgrammeOption[]>
  >().datos;
const decide = (headers: Headers, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: programmeCalls.staffDecideCompanyAdhesion.path,
    headers,
    payload,
  });

describe('Empresa/detallePrograma/{id}', () => {
  it('shows what the programme asks of offers and that the company has not asked yet', async () => {
    const { headers } = await newCompany();
    const p = await buildProgramme(ctx.db, { titulo: 'Programa Talento Puerto', meses2: 18 });
    const res = await detail(p.slug, headers);
    expect(res.statusCode, res.body).toBe(200);
    const datos = res.json<Envelope<CompanyProgrammeDetail>>().datos;
    expect(datos).toMatchObject({
      idPrograma: p.id,
      titulo: 'Programa Talento Puerto',
      activo: true,
      requisitosOferta: { dedicacion: 80, meses: [12, 18] },
      adhesion: null,
    });
    expect(
      (await detail(p.id, headers)).json<Envelope<CompanyProgrammeDetail>>().datos.titulo,
    ).toBe('Programa Talento Puerto');
  });

  it('answers 404 for an unknown programme, 403 to a candidate and code 2 without a session', async () => {
    const { headers } = await newCompany();
    const res = await detail('no-existe', headers);
    expect(res.statusCode).toBe(404);
    const p = await buildProgramme(ctx.db);
    const candidate = await buildCandidate(ctx.db);
    const candidateHeaders = await signIn(
      candidate.email,
      'PrivadoAlumno',
      '/api/Alumno/logaUsuario',
    );
    expect((await detail(p.id, candidateHeaders)).statusCode).toBe(403);
    expect((await detail(p.id, {})).json<Envelope<null>>().status).toBe(2);
  });
});

describe('Empresa/solicitaAhesionPrograma/{id}', () => {
  it('records a pending adhesion with the confirmation 533, and 64 when asked twice', async () => {
    const { headers } = await newCompany();
    const p = await buildProgramme(ctx.db);
    const res = await join(p.slug, headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Envelope<CompanyProgrammeDetail>>();
    expect(body.status).toBe(0);
    expect(body.mensaje).toBe('Tu solicitud de inscripción se ha registrado correctamente.');
    expect(body.datos.adhesion).toMatchObject({ estado: 'pendiente', motivo: null });
    const again = await join(p.id, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json<Envelope<null>>().status).toBe(64);
  });

  it('refuses a closed programme as for candidates (404) and an unknown one', async () => {
    const { headers } = await newCompany();
    const closed = await buildProgramme(ctx.db, { activo: false });
    const res = await join(closed.id, headers);
    expect(res.statusCode).toBe(404);
    expect(res.json<Envelope<null>>().status).toBe(404);
    expect((await join('no-existe', headers)).statusCode).toBe(404);
    expect(
      (await detail(closed.id, headers)).json<Envelope<CompanyProgrammeDetail>>().datos.adhesion,
    ).toBeNull();
  });

  it('refuses a candidate (403)', async () => {
    const p = await buildProgramme(ctx.db);
    const candidate = await buildCandidate(ctx.db);
    const h = await signIn(candidate.email, 'PrivadoAlumno', '/api/Alumno/logaUsuario');
    expect((await join(p.id, h)).statusCode).toBe(403);
  });
});

describe('programasDeLaEmpresa and the offer form', () => {
  it("lists only the active programmes this company joined, not another company's", async () => {
    const a = await newCompany();
    const b = await newCompany();
    const mine = await buildProgramme(ctx.db, { titulo: 'Programa A' });
    const theirs = await buildProgramme(ctx.db, { titulo: 'Programa B' });
    await join(mine.id, a.headers);
    await join(theirs.id, b.headers);
    expect((await joined(a.headers)).map((p) => p.idPrograma)).toEqual([mine.id]);
    expect((await joined(b.headers)).map((p) => p.idPrograma)).toEqual([theirs.id]);
  });

  it('refuses an offer in a programme the company has not joined (91)', async () => {
    const { headers } = await newCompany();
    const p = await buildProgramme(ctx.db);
    const form = {
      ...validOfferForm('practicastitulados'),
      idPrograma: p.id,
      dedicacion: 80,
      meses: 12,
    };
    const refused = await app.inject({
      method: 'POST',
      url: companyOfferCalls.add.path,
      headers,
      payload: form,
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json<Envelope<null>>().status).toBe(91);
    await join(p.id, headers);
    const saved = await app.inject({
      method: 'POST',
      url: companyOfferCalls.add.path,
      headers,
      payload: form,
    });
    expect(saved.json<Envelope<unknown>>().status, saved.body).toBe(0);
  });
});

describe("the careers office decides a company's adhesion", () => {
  it('lists the companies that asked, filtered by state and by name', async () => {
    const staff = await newStaff();
    const a = await newCompany();
    const p = await buildProgramme(ctx.db);
    await join(p.id, a.headers);
    const list = (query = '') =>
      app.inject({
        method: 'GET',
        url: `${callUrl(programmeCalls.staffCompanyAdhesions, { params: { id: p.id } })}${query}`,
        headers: staff,
      });
    const rows = (await list()).json<Envelope<StaffCompanyAdhesion[]>>().datos;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      idEmpresa: a.company.id,
      nombreComercial: a.company.nombreComercial,
      solicitante: 'Eva Empresa',
      estado: 'pendiente',
    });
    expect((await list('?estado=aceptada')).json<Envelope<unknown[]>>().datos).toHaveLength(0);
    expect((await list('?texto=zzz-nadie')).json<Envelope<unknown[]>>().datos).toHaveLength(0);
    expect((await list('?estado=otro')).statusCode).toBe(400);
    const unknown = await app.inject({
      method: 'GET',
      url: callUrl(programmeCalls.staffCompanyAdhesions, { params: { id: 999999 } }),
      headers: staff,
    });
    expect(unknown.statusCode).toBe(404);
    const asCompany = await app.inject({
      method: 'GET',
      url: callUrl(programmeCalls.staffCompanyAdhesions, { params: { id: p.id } }),
      headers: a.headers,
    });
    expect(asCompany.statusCode).toBe(403);
  });

  it('accepts: the company user is told in the portal and by mail in their language', async () => {
    const staff = await newStaff();
    const a = await newCompany();
    await ctx.db.update(users).set({ idioma: 'en' }).where(eq(users.id, a.user.id));
    const p = await buildProgramme(ctx.db, { titulo: 'Programa Océano' });
    await join(p.id, a.headers);
    const res = await decide(staff, {
      idPrograma: p.id,
      idEmpresa: a.company.id,
      decision: 'aceptada',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Envelope<StaffCompanyAdhesion>>().datos.estado).toBe('aceptada');
    const mail = await inbox.next(a.user.email);
    expect(mail.body).toContain("The careers office has accepted your company's membership");
    expect(mail.body).not.toContain('El Servicio de Empleo');
    const sheet = (await detail(p.id, a.headers)).json<Envelope<CompanyProgrammeDetail>>().datos;
    expect(sheet.adhesion?.estado).toBe('aceptada');
  });

  it('rejects with a reason (required): the programme leaves the offer form', async () => {
    const staff = await newStaff();
    const a = await newCompany();
    const p = await buildProgramme(ctx.db, { titulo: 'Programa Sierra' });
    await join(p.id, a.headers);
    const key = { idPrograma: p.id, idEmpresa: a.company.id };
    const noReason = await decide(staff, { ...key, decision: 'rechazada' });
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json())).toContain('motivo');
    const res = await decide(staff, {
      ...key,
      decision: 'rechazada',
      motivo: 'Sector no incluido.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await inbox.next(a.user.email);
    expect(mail.body).toContain(
      'no ha aceptado la adhesión de tu empresa al programa «Programa Sierra»',
    );
    expect(mail.body).toContain('Sector no incluido.');
    expect((await joined(a.headers)).map((x) => x.idPrograma)).not.toContain(p.id);
    const sheet = (await detail(p.id, a.headers)).json<Envelope<CompanyProgrammeDetail>>().datos;
    expect(sheet.adhesion).toMatchObject({ estado: 'rechazada', motivo: 'Sector no incluido.' });
  });

  it('answers 404 for an adhesion that does not exist and 403 to a company', async () => {
    const staff = await newStaff();
    const a = await newCompany();
    const p = await buildProgramme(ctx.db);
    const key = { idPrograma: p.id, idEmpresa: a.company.id, decision: 'aceptada' };
    expect((await decide(staff, key)).statusCode).toBe(404);
    expect((await decide(a.headers, key)).statusCode).toBe(403);
  });
});
