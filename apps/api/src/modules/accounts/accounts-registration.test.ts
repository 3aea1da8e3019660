import { accountsHarness } from './accounts-test-harness.ts';
import { accountCalls, Codes, statusMessage } from '@portal/contracts';
import { eq } from 'drizzle-orm';

import { describe, expect, it } from 'vitest';

import { dni } from '../../db/seed/ids.ts';

import { buildPrivacyText } from '../../test/build-content.ts';
import { buildCandidate, randomDni } from '../../test/builders.ts';
import { tokenOf } from '../../test/smtp-inbox.ts';

import { candidates } from '../candidates/candidates.table.ts';

import { users } from '../users/users.table.ts';

const { ctx, inbox, post, login } = await accountsHarness();
// A current privacy text, which a registration accepts (no RGPD text to show at the first login).
await buildPrivacyText(ctx.db);

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
    const taken = randomDni();
    const { email } = await buildCandidate(ctx.db, { dni: taken });
    expect(await post(url, registration({ email: email.toUpperCase() }))).toMatchObject({
      http: 409,
      status: 16,
    });
    expect((await post(url, registration({ dni: taken }))).status).toBe(16);
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
