import os from 'node:os';
import path from 'node:path';
import { accountCalls, Codes, statusMessage } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { parseEnv } from '../../config/env.ts';
import { DEMO_SET_PASSWORD_TOKEN } from '../../db/seed/demo-accounts.ts';
import { cif, dni } from '../../db/seed/ids.ts';
import { createMailer } from '../../lib/mailer.ts';
import { startSmtpInbox, tokenOf } from '../../test/smtp-inbox.ts';
import { TEST_JWT_SECRET } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { candidates } from '../candidates/candidates.table.ts';
import { companies, companyUsers } from '../companies/companies.table.ts';
import { users } from '../users/users.table.ts';
import { hashToken } from './account-tokens.ts';
import { accountTokens, companyAccountRequests } from './accounts.table.ts';
import {
  approveCompanyAccountRequest,
  listPendingCompanyAccountRequests,
} from './company-requests.service.ts';

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

let serial = 7_000_000;
const registration = (overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    nombre: 'Lucía',
    apellidos: 'Nueva Alumna',
    dni: dni(serial),
    email: `nueva-${String(serial)}@test.es`,
    telefono: '600123456',
    password: 'Segura123',
    confirmacion: 'Segura123',
    aceptaPoliticaPrivacidad: true,
    ...overrides,
  };
};

describe('registrarUsuario', () => {
  const url = accountCalls.registerCandidate.path;

  it('registers a student (504) and mails a link; the account signs in once it is opened', async () => {
    const body = registration();
    const res = await post(url, body);
    expect(res).toMatchObject({ http: 200, status: 0, datos: null });
    expect(res.mensaje).toBe(statusMessage(Codes.CANDIDATE_REGISTERED, 'es').cuerpo);
    expect(res.mensaje).toContain('Te hemos enviado un correo electrónico con un enlace');
    const mail = await inbox.next(body.email);
    expect(mail.body).toContain('Hola Lucía:');
    expect(mail.body).toContain(
      'Para empezar a usar tu cuenta, confirma que esta dirección es tuya',
    );
    const token = tokenOf(mail, '/confirmar-email');

    // Before the link: the right password gets the request to confirm; a wrong one learns nothing.
    const early = await login(body.email, body.password);
    expect(early).toMatchObject({ http: 403, status: 515 });
    expect(early.mensaje).toContain('Confirma tu correo electrónico para iniciar sesión');
    expect((await login(body.email, 'Otra12345')).status).toBe(3);

    const confirm = accountCalls.confirmEmail.path;
    expect(await post(confirm, { token: 'x'.repeat(43) })).toMatchObject({ http: 410, status: 42 });
    expect(await post(confirm, { token })).toMatchObject({
      status: 0,
      mensaje: 'Tu correo electrónico está confirmado. Ya puedes iniciar sesión.',
    });
    expect((await post(confirm, { token })).status).toBe(42);
    const session = await login(body.email, body.password);
    expect(session.status).toBe(0);
    expect(session.datos.textoCortoRGPD).toBeNull();
    expect(session.datos.conPracticas).toBe(true);
  });

  it('lets an unconfirmed account in once the academic record verifies it', async () => {
    const body = registration();
    expect((await post(url, body)).status).toBe(0);
    await inbox.next(body.email);
    expect((await login(body.email, body.password)).status).toBe(515);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, body.email));
    await ctx.db
      .update(candidates)
      .set({ verificado: true, verificacionOrigen: 'registro', verificadoAt: new Date() })
      .where(eq(candidates.userId, user?.id ?? 0));
    expect((await login(body.email, body.password)).status).toBe(0);
  });

  it('confirms the address with a password reset link too (same mailbox)', async () => {
    const body = registration();
    expect((await post(url, body)).status).toBe(0);
    await inbox.next(body.email);
    expect(
      (await post(accountCalls.requestCandidateReset.path, { usuario: body.email })).status,
    ).toBe(0);
    const token = tokenOf(await inbox.next(body.email), '/restablecer-candidato');
    const reset = await post(accountCalls.resetCandidatePassword.path, {
      token,
      password: 'Nueva12345',
      confirmacion: 'Nueva12345',
    });
    expect(reset.status).toBe(0);
    expect((await login(body.email, 'Nueva12345')).status).toBe(0);
  });

  it('registers a visitor outside the academic record as not verified', async () => {
    const body = registration();
    expect((await post(url, body)).status).toBe(0);
    const [row] = await ctx.db
      .select({ verificado: candidates.verificado })
      .from(candidates)
      .innerJoin(users, eq(users.id, candidates.userId))
      .where(eq(users.email, body.email));
    expect(row?.verificado).toBe(false);
  });

  it('refuses registration (515) when the brand keeps the portal to people in the record', async () => {
    await ctx.brand.update({ accesoNoVerificados: 'ninguno' });
    try {
      const body = registration();
      const res = await post(url, body);
      expect(res).toMatchObject({ http: 403, status: 515 });
      expect(res.mensaje).toContain('reservado a los estudiantes y titulados de la universidad');
      expect(await ctx.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
    } finally {
      await ctx.brand.update({ accesoNoVerificados: 'empleo' });
    }
  });

  it('registers a former student, who signs in through the former-students door', async () => {
    const body = registration({ antiguoAlumno: true });
    expect((await post(url, body)).status).toBe(0);
    const token = tokenOf(await inbox.next(body.email), '/confirmar-email');
    expect((await post(accountCalls.confirmEmail.path, { token })).status).toBe(0);
    expect((await login(body.email, body.password, 'PrivadoAntiguoAlumno')).status).toBe(0);
  });

  it('answers 28 to a weak password and creates nothing', async () => {
    const body = registration({ password: 'corta', confirmacion: 'corta' });
    const res = await post(url, body);
    expect(res).toMatchObject({ http: 400, status: 28 });
    expect(res.datos.errores[0]?.campo).toBe('password');
    const rows = await ctx.db.select().from(users).where(eq(users.email, body.email));
    expect(rows).toHaveLength(0);
  });

  it('answers 16 when the email or the DNI already has an account', async () => {
    expect(await post(url, registration({ email: 'ESTUDIANTE@demo.es' }))).toMatchObject({
      http: 409,
      status: 16,
    });
    expect((await post(url, registration({ dni: dni(12345678) }))).status).toBe(16);
  });

  it('requires the privacy policy and a matching confirmation (400, spec texts)', async () => {
    const res = await post(
      url,
      registration({ aceptaPoliticaPrivacidad: false, confirmacion: 'Otra1234' }),
    );
    expect(res.status).toBe(400);
    expect(res.datos.errores).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          campo: 'aceptaPoliticaPrivacidad',
          mensaje: 'Debes aceptar la política de privacidad',
        }),
        expect.objectContaining({
          campo: 'confirmacion',
          mensaje: 'Las contraseñas no coinciden',
        }),
      ]),
    );
  });

  it('is refused (403) when the brand closes registration', async () => {
    await ctx.brand.update({ canRegistroAlumno: false });
    try {
      expect(await post(url, registration())).toMatchObject({ http: 403, status: 403 });
    } finally {
      await ctx.brand.update({ canRegistroAlumno: true });
    }
    await ctx.brand.update({ canRegistroAntiguoAlumno: false });
    try {
      expect((await post(url, registration({ antiguoAlumno: true }))).status).toBe(403);
      expect((await post(url, registration())).status).toBe(0);
    } finally {
      await ctx.brand.update({ canRegistroAntiguoAlumno: true });
    }
  });
});

const companyRequest = (overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    cif: cif('B', String(serial).slice(0, 7)),
    nombreEmpresa: 'Nueva Empresa S.L.',
    nombre: 'Marta',
    apellidos: 'Gómez Ruiz',
    email: `rrhh-${String(serial)}@nueva.es`,
    telefono: '910000000',
    mensaje: 'Queremos publicar ofertas de prácticas.',
    direccion: 'Calle Mayor 1, Madrid',
    idPais: 1,
    aceptaPoliticaPrivacidad: true,
    aceptaComunicaciones: true,
    ...overrides,
  };
};

describe('guardarUsuarioEmpresa and the approval by the careers office', () => {
  const url = accountCalls.requestCompanyAccount.path;

  it('stores the request (528); nobody signs in until it is approved; approval mails a set-password link (514)', async () => {
    const body = companyRequest();
    const res = await post(url, body);
    expect(res).toMatchObject({
      status: 0,
      mensaje: 'Tu solicitud se ha registrado correctamente.',
    });
    expect((await login(body.email, 'Cualquiera1', 'PrivadoEmpresa')).status).toBe(3);

    const pending = (await listPendingCompanyAccountRequests(ctx)).find(
      (r) => r.email === body.email,
    );
    expect(pending).toMatchObject({ cif: body.cif, estado: 'pendiente', idioma: 'es' });
    if (!pending) {
      return;
    }
    const approved = await approveCompanyAccountRequest(ctx, pending.id);
    const mail = await inbox.next(body.email);
    expect(mail.body).toContain(
      'El Servicio de Empleo ha aprobado la cuenta de Nueva Empresa S.L.',
    );
    expect(mail.body).toContain('https://empleo.example.es/establecer-login?token=');
    const token = tokenOf(mail, '/establecer-login');

    const setUrl = accountCalls.setCompanyPassword.path;
    expect((await post(setUrl, { token, password: 'debil', confirmacion: 'debil' })).status).toBe(
      28,
    );
    const set = await post(setUrl, { token, password: 'Empresa2024', confirmacion: 'Empresa2024' });
    expect(set).toMatchObject({
      status: 0,
      mensaje: 'Tu contraseña se ha establecido correctamente. Ya puedes iniciar sesión.',
    });
    const session = await login(body.email, 'Empresa2024', 'PrivadoEmpresa');
    expect(session.status).toBe(0);
    expect(
      (await post(setUrl, { token, password: 'Otra12345', confirmacion: 'Otra12345' })).status,
    ).toBe(42);
    await expect(approveCompanyAccountRequest(ctx, pending.id)).rejects.toMatchObject({
      code: 404,
    });
    expect(approved.companyId).toBeGreaterThan(0);
  });

  it('answers 33 to a malformed CIF', async () => {
    expect(await post(url, companyRequest({ cif: 'B1234' }))).toMatchObject({
      http: 400,
      status: 33,
    });
  });

  it('answers 16 for the email of a company user or of a waiting request', async () => {
    expect((await post(url, companyRequest({ email: 'empresa@demo.es' }))).status).toBe(16);
    const body = companyRequest();
    expect((await post(url, body)).status).toBe(0);
    expect((await post(url, companyRequest({ email: body.email.toUpperCase() }))).status).toBe(16);
  });

  it('requires both consents (400)', async () => {
    const res = await post(
      url,
      companyRequest({ aceptaComunicaciones: false, aceptaPoliticaPrivacidad: false }),
    );
    expect(res.status).toBe(400);
    expect(
      res.datos.errores
        .map((e) => ({ campo: e.campo, mensaje: e.mensaje }))
        .sort((a, b) => a.campo.localeCompare(b.campo)),
    ).toEqual([
      {
        campo: 'aceptaComunicaciones',
        mensaje:
          'Debes aceptar recibir los mensajes del Servicio de Empleo sobre tu cuenta y tus ofertas',
      },
      { campo: 'aceptaPoliticaPrivacidad', mensaje: 'Debes aceptar la política de privacidad' },
    ]);
  });
});

describe('password reset of a candidate', () => {
  const ask = accountCalls.requestCandidateReset.path;
  const reset = accountCalls.resetCandidatePassword.path;

  it('mails a 1-hour link, resets once (521) and ends every open session', async () => {
    const oldSession = await tokenFor('mixto@demo.es');
    expect(await notifications(oldSession)).toBe(0);
    const res = await post(ask, { usuario: 'mixto@demo.es' });
    expect(res).toMatchObject({
      status: 0,
      mensaje:
        'Te hemos enviado un correo electrónico con un enlace para restablecer tu contraseña.',
    });
    const mail = await inbox.next('mixto@demo.es');
    expect(mail.body).toContain('https://empleo.example.es/restablecer-candidato?token=');
    const token = tokenOf(mail, '/restablecer-candidato');
    const [stored] = await ctx.db
      .select()
      .from(accountTokens)
      .where(sql`${accountTokens.usedAt} is null and ${accountTokens.purpose} = 'reset'`)
      .orderBy(sql`${accountTokens.id} desc`)
      .limit(1);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(token);
    const lifetime = (stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0);
    expect(Math.abs(lifetime - 3_600_000)).toBeLessThan(5_000);

    expect((await post(reset, { token, password: 'abc', confirmacion: 'abc' })).status).toBe(28);
    const done = await post(reset, { token, password: 'Nueva2024', confirmacion: 'Nueva2024' });
    expect(done).toMatchObject({
      status: 0,
      mensaje: statusMessage(Codes.CANDIDATE_PASSWORD_RESTORED, 'es').cuerpo,
    });
    expect(await notifications(oldSession)).toBe(2);
    expect((await login('mixto@demo.es', 'Demo1234')).status).toBe(3);
    expect((await login('mixto@demo.es', 'Nueva2024')).status).toBe(0);
    expect(
      await post(reset, { token, password: 'Otra2024x', confirmacion: 'Otra2024x' }),
    ).toMatchObject({ http: 410, status: 42 });
  });

  it('finds the candidate by DNI too', async () => {
    expect((await post(ask, { usuario: dni(23456789) })).status).toBe(0);
    const mail = await inbox.next('titulado@demo.es');
    expect(mail.body).toContain('/restablecer-candidato?token=');
  });

  it('answers 505 to an unknown address and mails it the 524 text, without a link', async () => {
    const res = await post(ask, { usuario: 'nadie@ejemplo.es' });
    expect(res).toMatchObject({ status: 0 });
    const mail = await inbox.next('nadie@ejemplo.es');
    expect(mail.body).toContain(
      'El correo electrónico indicado no corresponde a ningún usuario activo.',
    );
    expect(mail.body).not.toContain('token=');
  });

  it('treats a blocked account as no active account', async () => {
    expect((await post(ask, { usuario: 'bloqueado@demo.es' })).status).toBe(0);
    const mail = await inbox.next('bloqueado@demo.es');
    expect(mail.body).toContain('no corresponde a ningún usuario activo');
  });

  it('writes the mail in English when asked to', async () => {
    await post(ask, { usuario: 'encuesta@demo.es' }, { 'accept-language': 'en-GB' });
    const mail = await inbox.next('encuesta@demo.es');
    expect(mail.body).toContain('We received a request to reset the password');
  });

  it('answers 42 to a tampered, expired or foreign token', async () => {
    await post(ask, { usuario: 'estudiante@demo.es' });
    const token = tokenOf(await inbox.next('estudiante@demo.es'), '/restablecer-candidato');
    const body = { password: 'Nueva2024', confirmacion: 'Nueva2024' };
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await post(reset, { token: tampered, ...body })).status).toBe(42);
    expect((await post(reset, { token: 'corto', ...body })).status).toBe(42);
    // A candidate's link does not reset a company password.
    expect((await post(accountCalls.resetCompanyPassword.path, { token, ...body })).status).toBe(
      42,
    );
    await ctx.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    expect((await post(reset, { token, ...body })).status).toBe(42);
  });

  it('keeps only the newest link of a user', async () => {
    await post(ask, { usuario: 'rgpd@demo.es' });
    const first = tokenOf(await inbox.next('rgpd@demo.es'), '/restablecer-candidato');
    await post(ask, { usuario: 'rgpd@demo.es' });
    const second = tokenOf(await inbox.next('rgpd@demo.es'), '/restablecer-candidato');
    const body = { password: 'Nueva2024', confirmacion: 'Nueva2024' };
    expect((await post(reset, { token: first, ...body })).status).toBe(42);
    expect((await post(reset, { token: second, ...body })).status).toBe(0);
  });

  it('is refused (403) when the brand turns password recovery off', async () => {
    await ctx.brand.update({ canRecuperarPassword: false });
    try {
      expect((await post(ask, { usuario: 'estudiante@demo.es' })).status).toBe(403);
      expect((await post(accountCalls.requestCompanyReset.path, { nick: 'x@y.es' })).status).toBe(
        403,
      );
    } finally {
      await ctx.brand.update({ canRecuperarPassword: true });
    }
  });
});

describe('password reset of a company user', () => {
  const ask = accountCalls.requestCompanyReset.path;
  const reset = accountCalls.resetCompanyPassword.path;

  it('mails a /restablecer-login link by nick and resets the password (508)', async () => {
    const session = await tokenFor('empresa@demo.es', 'Demo1234', 'PrivadoEmpresa');
    expect((await post(ask, { nick: 'empresa@demo.es' })).status).toBe(0);
    const mail = await inbox.next('empresa@demo.es');
    const token = tokenOf(mail, '/restablecer-login');
    const done = await post(reset, { token, password: 'Empresa99', confirmacion: 'Empresa99' });
    expect(done.status).toBe(0);
    expect(await notifications(session, 'Empresa')).toBe(2);
    expect((await login('empresa@demo.es', 'Empresa99', 'PrivadoEmpresa')).status).toBe(0);
    expect(
      (await post(reset, { token, password: 'Empresa98', confirmacion: 'Empresa98' })).status,
    ).toBe(42);
  });

  it('by CIF mails every active user of the company', async () => {
    const [company] = await ctx.db
      .select({ cif: companies.cif })
      .from(companies)
      .innerJoin(companyUsers, eq(companyUsers.companyId, companies.id))
      .innerJoin(users, eq(users.id, companyUsers.userId))
      .where(eq(users.email, 'multi@demo.es'))
      .limit(1);
    expect(company).toBeDefined();
    expect((await post(ask, { cif: company?.cif.toLowerCase() })).status).toBe(0);
    expect((await inbox.next('multi@demo.es')).body).toContain('/restablecer-login?token=');
  });

  it('answers 505 to an unknown nick and mails it the 524 text', async () => {
    expect((await post(ask, { nick: 'desconocida@empresa.es' })).status).toBe(0);
    expect((await inbox.next('desconocida@empresa.es')).body).toContain(
      'no corresponde a ningún usuario activo',
    );
  });

  it('needs a nick or a CIF (400)', async () => {
    expect((await post(ask, {})).status).toBe(400);
  });
});

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

describe('the account request table', () => {
  it('keeps one pending request per email (database constraint)', async () => {
    const body = companyRequest();
    await ctx.db.insert(companyAccountRequests).values({ ...body, idioma: 'es' });
    await expect(
      ctx.db.insert(companyAccountRequests).values({ ...body, email: body.email.toUpperCase() }),
    ).rejects.toThrow();
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
