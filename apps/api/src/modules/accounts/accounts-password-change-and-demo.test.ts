import os from 'node:os';
import path from 'node:path';
import { accountCalls } from '@portal/contracts';

import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { parseEnv } from '../../config/env.ts';
import { DEMO_SET_PASSWORD_TOKEN } from '../../db/seed/demo-accounts.ts';

import { createMailer } from '../../lib/mailer.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';
import { TEST_JWT_SECRET } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';

import { listPendingCompanyAccountRequests } from './company-requests.service.ts';

const inbox = await startSmtpInbox();
const env = parseEnv({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: path.join(os.tmpdir(), `portal-accounts-${String(process.pid)}`),
  SMTP_URL: inbox.url,
  PUBLIC_URL: 'https://empleo.example.es',
  LOGIN_RATE_PER_MINUTE: '1000',
});
const database = await openTestDatabase({ seed: 'demo' });
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

/** What the tests read of `datos` (absent fields are simply not read). */
interface Datos {
  errores: { campo: string; mensaje: string }[];
  token: string;
  textoCortoRGPD: string | null;
  conPracticas: boolean;
}

interface Answer {
  http: number;
  status: number;
  datos: Datos;
  mensaje: string | null;
}

const post = async (
  url: string,
  payload: object,
  headers: Record<string, string> = {},
): Promise<Answer> => {
  const res = await app.inject({ method: 'POST', url, payload, headers });
  return { http: res.statusCode, ...res.json<Omit<Answer, 'http'>>() };
};

const login = (eUsuario: string, ePassword: string, eAmbito = 'PrivadoAlumno') =>
  post(eAmbito === 'PrivadoEmpresa' ? '/api/Empresa/logaUsuario' : '/api/Alumno/logaUsuario', {
    eUsuario,
    ePassword,
    eAmbito,
  });

const tokenFor = async (email: string, password = 'Demo1234', ambito = 'PrivadoAlumno') => {
  const res = await login(email, password, ambito);
  expect(res.status).toBe(0);
  return res.datos.token;
};

const notifications = async (token: string, role = 'Alumno') =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/${role}/dameNotificaciones`,
      headers: { authorization: `Bearer ${token}` },
    })
  ).json<{ status: number }>().status;

describe('editarPassword of a candidate', () => {
  const url = accountCalls.changeCandidatePassword.path;

  it('checks the current password, answers 28 to a weak one, then ends every other session (543)', async () => {
    const mine = await tokenFor('titulado@demo.es', 'Demo1234', 'PrivadoAntiguoAlumno');
    const other = await tokenFor('titulado@demo.es', 'Demo1234', 'PrivadoAntiguoAlumno');
    const auth = { authorization: `Bearer ${mine}` };
    const wrong = await post(
      url,
      { passwordActual: 'Mala1234', password: 'Nueva2024', confirmacion: 'Nueva2024' },
      auth,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.datos.errores[0]?.campo).toBe('passwordActual');
    expect(
      (
        await post(
          url,
          { passwordActual: 'Demo1234', password: 'debil', confirmacion: 'debil' },
          auth,
        )
      ).status,
    ).toBe(28);

    const done = await post(
      url,
      { passwordActual: 'Demo1234', password: 'Nueva2024', confirmacion: 'Nueva2024' },
      auth,
    );
    expect(done).toMatchObject({
      status: 0,
      mensaje: 'Tu contraseña se ha cambiado correctamente.',
    });
    expect(await notifications(done.datos.token)).toBe(0);
    expect(await notifications(other)).toBe(2);
    expect(await notifications(mine)).toBe(2);
    expect((await login('titulado@demo.es', 'Nueva2024', 'PrivadoAntiguoAlumno')).status).toBe(0);
  });

  it('is for candidates only', async () => {
    const company = await tokenFor('multi@demo.es', 'Demo1234', 'PrivadoEmpresa').catch(() => null);
    const res = await post(
      url,
      { passwordActual: 'Demo1234', password: 'Nueva2024', confirmacion: 'Nueva2024' },
      company ? { authorization: `Bearer ${company}` } : {},
    );
    expect([2, 403]).toContain(res.status);
    expect(
      (await post(url, { passwordActual: 'a', password: 'b', confirmacion: 'b' })).status,
    ).toBe(2);
  });
});

describe('inicioLoginIntegrado', () => {
  it('says single sign-on is not configured', async () => {
    const res = await app.inject({ method: 'POST', url: accountCalls.ssoStart.path, payload: {} });
    expect(res.json()).toMatchObject({
      status: 0,
      datos: { configurado: false, tipo: null, url: null, state: null },
    });
  });
});

describe('demo data of the account lifecycle', () => {
  it('has a waiting request and a set-password link for establecer@demo.es', async () => {
    const pending = await listPendingCompanyAccountRequests(ctx);
    expect(pending.map((r) => r.email)).toContain('solicitud@demo.es');
    const res = await post(accountCalls.setCompanyPassword.path, {
      token: DEMO_SET_PASSWORD_TOKEN,
      password: 'Establecer1',
      confirmacion: 'Establecer1',
    });
    expect(res.status).toBe(0);
    expect((await login('establecer@demo.es', 'Establecer1', 'PrivadoEmpresa')).status).toBe(0);
  });
});
