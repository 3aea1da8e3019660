import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { buildCandidate } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';

/**
 * The shared throttle store: two app instances (two processes behind a load balancer) use one
 * Redis, so failures counted by one make the other refuse. Redis is part of the test machine
 * (README); without one, this file is skipped locally and fails in CI.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const reachable = await redisReachable();
if (!reachable && process.env.CI) {
  throw new Error(`CI needs Redis at ${REDIS_URL} for the shared throttle test`);
}

const env = { REDIS_URL, LOGIN_MAX_ATTEMPTS: '3', LOGIN_RATE_PER_MINUTE: '1000' };
const apps = reachable ? await Promise.all([createTestApp(env), createTestApp(env)]) : null;
// One student, the same account in the database of each app.
const studentEmail = `throttle-${String(randomInt(1e9))}@test.es`;
if (apps) {
  for (const app of apps) {
    await buildCandidate(app.ctx.db, { email: studentEmail });
  }
}

describe.skipIf(apps === null)('login throttle shared through Redis by two apps', () => {
  it('failures counted by one app make the other answer 429; other addresses are not slowed', async () => {
    if (apps === null) {
      return;
    }
    const [first, second] = apps;
    // A fresh address per run: counters outlive the test in Redis until their window ends.
    const address = `198.51.100.${String(randomInt(1, 254))}`;
    const login = (app: typeof first, remoteAddress: string, ePassword: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/Alumno/logaUsuario',
        remoteAddress,
        payload: { eUsuario: studentEmail, ePassword, eAmbito: 'PrivadoAlumno' },
      });

    for (let i = 0; i < 3; i += 1) {
      expect((await login(first, address, `mala-${String(i)}`)).json()).toMatchObject({
        status: 3,
      });
    }
    const refused = await login(second, address, 'Demo1234');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const owner = await login(second, '192.0.2.10', 'Demo1234');
    expect(owner.json()).toMatchObject({ status: 0 });

    const cleanup = new Redis(REDIS_URL);
    const keys = await cleanup.keys(`portal-login:*${address}*`);
    if (keys.length > 0) {
      await cleanup.del(...keys);
    }
    cleanup.disconnect();
  }, 90_000);
});
