import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { parseEnv } from '../config/env.ts';
import { buildCandidate } from '../test/builders.ts';
import { captureLog } from '../test/log-capture.ts';
import { memoryMailer, TEST_JWT_SECRET } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';

/** A port nothing listens on (taken, then given back). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** An app on its own database with REDIS_URL, its log lines captured. */
async function appWithRedis(redisUrl: string) {
  const { lines, stream } = captureLog();
  const database = await openTestDatabase();
  const { app, ctx } = await buildApp({
    env: parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: path.join(os.tmpdir(), `portal-redis-fallback-${String(process.pid)}`),
      REDIS_URL: redisUrl,
      LOGIN_MAX_ATTEMPTS: '3',
      LOGIN_RATE_PER_MINUTE: '1000',
      SHED_EVENT_LOOP_DELAY_MS: '0',
    }),
    database,
    jwtSecret: TEST_JWT_SECRET,
    mailer: memoryMailer(),
    logStream: stream,
  });
  const candidate = await buildCandidate(ctx.db);
  const wrongSignIn = (remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/Alumno/logaUsuario',
      remoteAddress,
      payload: { eUsuario: candidate.email, ePassword: 'Equivocada1', eAmbito: 'PrivadoAlumno' },
    });
  const messages = () => lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
  const close = async () => {
    await app.close();
    await database.drop();
  };
  return { app, wrongSignIn, messages, close };
}

const warningsOf = (messages: string[], what: string) =>
  messages.filter(
    (m) => m === `${what}: Redis unreachable, counting in this process until it is back`,
  );

describe('Redis unreachable', () => {
  it('counts in the process (sign-in throttling still answers 429), with one warning, not an outage', async () => {
    const t = await appWithRedis(`redis://127.0.0.1:${String(await freePort())}`);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        statuses.push((await t.wrongSignIn('203.0.113.10')).statusCode);
      }
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.at(-1)).toBe(429);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(warningsOf(t.messages(), 'login throttle')).toHaveLength(1);
      expect(warningsOf(t.messages(), 'rate limit')).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

describe('Redis stopping and coming back', () => {
  let server: ChildProcess | null = null;
  const startRedis = async (port: number) => {
    server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    // A client of the test's own, once the server answers.
    const probe = new Redis(port, '127.0.0.1', { retryStrategy: () => 50 });
    probe.on('error', () => undefined);
    await expect.poll(() => probe.status, { timeout: 10_000 }).toBe('ready');
    return probe;
  };
  const stopRedis = async () => {
    const child = server;
    server = null;
    if (child?.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  };
  afterAll(stopRedis);

  it('falls back while it is down and shares the counters again once it is back', async () => {
    const port = await freePort();
    let probe = await startRedis(port);
    const t = await appWithRedis(`redis://127.0.0.1:${String(port)}`);
    try {
      // Up: failures are counted in Redis.
      await expect
        .poll(async () => {
          await t.wrongSignIn('203.0.113.20');
          return (await probe.keys('portal-login:*203.0.113.20*')).length;
        })
        .toBeGreaterThan(0);

      // A loaded machine may have sent the first sign-in before the client had connected (one
      // warning then, and one "back"); what counts is one warning for the outage below.
      const warnedBefore = warningsOf(t.messages(), 'login throttle').length;
      const backAgain = 'login throttle: Redis is back, counters are shared again';
      const backBefore = t.messages().filter((m) => m === backAgain).length;
      probe.disconnect();
      await stopRedis();
      // Down: still answering, counting here (a new address's fourth failure is refused).
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await t.wrongSignIn('203.0.113.21')).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect(warningsOf(t.messages(), 'login throttle')).toHaveLength(warnedBefore + 1);

      // Back: once reconnected, new failures go to Redis again.
      probe = await startRedis(port);
      await expect
        .poll(() => t.messages().filter((m) => m === backAgain).length, { timeout: 15_000 })
        .toBe(backBefore + 1);
      await t.wrongSignIn('203.0.113.22');
      expect((await probe.keys('portal-login:*203.0.113.22*')).length).toBeGreaterThan(0);
      expect(warningsOf(t.messages(), 'login throttle')).toHaveLength(warnedBefore + 1);
      probe.disconnect();
    } finally {
      await t.close();
    }
  });
});
