import { authCalls } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EnvError } from '../../config/env.ts';
import { users } from '../../db/schema.ts';
import { buildCandidate, buildStaff } from '../../test/builders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ensureFirstAdministrator } from './first-administrator.ts';

const configured = {
  ADMIN_EMAIL: 'jefa.servicio@universidad.es',
  ADMIN_PASSWORD: 'Primera2026',
  ADMIN_NAME: 'Servicio de Empleo',
};

async function staffLogin(t: TestApp, eUsuario: string, ePassword: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: authCalls.loginStaff.path,
    payload: { eUsuario, ePassword },
  });
  return res.json<{ status: number; datos: { token?: string } }>();
}

const administrators = (t: TestApp) =>
  t.ctx.db.select().from(users).where(eq(users.staffRole, 'administrador'));

describe('the first administrator from the configuration', () => {
  it('makes an administrator on a new installation, who can sign in to the back-office', async () => {
    const t = await createTestApp();
    expect(await ensureFirstAdministrator(t.ctx.db, configured)).toBe('created');
    const [admin] = await administrators(t);
    expect(admin).toMatchObject({
      email: 'jefa.servicio@universidad.es',
      role: 'gestor',
      estado: 'activo',
      nombre: 'Servicio de Empleo',
    });
    expect((await staffLogin(t, configured.ADMIN_EMAIL, configured.ADMIN_PASSWORD)).status).toBe(0);
  });

  it('changes nothing while an active administrator exists, even on every later start', async () => {
    const t = await createTestApp();
    await ensureFirstAdministrator(t.ctx.db, configured);
    expect(await ensureFirstAdministrator(t.ctx.db, configured)).toBe('exists');
    expect(
      await ensureFirstAdministrator(t.ctx.db, {
        ...configured,
        ADMIN_EMAIL: 'otra@universidad.es',
      }),
    ).toBe('exists');
    expect(await administrators(t)).toHaveLength(1);
  });

  it('does nothing without ADMIN_EMAIL', async () => {
    const t = await createTestApp();
    expect(
      await ensureFirstAdministrator(t.ctx.db, {
        ADMIN_EMAIL: undefined,
        ADMIN_PASSWORD: undefined,
        ADMIN_NAME: 'x',
      }),
    ).toBe('not-configured');
    expect(await administrators(t)).toHaveLength(0);
  });

  it('refuses to start without a valid password, naming the setting', async () => {
    const t = await createTestApp();
    for (const ADMIN_PASSWORD of [undefined, 'corta1', 'sindigitos']) {
      const attempt = ensureFirstAdministrator(t.ctx.db, { ...configured, ADMIN_PASSWORD });
      await expect(attempt).rejects.toBeInstanceOf(EnvError);
      await expect(attempt).rejects.toThrow(/ADMIN_PASSWORD/);
    }
    expect(await administrators(t)).toHaveLength(0);
  });

  it('gives the way back in when every administrator was deactivated: that staff user is an active administrator again', async () => {
    const t = await createTestApp();
    const former = await buildStaff(t.ctx.db, 'gestor');
    await t.ctx.db.update(users).set({ estado: 'bloqueado' }).where(eq(users.id, former.id));
    const outcome = await ensureFirstAdministrator(t.ctx.db, {
      ...configured,
      ADMIN_EMAIL: former.email.toUpperCase(),
    });
    expect(outcome).toBe('restored');
    const [admin] = await administrators(t);
    expect(admin).toMatchObject({ id: former.id, estado: 'activo' });
    expect((await staffLogin(t, former.email, configured.ADMIN_PASSWORD)).status).toBe(0);
  });

  it('keeps a candidate with the same email a candidate and makes a separate staff account', async () => {
    const t = await createTestApp();
    const candidate = await buildCandidate(t.ctx.db, { email: 'persona@universidad.es' });
    await ensureFirstAdministrator(t.ctx.db, {
      ...configured,
      ADMIN_EMAIL: 'persona@universidad.es',
    });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, candidate.id));
    expect(row?.role).toBe('alumno');
    expect(await administrators(t)).toHaveLength(1);
  });
});
