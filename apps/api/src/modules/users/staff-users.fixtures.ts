import type { StaffUserItem } from '@portal/contracts';
import { desc } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { buildNamedStaff } from '../../test/fixture-staff.ts';
import type { TestApp } from '../../test/test-app.ts';

/**
 * The staff-users tests' people and calls: the administrator who makes the calls, a manager
 * (Lucía Romero Santos, email «gestora-…») and a second administrator (Alberto Nieto Calvo,
 * email «admin.usuarios-…»).
 */
export async function staffUsersClient(t: TestApp) {
  const adminUser = await buildNamedStaff(t.ctx.db, {
    prefix: 'gestor',
    nombre: 'Isabel',
    apellidos: 'Herrero Campos',
    staffRole: 'administrador',
  });
  const gestora = await buildNamedStaff(t.ctx.db, {
    prefix: 'gestora',
    nombre: 'Lucía',
    apellidos: 'Romero Santos',
    staffRole: 'gestor',
  });
  const otherAdmin = await buildNamedStaff(t.ctx.db, {
    prefix: 'admin.usuarios',
    nombre: 'Alberto',
    apellidos: 'Nieto Calvo',
    staffRole: 'administrador',
  });
  const admin = await staffHeader(t, adminUser.email);
  const manager = await staffHeader(t, gestora.email);

  const get = (url: string, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  const list = async () =>
    (await get('/api/Gestion/dameUsuariosGestion')).json<{ datos: StaffUserItem[] }>().datos;

  const lastAudit = async () =>
    (await t.ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

  const tokenIn = (text: string) => /token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

  async function invite(email: string, rol: 'administrador' | 'gestor' = 'gestor') {
    const res = await post('/api/Gestion/invitarUsuarioGestion', {
      email,
      nombre: 'Carmen',
      apellidos: 'Prieto Sanz',
      rol,
    });
    expect(res.json()).toMatchObject({ status: 0 });
    const mail = t.mailer.sent.filter((m) => m.to === email).at(-1);
    const token = tokenIn(mail?.text ?? '');
    if (!token) {
      throw new Error('no invitation link');
    }
    return { user: res.json<{ datos: StaffUserItem }>().datos, token, mail };
  }

  const staffLogin = (email: string, password = 'Demo1234') =>
    t.app.inject({
      method: 'POST',
      url: '/api/Gestion/logaUsuario',
      payload: { eUsuario: email, ePassword: password },
    });

  return {
    adminUser,
    gestora,
    otherAdmin,
    admin,
    manager,
    get,
    post,
    list,
    lastAudit,
    tokenIn,
    invite,
    staffLogin,
  };
}
