import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll } from 'vitest';
import { buildApp } from '../app.ts';
import { parseEnv } from '../config/env.ts';
import { createMailer } from '../lib/mailer.ts';
import { startSmtpInbox } from './smtp-inbox.ts';
import { TEST_JWT_SECRET } from './test-app.ts';
import { openTestDatabase } from './test-database.ts';

/**
 * A full app on a fresh empty database whose mail goes through a real SMTP server in this process
 * (`inbox`, where a test reads what was sent), closed with its database and server after the
 * calling test file: call it at the file's top level (or from a harness called there). `name`
 * tells the data directories of the files apart; `envOverrides` add to the test environment.
 */
export async function createSmtpTestApp(name: string, envOverrides: Record<string, string> = {}) {
  const inbox = await startSmtpInbox();
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), `portal-${name}-${String(process.pid)}`),
    SMTP_URL: inbox.url,
    PUBLIC_URL: 'https://empleo.example.es',
    LOGIN_RATE_PER_MINUTE: '1000',
    // A loaded test machine must not shed requests (as in createTestApp).
    SHED_EVENT_LOOP_DELAY_MS: '0',
    ...envOverrides,
  });
  const database = await openTestDatabase();
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.join(env.DATA_DIR, 'outbox'),
    logger: pino({ level: 'silent' }),
  });
  const { app, ctx } = await buildApp({ env, database, jwtSecret: TEST_JWT_SECRET, mailer });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await inbox.close();
  });
  return { app, ctx, database, inbox, env };
}
