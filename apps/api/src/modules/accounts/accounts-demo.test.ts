import { accountCalls, authCalls } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_SET_PASSWORD_TOKEN } from '../../db/seed/demo-accounts.ts';
import { createDemoTestApp } from '../../test/test-app.ts';
import { listPendingCompanyAccountRequests } from './company-requests.service.ts';

// A test of the demo itself: the only account test on the demo seed.
const t = await createDemoTestApp();

const post = async (url: string, payload: object) =>
  (await t.app.inject({ method: 'POST', url, payload })).json<{ status: number }>();

describe('demo data of the account lifecycle', () => {
  it('has a waiting request and a set-password link for establecer@demo.es', async () => {
    const pending = await listPendingCompanyAccountRequests(t.ctx);
    expect(pending.map((r) => r.email)).toContain('solicitud@demo.es');
    const res = await post(accountCalls.setCompanyPassword.path, {
      token: DEMO_SET_PASSWORD_TOKEN,
      password: 'Establecer1',
      confirmacion: 'Establecer1',
    });
    expect(res.status).toBe(0);
    const session = await post(authCalls.loginCompany.path, {
      eUsuario: 'establecer@demo.es',
      ePassword: 'Establecer1',
      eAmbito: 'PrivadoEmpresa',
    });
    expect(session.status).toBe(0);
  });
});
