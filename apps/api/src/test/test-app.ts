import os from 'node:os';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import path from 'node:path';
import type { Ambito, SessionData } from '@portal/contracts';
import { afterAll, onTestFinished, TestRunner } from 'vitest';
import { buildApp, type BuiltApp } from '../app.ts';
import { parseEnv } from '../config/env.ts';
import type { Mailer, MailMessage } from '../lib/mailer.ts';
import { openTestDatabase, type TestSeed } from './test-database.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/** A mailer that keeps messages in memory (for tests that only need to see what was sent). */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    send: (message) => {
      sent.push(message);
      return Promise.resolve();
    },
    close: () => undefined,
  };
}

export interface TestApp extends BuiltApp {
  mailer: ReturnType<typeof memoryMailer>;
  /** Logs a demo (or test) user in and returns the session data. */
  login(email: string, ambito?: Ambito, idEmpresa?: number): Promise<SessionData>;
  /** Authorization header of a signed-in user. */
  authHeader(
    email: string,
    ambito?: Ambito,
    idEmpresa?: number,
  ): Promise<{ authorization: string }>;
  close(): Promise<void>;
  /** The PostgreSQL test database (TEST_DATABASE_URL), for a second app on the same data. */
  connectionString?: string;
}

/**
 * A full app on a fresh empty database (the test makes its own data with the builders or through
 * the API), closed after the test file (made at the file's top level
 * or in a describe) or after the test (made in a test). One made in a `beforeAll` hook must be
 * closed by the file's own `afterAll`: a hook registered from a hook never runs.
 */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  options: { seed?: TestSeed } = {},
): Promise<TestApp> {
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), `portal-test-${String(process.pid)}`),
    LOGIN_RATE_PER_MINUTE: '1000',
    // A loaded test machine must not shed requests (load-shedding.test.ts turns it on).
    SHED_EVENT_LOOP_DELAY_MS: '0',
    ...envOverrides,
  });
  const database = await openTestDatabase(options);
  const mailer = memoryMailer();
  const built = await buildApp({ env, database, jwtSecret: TEST_JWT_SECRET, mailer });
  // A call answers before the mail it wrote is delivered (lib/send-in-background.ts). Here a call
  // resolves once the deliveries it started have ended, so a test reads `mailer.sent` as a user
  // opens a mail that has arrived; smtp-app.ts keeps the answers as they are, for the tests of
  // the relay itself.
  const inject = built.app.inject.bind(built.app) as (
    opts: InjectOptions | string,
  ) => Promise<LightMyRequestResponse>;
  built.app.inject = (async (opts: InjectOptions | string) => {
    const response = await inject(opts);
    await built.ctx.outbox.idle();
    return response;
  }) as typeof built.app.inject;
  const login = async (email: string, ambito?: Ambito, idEmpresa?: number) => {
    const eAmbito = ambito ?? (email.startsWith('empresa') ? 'PrivadoEmpresa' : 'PrivadoAlumno');
    const url =
      eAmbito === 'PrivadoEmpresa' ? '/api/Empresa/logaUsuario' : '/api/Alumno/logaUsuario';
    const res = await built.app.inject({
      method: 'POST',
      url,
      payload: {
        eUsuario: email,
        ePassword: 'Demo1234',
        eAmbito,
        ...(idEmpresa ? { eidEmpresa: idEmpresa } : {}),
      },
    });
    const body = res.json<{ status: number; datos: SessionData }>();
    if (body.status !== 0) {
      throw new Error(`login of ${email} failed: ${res.body}`);
    }
    return body.datos;
  };
  let closing: Promise<void> | undefined;
  const app: TestApp = {
    ...built,
    mailer,
    login,
    ...(database.connectionString ? { connectionString: database.connectionString } : {}),
    authHeader: async (email, ambito, idEmpresa) => ({
      authorization: `Bearer ${(await login(email, ambito, idEmpresa)).token}`,
    }),
    close: () => {
      closing ??= (async () => {
        await built.app.close();
        await database.drop();
      })();
      return closing;
    },
  };
  // Closed after the file, or after the test when a test made it: `afterAll` called inside a test
  // registered nothing, and those apps' databases were left on the PostgreSQL server.
  if (TestRunner.getCurrentTest() === undefined) {
    afterAll(() => app.close());
  } else {
    onTestFinished(() => app.close());
  }
  return app;
}

/**
 * A full app on a copy of the demo seed: only for tests of the demo itself and for the test files
 * not yet moved to data of their own (each use is a file a change to the demo can break).
 */
export const createDemoTestApp = (envOverrides: Record<string, string> = {}) =>
  createTestApp(envOverrides, { seed: 'demo' });
