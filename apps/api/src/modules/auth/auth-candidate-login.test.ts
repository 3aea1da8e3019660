import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { buildCandidate, buildGraduate } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';

// Candidates signing in (logaUsuario): the session data, the token, refusals and throttling.
const t = await createTestApp({ LOGIN_MAX_ATTEMPTS: '3', LOGIN_LOCK_MINUTES: '10' });
const lucia = await buildCandidate(t.ctx.db, { nombre: 'Lucía' });

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });
const loginAlumno = (eUsuario: string, ePassword = 'Demo1234', eAmbito = 'PrivadoAlumno') =>
  post('/api/Alumno/logaUsuario', { eUsuario, ePassword, eAmbito });

describe('POST /api/Alumno/logaUsuario', () => {
  it('answers the session data of the spec for a student', async () => {
    const res = await loginAlumno(lucia.email);
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
    const { datos } = (await loginAlumno(lucia.email)).json();
    expect(decodeProtectedHeader(datos.token).alg).toBe('HS256');
    const claims = decodeJwt(datos.token);
    expect(claims).toMatchObject({
      unique_name: lucia.email,
      family_name: lucia.apellidos,
      given_name: 'Lucía',
      role: 'alumno',
    });
    const now = Math.floor(Date.now() / 1000);
    expect(claims.exp).toBeGreaterThan(now + 28_000);
    expect(claims.exp).toBeLessThanOrEqual(now + 28_800 + 5);
  });

  it('tells graduates and mixed candidates apart and flags a missing social security number', async () => {
    const graduate = (
      await loginAlumno((await buildGraduate(t.ctx.db)).email, 'Demo1234', 'PrivadoAntiguoAlumno')
    ).json();
    expect(graduate.datos).toMatchObject({ conPracticas: false, conEmpleo: true });
    const mixto = await buildCandidate(t.ctx.db, { conEmpleo: true, nss: null });
    const mixed = (await loginAlumno(mixto.email)).json();
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
    const c = await buildCandidate(t.ctx.db);
    const wrong = await loginAlumno(c.email, 'Otra1234');
    const unknown = await loginAlumno(`nadie-${c.email}`, 'Otra1234');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().status).toBe(3);
  });

  it('refuses a blocked user with code 90 and the server message', async () => {
    const blocked = await buildCandidate(t.ctx.db, {
      estado: 'bloqueado',
      mensajeBloqueo:
        'Tu cuenta está bloqueada por el Servicio de Empleo por no acudir a dos entrevistas.',
    });
    const res = await loginAlumno(blocked.email);
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
    const u = await createTestApp({ LOGIN_MAX_FAILURES_PER_ADDRESS: '4' });
    const owner = await buildCandidate(u.ctx.db);
    try {
      const statuses = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await u.app.inject({
          method: 'POST',
          url: '/api/Alumno/logaUsuario',
          remoteAddress: '198.51.100.30',
          payload: {
            eUsuario: `cuenta${String(i)}-${owner.email}`,
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
          eUsuario: owner.email,
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
    const res = await loginAlumno(
      (await buildCandidate(t.ctx.db)).email,
      'Demo1234',
      'PrivadoAntiguoAlumno',
    );
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
