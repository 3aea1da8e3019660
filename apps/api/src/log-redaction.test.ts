import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accountCalls, recordColumns } from '@portal/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { parseEnv } from './config/env.ts';
import { dni } from './db/seed/ids.ts';
import { approveCompanyAccountRequest } from './modules/accounts/company-requests.service.ts';
import { buildStaff } from './test/builders.ts';
import { captureLog } from './test/log-capture.ts';
import { decodeQuotedPrintable } from './test/smtp-inbox.ts';
import { TEST_JWT_SECRET } from './test/test-app.ts';
import { openTestDatabase } from './test/test-database.ts';

/**
 * A run of the calls that carry secrets (sign-in, registration with a DNI, password reset,
 * set-password, integration tokens), with every log line the app writes at the most verbose
 * level; then the log is searched for each secret. Mails go to the development outbox (no
 * SMTP_URL), whose log line names the links it wrote.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-log-redaction-'));
const { lines, stream } = captureLog();
const database = await openTestDatabase();
const { app, ctx } = await buildApp({
  env: parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'trace',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://empleo.example.es',
    SHED_EVENT_LOOP_DELAY_MS: '0',
    RECORD_IMPORT_TOKEN: 'config-integration-token-0123456789abcdef',
  }),
  database,
  jwtSecret: TEST_JWT_SECRET,
  logStream: stream,
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

/** A call, once the mails it wrote have been delivered (and their log lines written). */
const post = async (url: string, payload: object, headers: Record<string, string> = {}) => {
  const response = await app.inject({ method: 'POST', url, payload, headers });
  await ctx.outbox.idle();
  return response;
};

/** The token of the newest outbox mail to `to` linking to `page`. */
function mailedToken(to: string, page: string): { token: string; link: string } {
  const outbox = path.join(dataDir, 'outbox');
  for (const file of fs.readdirSync(outbox).sort().reverse()) {
    const mail = decodeQuotedPrintable(fs.readFileSync(path.join(outbox, file), 'utf8'));
    const match = new RegExp(`(https?://\\S+${page}\\?token=([A-Za-z0-9_%-]+))`).exec(mail);
    if (mail.includes(to) && match?.[1] && match[2]) {
      return { link: match[1], token: decodeURIComponent(match[2]) };
    }
  }
  throw new Error(`no mail to ${to} with a ${page} link`);
}

describe('logs of a full API run', () => {
  it('carry request ids and never a password, token, mailed link or identity number', async () => {
    const secrets: string[] = [];
    const keep = (...values: string[]) => {
      secrets.push(...values);
    };

    // Registration with a DNI, sign-in, a wrong password.
    const candidateDni = dni(8_123_457);
    const email = 'log-redaction@test.es';
    const password = 'Registro-Secreta-2024';
    keep(candidateDni, password);
    const registered = await post(accountCalls.registerCandidate.path, {
      nombre: 'Lucía',
      apellidos: 'Registro Logs',
      dni: candidateDni,
      email,
      telefono: '600123456',
      password,
      confirmacion: password,
      aceptaPoliticaPrivacidad: true,
    });
    expect(registered.json<{ status: number }>().status).toBe(0);
    const confirmation = mailedToken(email, '/confirmar-email');
    keep(confirmation.token, confirmation.link);
    const confirmed = await post(accountCalls.confirmEmail.path, { token: confirmation.token });
    expect(confirmed.json<{ status: number }>().status).toBe(0);
    const signIn = await post('/api/Alumno/logaUsuario', {
      eUsuario: email,
      ePassword: password,
      eAmbito: 'PrivadoAlumno',
    });
    const jwt = signIn.json<{ datos: { token: string } }>().datos.token;
    keep(jwt);
    await app.inject({
      method: 'GET',
      url: '/api/Alumno/dameNotificaciones',
      headers: { authorization: `Bearer ${jwt}` },
    });
    keep('Equivocada-Secreta-1');
    await post('/api/Alumno/logaUsuario', {
      eUsuario: email,
      ePassword: 'Equivocada-Secreta-1',
      eAmbito: 'PrivadoAlumno',
    });

    // Password reset through the mailed link.
    await post(accountCalls.requestCandidateReset.path, { usuario: email });
    const reset = mailedToken(email, '/restablecer-candidato');
    keep(reset.token, reset.link, 'Reseteada-Secreta-2025');
    const resetDone = await post(accountCalls.resetCandidatePassword.path, {
      token: reset.token,
      password: 'Reseteada-Secreta-2025',
      confirmacion: 'Reseteada-Secreta-2025',
    });
    expect(resetDone.json<{ status: number }>().status).toBe(0);

    // A company account: approval mails a set-password link.
    const companyEmail = 'rrhh-logs@nueva.es';
    await post(accountCalls.requestCompanyAccount.path, {
      cif: 'B12345674',
      nombreEmpresa: 'Empresa Logs S.L.',
      nombre: 'Marta',
      apellidos: 'Gómez Ruiz',
      email: companyEmail,
      telefono: '910000000',
      mensaje: 'Queremos publicar ofertas.',
      direccion: 'Calle Mayor 1, Madrid',
      idPais: 1,
      aceptaPoliticaPrivacidad: true,
      aceptaComunicaciones: true,
    });
    const [pending] = await ctx.db.query.companyAccountRequests.findMany({
      where: (r, { eq }) => eq(r.email, companyEmail),
    });
    if (!pending) {
      throw new Error('company request not stored');
    }
    await approveCompanyAccountRequest(ctx, pending.id);
    await ctx.outbox.idle();
    const setPassword = mailedToken(companyEmail, '/establecer-login');
    keep(setPassword.token, setPassword.link, 'Empresa-Secreta-2026');
    const set = await post(accountCalls.setCompanyPassword.path, {
      token: setPassword.token,
      password: 'Empresa-Secreta-2026',
      confirmacion: 'Empresa-Secreta-2026',
    });
    expect(set.json<{ status: number }>().status).toBe(0);

    // An integration token made in the back-office, then used for an import with a DNI in it.
    const staff = await buildStaff(ctx.db);
    const staffJwt = (
      await post('/api/Gestion/logaUsuario', { eUsuario: staff.email, ePassword: 'Demo1234' })
    ).json<{ datos: { token: string } }>().datos.token;
    keep(staffJwt);
    const made = await post(
      '/api/Gestion/creaTokenIntegracion',
      { nombre: 'Importación nocturna' },
      { authorization: `Bearer ${staffJwt}` },
    );
    const integrationToken = made.json<{ datos: { token: string } }>().datos.token;
    const recordDni = dni(8_123_458);
    keep(integrationToken, 'config-integration-token-0123456789abcdef', recordDni);
    const row = recordColumns.map((column) => (column === 'dni' ? recordDni : ''));
    for (const token of [integrationToken, 'config-integration-token-0123456789abcdef']) {
      await app.inject({
        method: 'POST',
        url: '/api/Gestion/expediente/importar?fichero=expediente.csv',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
        payload: `${recordColumns.join(';')}\n${row.join(';')}\n`,
      });
    }

    const entries = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    expect(entries.filter((e) => e.msg === 'request completed').length).toBeGreaterThan(10);
    expect(
      entries
        .filter((e) => e.msg === 'request completed')
        .every((e) => typeof e.reqId === 'string'),
    ).toBe(true);
    // The outbox's log line was written, without its links.
    expect(entries.some((e) => e.msg === 'mail written to outbox')).toBe(true);
    const log = lines.join('\n');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      expect(log, `the log contains ${secret}`).not.toContain(secret);
    }
  });

  it('logs URLs without the values of secret query parameters', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/health/live?token=url-secret-value-42&pagina=2',
    });
    const logged = lines.filter((line) => line.includes('/api/health/live'));
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).toContain('token=[Redacted]&pagina=2');
    expect(lines.join('\n')).not.toContain('url-secret-value-42');
  });
});
