import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyUsers } from '../../db/schema.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { createDemoTestApp, TEST_JWT_SECRET } from '../../test/test-app.ts';

const t = await createDemoTestApp({ LOGIN_MAX_ATTEMPTS: '3', LOGIN_LOCK_MINUTES: '10' });

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });
const loginAlumno = (eUsuario: string, ePassword = 'Demo1234', eAmbito = 'PrivadoAlumno') =>
  post('/api/Alumno/logaUsuario', { eUsuario, ePassword, eAmbito });

describe('POST /api/Alumno/logaUsuario', () => {
  it('answers the session data of the spec for a student', async () => {
    const res = await loginAlumno('estudiante@demo.es');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(0);
    expect(body.mensaje).toBeNull();
    expect(Object.keys(body.datos).sort()).toEqual(
      [
        'token',
        'textoCortoRGPD',
        'linkExternoRGPD',
        'conPracticas',
        'conEmpleo',
        'primerAcceso',
        'faltaNumeroSeguridadSocial',
        'alumnoConPracticasSinTitulacionesEnCurso',
        'esEstudianteEducacion',
        'esEstudianteDeInfantil',
      ].sort(),
    );
    expect(body.datos).toMatchObject({
      conPracticas: true,
      conEmpleo: false,
      textoCortoRGPD: null,
      faltaNumeroSeguridadSocial: false,
      alumnoConPracticasSinTitulacionesEnCurso: false,
    });
  });

  it('signs an HS256 token with unique_name, family_name, role and exp in seconds', async () => {
    const { datos } = (await loginAlumno('estudiante@demo.es')).json();
    expect(decodeProtectedHeader(datos.token).alg).toBe('HS256');
    const claims = decodeJwt(datos.token);
    expect(claims).toMatchObject({
      unique_name: 'estudiante@demo.es',
      family_name: 'Martínez Gómez',
      given_name: 'Lucía',
      role: 'alumno',
    });
    const now = Math.floor(Date.now() / 1000);
    expect(claims.exp).toBeGreaterThan(now + 28_000);
    expect(claims.exp).toBeLessThanOrEqual(now + 28_800 + 5);
  });

  it('tells graduates and mixed candidates apart and flags a missing social security number', async () => {
    const graduate = (
      await loginAlumno('titulado@demo.es', 'Demo1234', 'PrivadoAntiguoAlumno')
    ).json();
    expect(graduate.datos).toMatchObject({ conPracticas: false, conEmpleo: true });
    const mixed = (await loginAlumno('mixto@demo.es')).json();
    expect(mixed.datos).toMatchObject({
      conPracticas: true,
      conEmpleo: true,
      faltaNumeroSeguridadSocial: true,
    });
  });

  it('flags a student with internships but no degree in progress', async () => {
    const c = await buildCandidate(t.ctx.db, { studiesInProgress: 0 });
    const { datos } = (await loginAlumno(c.email)).json();
    expect(datos.alumnoConPracticasSinTitulacionesEnCurso).toBe(true);
  });

  it('does not tell a student who registered on the portal that the record has no studies', async () => {
    const c = await buildCandidate(t.ctx.db, {
      studiesInProgress: 0,
      verificado: false,
      nss: null,
    });
    const { datos } = (await loginAlumno(c.email)).json();
    expect(datos).toMatchObject({
      conPracticas: true,
      faltaNumeroSeguridadSocial: true,
      alumnoConPracticasSinTitulacionesEnCurso: false,
    });
  });

  it('reports the first access once', async () => {
    const c = await buildCandidate(t.ctx.db);
    expect((await loginAlumno(c.email)).json().datos.primerAcceso).toBe(true);
    expect((await loginAlumno(c.email)).json().datos.primerAcceso).toBe(false);
  });

  it('gives the same answer (401, code 3) for a wrong password and an unknown user', async () => {
    const wrong = await loginAlumno('estudiante@demo.es', 'Otra1234');
    const unknown = await loginAlumno('nadie@demo.es', 'Otra1234');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().status).toBe(3);
  });

  it('refuses a blocked user with code 90 and the server message', async () => {
    const res = await loginAlumno('bloqueado@demo.es');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      status: 90,
      mensaje: expect.stringContaining('bloqueada por el Servicio de Empleo'),
    });
  });

  it('refuses a withdrawn user with code 32', async () => {
    const c = await buildCandidate(t.ctx.db, { estado: 'baja' });
    const res = await loginAlumno(c.email);
    expect(res.json().status).toBe(32);
  });

  it('slows down the failing client, never the owner signing in from elsewhere', async () => {
    const c = await buildCandidate(t.ctx.db);
    const from = (remoteAddress: string, ePassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Alumno/logaUsuario',
        remoteAddress,
        payload: { eUsuario: c.email, ePassword, eAmbito: 'PrivadoAlumno' },
      });
    for (let i = 0; i < 3; i += 1) {
      expect((await from('198.51.100.7', 'Mala1234')).json().status).toBe(3);
    }
    const stranger = await from('198.51.100.7', 'Mala1234');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().status).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(500);
    // The stranger's address waits even with the right password; the owner elsewhere does not.
    expect((await from('198.51.100.7', 'Demo1234')).statusCode).toBe(429);
    const owner = await from('192.0.2.44', 'Demo1234');
    expect(owner.json().status).toBe(0);
  });

  it('answers a wrong password exactly like an unknown account', async () => {
    const c = await buildCandidate(t.ctx.db);
    const attempt = (eUsuario: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Alumno/logaUsuario',
        remoteAddress: '198.51.100.20',
        payload: { eUsuario, ePassword: 'Mala1234', eAmbito: 'PrivadoAlumno' },
      });
    const known = await attempt(c.email);
    const unknown = await attempt(`nadie-${c.email}`);
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().status).toBe(3);
  });

  it('throttles one address that tries many accounts', async () => {
    const u = await createDemoTestApp({ LOGIN_MAX_FAILURES_PER_ADDRESS: '4' });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await u.app.inject({
          method: 'POST',
          url: '/api/Alumno/logaUsuario',
          remoteAddress: '198.51.100.30',
          payload: {
            eUsuario: `cuenta${String(i)}@demo.es`,
            ePassword: 'x',
            eAmbito: 'PrivadoAlumno',
          },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
      const elsewhere = await u.app.inject({
        method: 'POST',
        url: '/api/Alumno/logaUsuario',
        remoteAddress: '198.51.100.31',
        payload: {
          eUsuario: 'estudiante@demo.es',
          ePassword: 'Demo1234',
          eAmbito: 'PrivadoAlumno',
        },
      });
      expect(elsewhere.json().status).toBe(0);
    } finally {
      await u.close();
    }
  });

  it('keeps the former-students door for graduates (code 59)', async () => {
    const res = await loginAlumno('estudiante@demo.es', 'Demo1234', 'PrivadoAntiguoAlumno');
    expect(res.json().status).toBe(59);
  });

  it('names each invalid field in datos.errores', async () => {
    const res = await post('/api/Alumno/logaUsuario', { ePassword: 'x', eAmbito: 'Otro' });
    expect(res.statusCode).toBe(400);
    const campos = res
      .json()
      .datos.errores.map((e: { campo: string }) => e.campo)
      .sort();
    expect(campos).toEqual(['eAmbito', 'eUsuario']);
    expect(
      res.json().datos.errores.find((e: { campo: string }) => e.campo === 'eUsuario').mensaje,
    ).toBe('Este campo es requerido');
  });
});

describe('company login', () => {
  it('logs a one-company user in with idEmpresa in the token', async () => {
    const res = await post('/api/Empresa/logaUsuario', {
      eUsuario: 'empresa@demo.es',
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
      eUsuario: 'multi@demo.es',
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
      eUsuario: 'multi@demo.es',
      ePassword: 'Demo1234',
      eAmbito: 'PrivadoEmpresa',
      eidEmpresa: second.idEmpresa,
    });
    expect(decodeJwt(res.json().datos.token).idEmpresa).toBe(second.idEmpresa);
  });

  it('asks a user of several companies which one (eidEmpresa required)', async () => {
    const res = await post('/api/Empresa/logaUsuario', {
      eUsuario: 'multi@demo.es',
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
      eUsuario: 'estudiante@demo.es',
      ePassword: 'Demo1234',
      eAmbito: 'PrivadoEmpresa',
    });
    expect(res.json().status).toBe(3);
  });

  it('wrong credentials on dameEmpresasDelUsuario answer code 3', async () => {
    const res = await post('/api/Empresa/dameEmpresasDelUsuario', {
      eUsuario: 'multi@demo.es',
      ePassword: 'Mala1234',
    });
    expect(res.json().status).toBe(3);
  });
});

describe('staff login', () => {
  it('signs the careers-office staff in with role gestor', async () => {
    const res = await post('/api/Gestion/logaUsuario', {
      eUsuario: 'gestor@demo.es',
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
    const { token } = await t.login('estudiante@demo.es');
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
    const { token } = await t.login('empresa@demo.es');
    const res = await call(`Bearer ${token}`);
    expect(res.statusCode).toBe(403);
  });
});

describe('rate limiting', async () => {
  const limited = await createDemoTestApp({ LOGIN_RATE_PER_MINUTE: '2' });
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
