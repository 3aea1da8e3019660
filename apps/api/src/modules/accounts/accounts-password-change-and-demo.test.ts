import { accountsHarness } from './accounts-test-harness.ts';
import { accountCalls } from '@portal/contracts';

import { describe, expect, it } from 'vitest';

import { DEMO_SET_PASSWORD_TOKEN } from '../../db/seed/demo-accounts.ts';

import { listPendingCompanyAccountRequests } from './company-requests.service.ts';

const { app, ctx, post, login, tokenFor, notifications } = await accountsHarness();

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
