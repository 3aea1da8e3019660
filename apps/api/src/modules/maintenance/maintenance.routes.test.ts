import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

const KEY = 'clave-de-mantenimiento-2027';
const withoutKey = await createTestApp();
// Requests arrive through a trusted local proxy, so each test client has its own address.
const withKey = await createTestApp({ MAINTENANCE_KEY: KEY, TRUST_PROXY: '127.0.0.1/32' });
const url = '/api/Publico/activarModoDios';
let ip = 0;
const call = (app: typeof withKey, payload: unknown, client?: string) => {
  ip += 1;
  return app.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'x-forwarded-for': client ?? `10.2.0.${String(ip)}` },
  });
};

describe('activarModoDios', () => {
  it('grants god mode for the right key', async () => {
    const res = await call(withKey, { clave: KEY });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 0, datos: { godMode: true }, mensaje: null });
  });

  it('refuses a wrong key (403 FORBIDDEN)', async () => {
    for (const clave of ['otra-clave', `${KEY} `, KEY.slice(0, -1), KEY.toUpperCase()]) {
      const res = await call(withKey, { clave });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, datos: null });
    }
  });

  it('always refuses when no maintenance key is configured', async () => {
    for (const clave of [KEY, 'undefined', ' ']) {
      const res = await call(withoutKey, { clave });
      expect(res.statusCode).toBe(403);
      expect(res.json().status).toBe(403);
    }
  });

  it('rejects a missing or empty key with a field error', async () => {
    for (const payload of [{}, { clave: '' }, { clave: 7 }]) {
      const res = await call(withKey, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().datos.errores[0].campo).toBe('clave');
    }
  });

  it('is rate-limited per client (10 a minute), even for the right key', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push((await call(withKey, { clave: 'adivinando' }, '10.3.3.3')).statusCode);
    }
    expect(statuses.every((s) => s === 403)).toBe(true);
    const blocked = await call(withKey, { clave: KEY }, '10.3.3.3');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().status).not.toBe(0);
    expect((await call(withKey, { clave: KEY }, '10.3.3.4')).statusCode).toBe(200);
  });
});
