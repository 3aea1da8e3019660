import type { SessionData } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { buildCandidate } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { buildNamedStaff } from '../../test/fixture-staff.ts';
import { createTestApp } from '../../test/test-app.ts';
import { staffUsersClient } from './staff-users.fixtures.ts';

const t = await createTestApp();
const { adminUser, gestora, get, post, list, lastAudit, invite, staffLogin } =
  await staffUsersClient(t);
/** A second app whose sign-in allows three failures per account and address. */
const limited = await createTestApp({ LOGIN_MAX_ATTEMPTS: '3' });
const limitedGestora = await buildNamedStaff(limited.ctx.db, {
  prefix: 'gestora',
  nombre: 'Lucía',
  apellidos: 'Romero Santos',
  staffRole: 'gestor',
});

describe('roles and deactivation', () => {
  it('changes a role at once and writes before/after to the audit log', async () => {
    const { user, token } = await invite('rol@test.es');
    await post(
      '/api/Gestion/establecerPassword',
      { token, password: 'Gestora2026', confirmacion: 'Gestora2026' },
      {},
    );
    const session = (await staffLogin('rol@test.es', 'Gestora2026')).json<{
      datos: SessionData;
    }>().datos;
    const headers = { authorization: `Bearer ${session.token}` };
    expect((await get('/api/Gestion/dameUsuariosGestion', headers)).statusCode).toBe(403);
    const promoted = await post('/api/Gestion/cambiarRolUsuarioGestion', {
      idUsuario: user.idUsuario,
      rol: 'administrador',
    });
    expect(promoted.json()).toMatchObject({ status: 0, datos: { rol: 'administrador' } });
    // The same token: the role is read from the database.
    expect((await get('/api/Gestion/dameUsuariosGestion', headers)).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({
      accion: 'usuario_gestion.cambiar_rol',
      antes: expect.objectContaining({ rol: 'gestor' }),
      despues: expect.objectContaining({ rol: 'administrador' }),
    });
    await post('/api/Gestion/cambiarRolUsuarioGestion', {
      idUsuario: user.idUsuario,
      rol: 'gestor',
    });
    expect((await get('/api/Gestion/dameUsuariosGestion', headers)).statusCode).toBe(403);
  });

  it('deactivating ends the user’s sessions at once; reactivating lets them sign in again', async () => {
    const session = await staffHeader(t, gestora.email);
    expect((await get('/api/Gestion/dameAuditoria', session)).statusCode).toBe(200);
    const res = await post('/api/Gestion/desactivarUsuarioGestion', {
      idUsuario: gestora.id,
    });
    expect(res.json()).toMatchObject({ status: 0, datos: { estado: 'baja' } });
    const after = await get('/api/Gestion/dameAuditoria', session);
    expect(after.json().status).toBe(2);
    expect((await staffLogin(gestora.email)).json().status).toBe(32);
    expect(await lastAudit()).toMatchObject({ accion: 'usuario_gestion.desactivar' });
    const back = await post('/api/Gestion/reactivarUsuarioGestion', {
      idUsuario: gestora.id,
    });
    expect(back.json()).toMatchObject({ status: 0, datos: { estado: 'activo' } });
    expect((await staffLogin(gestora.email)).json().status).toBe(0);
    expect(
      (await post('/api/Gestion/desactivarUsuarioGestion', { idUsuario: 999999 })).json().status,
    ).toBe(404);
    // A candidate's id is no staff user.
    const student = await buildCandidate(t.ctx.db);
    expect(
      (await post('/api/Gestion/desactivarUsuarioGestion', { idUsuario: student.id })).json()
        .status,
    ).toBe(404);
  });

  it('never leaves the portal without an active administrator', async () => {
    const admins = (await list()).filter((r) => r.rol === 'administrador' && r.estado === 'activo');
    const me = admins.find((r) => r.email === adminUser.email);
    const others = admins.filter((r) => r.email !== adminUser.email);
    for (const other of others) {
      expect(
        (
          await post('/api/Gestion/cambiarRolUsuarioGestion', {
            idUsuario: other.idUsuario,
            rol: 'gestor',
          })
        ).json().status,
      ).toBe(0);
    }
    const demote = await post('/api/Gestion/cambiarRolUsuarioGestion', {
      idUsuario: me?.idUsuario ?? 0,
      rol: 'gestor',
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ status: 515 });
    expect(demote.json().mensaje).toContain('al menos un administrador');
    const deactivate = await post('/api/Gestion/desactivarUsuarioGestion', {
      idUsuario: me?.idUsuario ?? 0,
    });
    expect(deactivate.json().status).toBe(515);
    expect((await list()).find((r) => r.email === adminUser.email)).toMatchObject({
      rol: 'administrador',
      estado: 'activo',
    });
    // With a second administrator again, demoting one is allowed.
    const other = others[0];
    if (other) {
      await post('/api/Gestion/cambiarRolUsuarioGestion', {
        idUsuario: other.idUsuario,
        rol: 'administrador',
      });
      const [a, b] = await Promise.all([
        post('/api/Gestion/cambiarRolUsuarioGestion', {
          idUsuario: me?.idUsuario ?? 0,
          rol: 'gestor',
        }),
        post('/api/Gestion/desactivarUsuarioGestion', { idUsuario: other.idUsuario }),
      ]);
      // Both at once: one wins; the other finds it would leave none (515), or, when the demotion
      // came first, that its author is no administrator any more (403).
      const statuses = [a.json().status, b.json().status].sort();
      expect(statuses[0]).toBe(0);
      expect([403, 515]).toContain(statuses[1]);
      const active = (await t.ctx.db.select().from(users).where(eq(users.role, 'gestor'))).filter(
        (u) => u.staffRole === 'administrador' && u.estado === 'activo',
      );
      expect(active.length).toBe(1);
    }
  });
});

describe('staff sign-in', () => {
  it('is rate-limited like everyone’s (429 with Retry-After)', async () => {
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/Gestion/logaUsuario',
        payload: { eUsuario: limitedGestora.email, ePassword: 'mal' },
      });
    for (let i = 0; i < 3; i += 1) {
      expect((await attempt()).json().status).toBe(3);
    }
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits.
    const right = await limited.app.inject({
      method: 'POST',
      url: '/api/Gestion/logaUsuario',
      payload: { eUsuario: limitedGestora.email, ePassword: 'Demo1234' },
    });
    expect(right.statusCode).toBe(429);
  });
});
