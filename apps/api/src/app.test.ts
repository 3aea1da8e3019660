import { describe, expect, it } from 'vitest';
import { createTestApp } from './test/test-app.ts';

const t = await createTestApp({ BODY_LIMIT_BYTES: '2048' });

describe('envelope and errors', () => {
  it('answers an unknown /api path with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/NoExiste/nada' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, datos: null, mensaje: expect.any(String) });
  });

  it('answers malformed JSON with 400 and a field error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/logaUsuario',
      headers: { 'content-type': 'application/json' },
      payload: '{"eUsuario": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      datos: {
        errores: [{ campo: 'body', codigo: 'malformed', mensaje: 'El campo está mal formado' }],
      },
    });
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/logaUsuario',
      payload: { eUsuario: 'x'.repeat(5000), ePassword: 'x', eAmbito: 'PrivadoAlumno' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().status).toBe(413);
  });

  it('speaks English when asked', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/NoExiste',
      headers: { 'accept-language': 'en-GB' },
    });
    const es = await t.app.inject({ method: 'GET', url: '/api/NoExiste' });
    expect(res.json().mensaje).not.toBe(es.json().mensaje);
  });

  it('words field errors in English for an English client, in Spanish otherwise', async () => {
    const login = (language?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Alumno/logaUsuario',
        headers: language === undefined ? {} : { 'accept-language': language },
        payload: { eUsuario: '', ePassword: 'x', eAmbito: 'PrivadoAlumno' },
      });
    const english = await login('en-GB,en;q=0.9');
    expect(english.statusCode).toBe(400);
    expect(english.json().datos.errores).toContainEqual({
      campo: 'eUsuario',
      codigo: 'required',
      mensaje: 'This field is required',
    });
    expect((await login()).json().datos.errores).toContainEqual({
      campo: 'eUsuario',
      codigo: 'required',
      mensaje: 'Este campo es requerido',
    });
  });

  it('puts security headers on every response', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = res.headers['content-security-policy']!;
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('reports health with the database state and version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({
      status: 0,
      datos: {
        baseDeDatos: 'ok',
        motor: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
        version: expect.any(String),
      },
      mensaje: null,
    });
  });

  it('generates OpenAPI from the contract schemas and serves the docs UI', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/Alumno/logaUsuario',
        '/api/Dominios/provincias',
        '/api/Dominios/centrosEducativosDeProvincia/{idProvincia}',
        '/api/Publico/dameConfiguracion',
      ]),
    );
    expect(
      spec.paths['/api/Alumno/logaUsuario'].post.requestBody.content['application/json'].schema
        .properties,
    ).toHaveProperty('eAmbito');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('unexpected failures', async () => {
  const broken = await createTestApp();
  it('answer 500 with a generic message and no internals', async () => {
    await broken.ctx.database.close();
    const res = await broken.app.inject({
      method: 'POST',
      url: '/api/Alumno/logaUsuario',
      payload: { eUsuario: 'estudiante@demo.es', ePassword: 'Demo1234', eAmbito: 'PrivadoAlumno' },
    });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.status).toBe(500);
    expect(body.datos).toBeNull();
    expect(JSON.stringify(body)).not.toMatch(/at |\.ts|stack|pglite|pool/i);
    const health = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().datos.baseDeDatos).toBe('error');
  });
});
