import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { parseEnv } from '../../config/env.ts';
import { createMailer } from '../../lib/mailer.ts';
import { buildEligibleStudent, buildOffer } from '../../test/offer-builders.ts';
import { TEST_JWT_SECRET } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';

/** A real SMTP server in process: the notice of a state change must arrive there. */
const received: { from: string; to: string[]; data: string }[] = [];
let deliver: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => (deliver = resolve));
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let data = '';
    stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        data,
      });
      deliver();
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const port = (smtp.server.address() as AddressInfo).port;

const env = parseEnv({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: path.join(os.tmpdir(), `portal-smtp-${String(process.pid)}`),
  SMTP_URL: `smtp://127.0.0.1:${String(port)}`,
  MAIL_FROM: 'Portal de Empleo <no-responder@portal.test>',
});
const database = await openTestDatabase();
const mailer = createMailer({
  smtpUrl: env.SMTP_URL,
  from: env.MAIL_FROM,
  outboxDir: path.join(env.DATA_DIR, 'outbox'),
  logger: (await import('pino')).pino({ level: 'silent' }),
});
const { app, ctx } = await buildApp({ env, database, jwtSecret: TEST_JWT_SECRET, mailer });
afterAll(async () => {
  await app.close();
  await database.drop();
  await new Promise<void>((resolve) => {
    smtp.close(() => {
      resolve();
    });
  });
});

describe('state-change email through SMTP', () => {
  it('delivers the applied notice to the candidate through a real SMTP server', async () => {
    const user = await buildEligibleStudent(ctx.db);
    const offer = await buildOffer(ctx.db, { titulo: 'Prácticas con correo real' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/Alumno/logaUsuario',
      payload: { eUsuario: user.email, ePassword: 'Demo1234', eAmbito: 'PrivadoAlumno' },
    });
    const token = login.json<{ datos: { token: string } }>().datos.token;
    const res = await app.inject({
      method: 'POST',
      url: '/api/Alumno/inscribirse',
      headers: { authorization: `Bearer ${token}` },
      payload: { urlOferta: offer.id },
    });
    expect(res.json().status).toBe(0);
    await arrived;
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('no-responder@portal.test');
    expect(received[0]?.to).toEqual([user.email]);
    expect(received[0]?.data).toContain('Subject: =?UTF-8?Q?Inscripci=C3=B3n_realizada?=');
    expect(received[0]?.data).toMatch(/Pr=C3=A1cticas con correo\s*(=\r?\n)?\s*real/);
  });
});
