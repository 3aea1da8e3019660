import { describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env.ts';
import { createTestApp } from '../test/test-app.ts';

const attempt = (app: Awaited<ReturnType<typeof createTestApp>>['app'], forwardedFor: string) =>
  app.inject({
    method: 'POST',
    url: '/api/Alumno/logaUsuario',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { eUsuario: 'nadie@demo.es', ePassword: 'x', eAmbito: 'PrivadoAlumno' },
  });

describe('client address (TRUST_PROXY)', () => {
  it('ignores X-Forwarded-For by default, so a forged header does not escape the rate limit', async () => {
    const t = await createTestApp({ LOGIN_RATE_PER_MINUTE: '2' });
    try {
      const statuses = [];
      for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
        statuses.push((await attempt(t.app, address)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await t.close();
    }
  });

  it('believes the listed load balancer: each client behind it has its own limit', async () => {
    // app.inject connects from 127.0.0.1: that is the load balancer here.
    const t = await createTestApp({ LOGIN_RATE_PER_MINUTE: '2', TRUST_PROXY: '127.0.0.1/32' });
    try {
      const statuses = [];
      for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
        statuses.push((await attempt(t.app, address)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401]);
      expect((await attempt(t.app, '203.0.113.1')).statusCode).toBe(401);
      expect((await attempt(t.app, '203.0.113.1')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('parses address lists, and refuses a blanket true or a hop count', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(() => parseEnv({ TRUST_PROXY: '2' })).toThrow(/TRUST_PROXY/);
    expect(parseEnv({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toEqual(['loopback']);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
    ]);
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it("generates the request id instead of echoing the client's", async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'forged\r\nid' },
      });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await t.close();
    }
  });
});
