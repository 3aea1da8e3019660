import { decodeJwt, SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, companyUsers } from '../../db/schema.ts';
import { addMembership } from '../../test/build-companies.ts';
import { buildCandidate, buildCompany, buildStaff } from '../../test/builders.ts';
import { createTestApp, TEST_JWT_SECRET } from '../../test/test-app.ts';

// Company and staff sign-in, the token checks of protected calls and the login rate limit.
const t = await createTestApp({ LOGIN_MAX_ATTEMPTS: '3', LOGIN_LOCK_MINUTES: '10' });
const student = await buildCandidate(t.ctx.db);
const { user: companyUser } = await buildCompany(t.ctx.db);
/** A user of two companies (named so that their order is known). */
const multi = await (async () => {
  const first = await buildCompany(t.ctx.db);
  const second = await buildCompany(t.ctx.db);
  await t.ctx.db
    .update(companies)
    .set({ nombreComercial: 'Laboratorios Sierra Nevada' })
    .where(eq(companies.id, first.company.id));
  await t.ctx.db
    .update(companies)
    .set({ nombreComercial: 'Ingeniería Turia' })
    .where(eq(companies.id, second.company.id));
  await addMembership(t.ctx.db, first.user.id, second.company.id);
  return first.user.email;
})();

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

describe('company login', () => {
  it('logs a one-company user in with idEmpresa in the token', async () => {
    const res = await post('/api/Empresa/logaUsuario', {
      eUsuario: companyUser.email,
      ePassword: 'Demo1234',
      eAmbito: 'PrivadoEmpresa',
    });
    expect(res.json().status).toBe(0);
    expect(decodeJwt(res.json().datos.token)).toMatchObject({
      role: 'empresa',
      idEmpresa: expect.any(Number),
    });
  });

  it('lists the companies of a user of several and logs in for the chosen one', async () => {
    const list = await post('/api/Empresa/dameEmpresasDelUsuario', {
      eUsuario: multi,
      ePassword: 'Demo1234',
      eAmbito: 'PrivadoEmpresa',
    });
    const companies = list.json().datos as { idEmpresa: number; nombreComercial: string }[];
    expect(companies.map((c) => c.nombreComercial)).toEqual([
      'Ingeniería Turia',
      'Laboratorios Sierra Nevada',
    ]);
    const second = companies[1]!;
    const res = await post('/api/Empresa/logaUsuario', {
      eUsuario: multi,
      ePassword: 'Demo1234',
      eAmbito: 'PrivadoEmpresa',
      eidEmpresa: second.idEmpresa,
    });
    expect(decodeJwt(res.json().datos.token).idEmpresa).toBe(second.idEmpresa);
  });

  it('asks a user of several companies which one (eidEmpresa required)', async () => {
    const res = await post('/api/Empresa/logaUsuario', {
      eUsuario: multi,
      ePassword: 'Demo1234',
      eAmbito: 'PrivadoEmpresa',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().datos.errores[0].campo).toBe('eidEmpresa');
  });

  it('refuses a company the user does not belong to: no access to the portal (71)', async () => {
    const { company } = await buildCompany(t.ctx.db);
    const { user } = await buildCompany(t.ctx.db);
    const res = await post('/api/Empresa/logaUsuario', {
      eUsuario: user.email,
      ePassword: 'Demo1234',
      eAmbito: 'PrivadoEmpresa',
      eidEmpresa: company.id,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 71, datos: null });
    expect(res.json().mensaje).toContain('Tu empresa no tiene acceso a este portal');
  });

  it('refuses a company user who belongs to no company (71)', async () => {
    const { user } = await buildCompany(t.ctx.db);
    await t.ctx.db.delete(companyUsers).where(eq(companyUsers.userId, user.id));
    const res = await post('/api/Empresa/logaUsuario', {
      eUsuario: user.email,
      ePassword: 'Demo1234',
      eAmbito: 'PrivadoEmpresa',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().status).toBe(71);
  });

  it('refuses a blocked company with code 9', async () => {
    const { user } = await buildCompany(t.ctx.db, { bloqueada: true });
    const res = await post('/api/Empresa/logaUsuario', {
      eUsuario: user.email,
      ePassword: 'Demo1234',
      eAmbito: 'PrivadoEmpresa',
    });
    expect(res.json().status).toBe(9);
  });

  it('does not let a candidate in through the company door', async () => {
    const res = await post('/api/Empresa/logaUsuario', {
      eUsuario: student.email,
      ePassword: 'Demo1234',
      eAmbito: 'PrivadoEmpresa',
    });
    expect(res.json().status).toBe(3);
  });

  it('wrong credentials on dameEmpresasDelUsuario answer code 3', async () => {
    const res = await post('/api/Empresa/dameEmpresasDelUsuario', {
      eUsuario: multi,
      ePassword: 'Mala1234',
    });
    expect(res.json().status).toBe(3);
  });
});

describe('staff login', () => {
  it('signs the careers-office staff in with role gestor', async () => {
    const res = await post('/api/Gestion/logaUsuario', {
      eUsuario: (await buildStaff(t.ctx.db, 'gestor')).email,
      ePassword: 'Demo1234',
    });
    expect(decodeJwt(res.json().datos.token).role).toBe('gestor');
  });
});

describe('token checks on protected calls', () => {
  const call = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/Alumno/dameNotificaciones',
      headers: authorization ? { authorization } : {},
    });

  it('answers 401 code 2 without a token', async () => {
    const res = await call();
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe(2);
  });

  it('answers 401 code 2 for a tampered, an expired and an unsigned token', async () => {
    const { token } = await t.login(student.email);
    const [h, p] = token.split('.');
    const tampered = `${h}.${p}.AAAA`;
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const expired = await new SignJWT({
      unique_name: 'x',
      given_name: 'x',
      family_name: 'x',
      role: 'alumno',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key);
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    const hs512 = await new SignJWT({
      unique_name: 'x',
      given_name: 'x',
      family_name: 'x',
      role: 'alumno',
    })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(key);
    for (const bad of [tampered, expired, none, hs512]) {
      const res = await call(`Bearer ${bad}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().status).toBe(2);
    }
  });

  it('answers 403 for the wrong role', async () => {
    const { token } = await t.login(companyUser.email, 'PrivadoEmpresa');
    const res = await call(`Bearer ${token}`);
    expect(res.statusCode).toBe(403);
  });
});

describe('rate limiting', async () => {
  const limited = await createTestApp({ LOGIN_RATE_PER_MINUTE: '2' });
  it('answers 429 beyond the per-minute budget of login calls', async () => {
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/Alumno/logaUsuario',
        payload: { eUsuario: 'x@demo.es', ePassword: 'x', eAmbito: 'PrivadoAlumno' },
      });
    await attempt();
    await attempt();
    const third = await attempt();
    expect(third.statusCode).toBe(429);
    expect(third.json().status).toBe(429);
  });
});
