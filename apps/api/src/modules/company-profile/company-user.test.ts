import { companyProfileCalls, profileCheckCalls, type CompanyUserProfile } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyUsers, users } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import { companyProfileClient } from './company-profile.fixtures.ts';

const t = await createTestApp();

const { company, call, missingData } = companyProfileClient(t);

describe('dameDatosContactoEmpresa and editaUsuario', () => {
  it("shows and saves the user's own data; then no contact data is missing", async () => {
    // A user whose contact data is complete.
    const known = await company();
    await t.ctx.db
      .update(users)
      .set({ nombre: 'Elena', apellidos: 'Castro Vidal' })
      .where(eq(users.id, known.user.id));
    await t.ctx.db
      .update(companyUsers)
      .set({ cargo: 'Responsable de selección', telefono: '915551234' })
      .where(eq(companyUsers.userId, known.user.id));
    const shown = await call(companyProfileCalls.user, known.headers);
    expect(shown.json<{ datos: CompanyUserProfile }>().datos).toEqual({
      nombre: 'Elena',
      apellidos: 'Castro Vidal',
      email: known.user.email,
      cargo: 'Responsable de selección',
      telefono: '915551234',
    });
    const c = await company();
    expect(await missingData(profileCheckCalls.contactMissingData, c.headers)).toBe(true);
    const email = `nuevo-${String(c.user.id)}@test.es`;
    const res = await call(companyProfileCalls.saveUser, c.headers, {
      nombre: 'Eva',
      apellidos: 'Ruiz Sanz',
      email,
      cargo: 'Gerente',
      telefono: '600111222',
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{ datos: CompanyUserProfile & { token: string } }>().datos;
    expect(saved).toMatchObject({ nombre: 'Eva', email, cargo: 'Gerente', telefono: '600111222' });
    const [claims] = [await t.ctx.tokens.verify(saved.token)];
    expect(claims).toMatchObject({
      unique_name: email,
      family_name: 'Ruiz Sanz',
      idEmpresa: c.company.id,
    });
    expect(
      await missingData(profileCheckCalls.contactMissingData, {
        authorization: `Bearer ${saved.token}`,
      }),
    ).toBe(false);
    await t.login(email, 'PrivadoEmpresa');
  });

  it('refuses an email of another company user (16) and invalid fields', async () => {
    const c = await company();
    const other = await company();
    const taken = await call(companyProfileCalls.saveUser, c.headers, {
      nombre: 'Eva',
      apellidos: 'Ruiz Sanz',
      email: other.user.email.toUpperCase(),
      cargo: 'Gerente',
      telefono: '600111222',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().status).toBe(16);
    const invalid = await call(companyProfileCalls.saveUser, c.headers, {
      nombre: 'Eva',
      apellidos: 'Ru',
      email: 'eva',
      cargo: '',
      telefono: '6001112223334445',
    });
    expect(invalid.statusCode).toBe(400);
    const errors = Object.fromEntries(
      invalid
        .json<{ datos: { errores: { campo: string; mensaje: string }[] } }>()
        .datos.errores.map((e) => [e.campo, e.mensaje]),
    );
    expect(errors).toEqual({
      apellidos: 'El campo no tiene la longitud mínima requerida',
      email: 'Debes indicar una dirección de correo electrónico válida',
      cargo: 'Este campo es requerido',
      telefono: 'La longitud del teléfono es excesiva',
    });
    const [row] = await t.ctx.db
      .select()
      .from(companyUsers)
      .where(eq(companyUsers.userId, c.user.id));
    expect(row?.cargo).toBeNull();
  });
});

describe('editarPassword', () => {
  it('changes the password with the current one and the spec rules (543)', async () => {
    const c = await company();
    const change = (payload: object) =>
      call(companyProfileCalls.changePassword, c.headers, payload);
    const errorOf = async (payload: object) => {
      const res = await change(payload);
      expect(res.statusCode).toBe(400);
      return res.json<{ datos: { errores: { campo: string; mensaje: string }[] } }>().datos.errores;
    };
    expect(
      await errorOf({
        passwordActual: 'Otra1234',
        password: 'Nueva1234',
        confirmacion: 'Nueva1234',
      }),
    ).toEqual([
      {
        campo: 'passwordActual',
        codigo: 'wrong_password',
        mensaje: 'La contraseña actual no es correcta',
      },
    ]);
    expect(
      await errorOf({
        passwordActual: 'Demo1234',
        password: 'sinnumero',
        confirmacion: 'sinnumero',
      }),
    ).toMatchObject([
      { campo: 'password', mensaje: 'La contraseña debe tener al menos 8 caracteres y un número' },
    ]);
    expect(
      await errorOf({
        passwordActual: 'Demo1234',
        password: 'Nueva1234',
        confirmacion: 'Nueva12345',
      }),
    ).toMatchObject([{ campo: 'confirmacion', mensaje: 'Las contraseñas no coinciden' }]);
    expect(await errorOf({ password: 'Nueva1234', confirmacion: 'Nueva1234' })).toMatchObject([
      { campo: 'passwordActual', mensaje: 'Este campo es requerido' },
    ]);
    const ok = await change({
      passwordActual: 'Demo1234',
      password: 'Nueva1234',
      confirmacion: 'Nueva1234',
    });
    expect(ok.json()).toMatchObject({
      status: 0,
      mensaje: 'Tu contraseña se ha cambiado correctamente.',
    });
    const login = (ePassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Empresa/logaUsuario',
        payload: { eUsuario: c.user.email, ePassword, eAmbito: 'PrivadoEmpresa' },
      });
    expect((await login('Nueva1234')).json().status).toBe(0);
    expect((await login('Demo1234')).json().status).toBe(3);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, c.user.id));
    expect(user?.passwordHash).not.toBe(c.user.passwordHash);
  });

  it('ends every other session of the user at once; this one goes on with the new token', async () => {
    const c = await company();
    const other = await t.authHeader(c.user.email, 'PrivadoEmpresa');
    const profile = (headers: Record<string, string>) => call(companyProfileCalls.user, headers);
    expect((await profile(other)).statusCode).toBe(200);
    const res = await call(companyProfileCalls.changePassword, c.headers, {
      passwordActual: 'Demo1234',
      password: 'Cambiada1234',
      confirmacion: 'Cambiada1234',
    });
    expect(res.json()).toMatchObject({ status: 0 });
    const { token } = res.json<{ datos: { token: string } }>().datos;
    const before = await profile(other);
    expect(before.statusCode).toBe(401);
    expect(before.json()).toMatchObject({ status: 2 });
    expect((await profile(c.headers)).statusCode).toBe(401);
    const fresh = await profile({ authorization: `Bearer ${token}` });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ status: 0, datos: { email: c.user.email } });
    expect(await t.ctx.tokens.verify(token)).toMatchObject({ idEmpresa: c.company.id });
  });
});
