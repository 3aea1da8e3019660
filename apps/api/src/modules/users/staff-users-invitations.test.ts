import type { SessionData } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import { hashToken } from '../accounts/account-tokens.ts';
import { staffUsersClient } from './staff-users.fixtures.ts';

const t = await createTestApp();
const { adminUser, gestora, get, post, list, lastAudit, tokenIn, invite, staffLogin } =
  await staffUsersClient(t);

describe('invitations', () => {
  it('mails a single-use set-password link; the new user signs in with it', async () => {
    const { user, token, mail } = await invite('nueva.gestora@test.es');
    expect(user).toMatchObject({ rol: 'gestor', estado: 'activo', invitacionPendiente: true });
    expect(mail?.text).toContain('/gestion/establecer-password?token=');
    // Only the hash is stored.
    const [stored] = await t.ctx.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    expect(stored).toMatchObject({ userId: user.idUsuario, purpose: 'set_password' });
    expect(JSON.stringify(await t.ctx.db.select().from(accountTokens))).not.toContain(token);
    expect(await lastAudit()).toMatchObject({
      accion: 'usuario_gestion.invitar',
      entidadId: String(user.idUsuario),
      actorEmail: adminUser.email,
    });
    // Nobody can sign in before choosing the password.
    expect((await staffLogin('nueva.gestora@test.es')).json().status).toBe(3);
    const weak = await post(
      '/api/Gestion/establecerPassword',
      { token, password: 'corta', confirmacion: 'corta' },
      {},
    );
    expect(weak.json().status).toBe(28);
    const set = await post(
      '/api/Gestion/establecerPassword',
      { token, password: 'Gestora2026', confirmacion: 'Gestora2026' },
      {},
    );
    expect(set.json()).toMatchObject({ status: 0 });
    const again = await post(
      '/api/Gestion/establecerPassword',
      { token, password: 'Otra2026x', confirmacion: 'Otra2026x' },
      {},
    );
    expect(again.json().status).toBe(42);
    const login = (await staffLogin('nueva.gestora@test.es', 'Gestora2026')).json<{
      status: number;
      datos: SessionData;
    }>();
    expect(login.status).toBe(0);
    // A manager: the back-office, not the administrators' calls.
    expect(
      (
        await get('/api/Gestion/dameUsuariosGestion', {
          authorization: `Bearer ${login.datos.token}`,
        })
      ).statusCode,
    ).toBe(403);
    expect((await list()).find((r) => r.email === 'nueva.gestora@test.es')).toMatchObject({
      invitacionPendiente: false,
    });
  });

  it('refuses a tampered link, a candidate’s link and an existing staff email (16)', async () => {
    expect(
      (
        await post(
          '/api/Gestion/establecerPassword',
          { token: 'A'.repeat(43), password: 'Gestora2026', confirmacion: 'Gestora2026' },
          {},
        )
      ).json().status,
    ).toBe(42);
    const duplicate = await post('/api/Gestion/invitarUsuarioGestion', {
      email: gestora.email.toUpperCase(),
      nombre: 'Lucía',
      apellidos: 'Romero',
      rol: 'gestor',
    });
    expect(duplicate.json().status).toBe(16);
    const bad = await post('/api/Gestion/invitarUsuarioGestion', {
      email: 'no-es-un-email',
      nombre: 'Lucía',
      apellidos: 'Romero',
      rol: 'jefe',
    });
    expect(bad.statusCode).toBe(400);
    const campos = bad
      .json<{ datos: { errores: { campo: string }[] } }>()
      .datos.errores.map((e) => e.campo);
    expect(campos).toEqual(expect.arrayContaining(['email', 'rol']));
  });

  it('resends an invitation (the older link stops working) and refuses it once used', async () => {
    const first = await invite('reenvio@test.es');
    const resent = await post('/api/Gestion/reenviarInvitacionGestion', {
      idUsuario: first.user.idUsuario,
    });
    expect(resent.json().status).toBe(0);
    const second = tokenIn(
      t.mailer.sent.filter((m) => m.to === 'reenvio@test.es').at(-1)?.text ?? '',
    );
    expect(second).toBeDefined();
    expect(second).not.toBe(first.token);
    const old = await post(
      '/api/Gestion/establecerPassword',
      { token: first.token, password: 'Gestora2026', confirmacion: 'Gestora2026' },
      {},
    );
    expect(old.json().status).toBe(42);
    expect(
      (
        await post(
          '/api/Gestion/establecerPassword',
          { token: second, password: 'Gestora2026', confirmacion: 'Gestora2026' },
          {},
        )
      ).json().status,
    ).toBe(0);
    const used = await post('/api/Gestion/reenviarInvitacionGestion', {
      idUsuario: first.user.idUsuario,
    });
    expect(used.statusCode).toBe(409);
    expect(used.json().status).toBe(515);
    expect(
      (await post('/api/Gestion/reenviarInvitacionGestion', { idUsuario: 999999 })).json().status,
    ).toBe(404);
  });
});
