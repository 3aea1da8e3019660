import { accountsHarness } from './accounts-test-harness.ts';
import { accountCalls } from '@portal/contracts';

import { describe, expect, it } from 'vitest';

import { buildCompany, buildGraduate } from '../../test/builders.ts';

const { app, ctx, post, login, tokenFor, notifications } = await accountsHarness();

describe('editarPassword of a candidate', () => {
  const url = accountCalls.changeCandidatePassword.path;

  it('checks the current password, answers 28 to a weak one, then ends every other session (543)', async () => {
    const { email } = await buildGraduate(ctx.db);
    const mine = await tokenFor(email, 'Demo1234', 'PrivadoAntiguoAlumno');
    const other = await tokenFor(email, 'Demo1234', 'PrivadoAntiguoAlumno');
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
    expect((await login(email, 'Nueva2024', 'PrivadoAntiguoAlumno')).status).toBe(0);
  });

  it('is for candidates only', async () => {
    const { user } = await buildCompany(ctx.db);
    const company = await tokenFor(user.email, 'Demo1234', 'PrivadoEmpresa').catch(() => null);
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
