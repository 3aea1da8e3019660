import type { SessionData, StaffUserItem } from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens, auditLog, users } from '../../db/schema.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createDemoTestApp } from '../../test/test-app.ts';
import { hashToken } from '../accounts/account-tokens.ts';

const t = await createDemoTestApp();
const admin = await staffHeader(t);
const manager = await staffHeader(t, 'gestora@demo.es');
/** A second app whose sign-in allows three failures per account and address. */
const limited = await createDemoTestApp({ LOGIN_MAX_ATTEMPTS: '3' });

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

describe('staff users list', () => {
  it('lists the staff with role, state and pending invitations, administrators first', async () => {
    const rows = await list();
    expect(rows.find((r) => r.email === 'gestor@demo.es')).toMatchObject({
      rol: 'administrador',
      estado: 'activo',
      invitacionPendiente: false,
      esUsted: true,
    });
    expect(rows.find((r) => r.email === 'gestora@demo.es')).toMatchObject({
      rol: 'gestor',
      esUsted: false,
    });
    const firstManager = rows.findIndex((r) => r.rol === 'gestor');
    expect(rows.slice(firstManager).every((r) => r.rol === 'gestor')).toBe(true);
    expect(rows.every((r) => !('passwordHash' in r))).toBe(true);
  });

  it('exports the list as CSV and XLSX', async () => {
    const csv = await get('/api/Gestion/exportaUsuariosGestion?formato=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('"gestora@demo.es";"Lucía"');
    const xlsx = await get('/api/Gestion/exportaUsuariosGestion?formato=xlsx');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('is for administrators only: managers, companies and candidates get 403, nobody 2', async () => {
    for (const headers of [
      manager,
      await t.authHeader('empresa@demo.es'),
      await t.authHeader('estudiante@demo.es'),
    ]) {
      expect((await get('/api/Gestion/dameUsuariosGestion', headers)).statusCode).toBe(403);
      expect((await get('/api/Gestion/exportaUsuariosGestion', headers)).statusCode).toBe(403);
      for (const path of [
        'invitarUsuarioGestion',
        'reenviarInvitacionGestion',
        'cambiarRolUsuarioGestion',
        'desactivarUsuarioGestion',
        'reactivarUsuarioGestion',
      ]) {
        const res = await post(
          `/api/Gestion/${path}`,
          { idUsuario: 1, rol: 'gestor', email: 'x@demo.es', nombre: 'Xx', apellidos: 'Y' },
          headers,
        );
        expect(res.statusCode, path).toBe(403);
        expect(res.json().status).toBe(403);
      }
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Gestion/dameUsuariosGestion' })).json()
        .status,
    ).toBe(2);
  });
});

describe('staff users export by search, role and state', () => {
  const csvLines = (text: string) => text.replace('\uFEFF', '').trim().split('\r\n');
  const exportCsv = async (query: string, headers: Record<string, string> = admin) =>
    csvLines((await get(`/api/Gestion/exportaUsuariosGestion?formato=csv&${query}`, headers)).body);

  it('exports only the rows the search (name or email) and the filters leave', async () => {
    const header =
      '"Email";"Nombre";"Apellidos";"Rol";"Estado";"Invitación pendiente";"Último acceso";"Alta"';
    const byName = await exportCsv('texto=romero%20LUCIA');
    expect(byName[0]).toBe(header);
    expect(byName).toHaveLength(2);
    expect(byName[1]).toContain('"gestora@demo.es";"Lucía";"Romero Santos";"Gestor";"Activo";"no"');
    const byEmail = await exportCsv('texto=admin.usuarios');
    expect(byEmail).toHaveLength(2);
    expect(byEmail[1]).toContain(
      '"admin.usuarios@demo.es";"Alberto";"Nieto Calvo";"Administrador"',
    );

    const managers = await exportCsv('rol=gestor');
    expect(managers.slice(1).every((line) => line.includes('"Gestor"'))).toBe(true);
    expect(managers.join('\n')).toContain('gestora@demo.es');
    expect(managers.join('\n')).not.toContain('admin.usuarios@demo.es');
    expect(await exportCsv('texto=gestora&rol=administrador')).toHaveLength(1);

    const { user } = await invite('exportable.baja@demo.es');
    expect(
      (await post('/api/Gestion/desactivarUsuarioGestion', { idUsuario: user.idUsuario })).json(),
    ).toMatchObject({ status: 0 });
    const deactivated = await exportCsv('estado=baja&texto=exportable');
    expect(deactivated).toHaveLength(2);
    expect(deactivated[1]).toContain(
      '"exportable.baja@demo.es";"Carmen";"Prieto Sanz";"Gestor";"Desactivado";"sí"',
    );
    expect(await exportCsv('estado=activo&texto=exportable')).toHaveLength(1);
  });

  it('writes the header, role and state in English for Accept-Language: en, and XLSX', async () => {
    const english = { ...admin, 'accept-language': 'en-GB,en' };
    const lines = await exportCsv('texto=gestora', english);
    expect(lines[0]).toBe(
      '"Email";"First name";"Last name";"Role";"State";"Pending invitation";"Last sign-in";"Created"',
    );
    expect(lines[1]).toContain('"gestora@demo.es";"Lucía";"Romero Santos";"Manager";"Active";"no"');
    const xlsx = await get('/api/Gestion/exportaUsuariosGestion?formato=xlsx&rol=gestor', english);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('answers 400 naming the field for an unknown role or state', async () => {
    for (const query of ['rol=director', 'estado=borrado']) {
      const res = await get(`/api/Gestion/exportaUsuariosGestion?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(query.split('=')[0] ?? '');
    }
  });
});

describe('invitations', () => {
  it('mails a single-use set-password link; the new user signs in with it', async () => {
    const { user, token, mail } = await invite('nueva.gestora@demo.es');
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
      actorEmail: 'gestor@demo.es',
    });
    // Nobody can sign in before choosing the password.
    expect((await staffLogin('nueva.gestora@demo.es')).json().status).toBe(3);
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
    const login = (await staffLogin('nueva.gestora@demo.es', 'Gestora2026')).json<{
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
    expect((await list()).find((r) => r.email === 'nueva.gestora@demo.es')).toMatchObject({
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
      email: 'GESTORA@demo.es',
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
    const first = await invite('reenvio@demo.es');
    const resent = await post('/api/Gestion/reenviarInvitacionGestion', {
      idUsuario: first.user.idUsuario,
    });
    expect(resent.json().status).toBe(0);
    const second = tokenIn(
      t.mailer.sent.filter((m) => m.to === 'reenvio@demo.es').at(-1)?.text ?? '',
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

describe('roles and deactivation', () => {
  it('changes a role at once and writes before/after to the audit log', async () => {
    const { user, token } = await invite('rol@demo.es');
    await post(
      '/api/Gestion/establecerPassword',
      { token, password: 'Gestora2026', confirmacion: 'Gestora2026' },
      {},
    );
    const session = (await staffLogin('rol@demo.es', 'Gestora2026')).json<{
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
    const session = await staffHeader(t, 'gestora@demo.es');
    expect((await get('/api/Gestion/dameAuditoria', session)).statusCode).toBe(200);
    const [gestora] = await t.ctx.db.select().from(users).where(eq(users.email, 'gestora@demo.es'));
    const res = await post('/api/Gestion/desactivarUsuarioGestion', {
      idUsuario: gestora?.id ?? 0,
    });
    expect(res.json()).toMatchObject({ status: 0, datos: { estado: 'baja' } });
    const after = await get('/api/Gestion/dameAuditoria', session);
    expect(after.json().status).toBe(2);
    expect((await staffLogin('gestora@demo.es')).json().status).toBe(32);
    expect(await lastAudit()).toMatchObject({ accion: 'usuario_gestion.desactivar' });
    const back = await post('/api/Gestion/reactivarUsuarioGestion', {
      idUsuario: gestora?.id ?? 0,
    });
    expect(back.json()).toMatchObject({ status: 0, datos: { estado: 'activo' } });
    expect((await staffLogin('gestora@demo.es')).json().status).toBe(0);
    expect(
      (await post('/api/Gestion/desactivarUsuarioGestion', { idUsuario: 999999 })).json().status,
    ).toBe(404);
    // A candidate's id is no staff user.
    const [student] = await t.ctx.db
      .select()
      .from(users)
      .where(and(eq(users.email, 'estudiante@demo.es'), eq(users.role, 'alumno')));
    expect(
      (await post('/api/Gestion/desactivarUsuarioGestion', { idUsuario: student?.id ?? 0 })).json()
        .status,
    ).toBe(404);
  });

  it('never leaves the portal without an active administrator', async () => {
    const admins = (await list()).filter((r) => r.rol === 'administrador' && r.estado === 'activo');
    const me = admins.find((r) => r.email === 'gestor@demo.es');
    const others = admins.filter((r) => r.email !== 'gestor@demo.es');
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
    expect((await list()).find((r) => r.email === 'gestor@demo.es')).toMatchObject({
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
        payload: { eUsuario: 'gestora@demo.es', ePassword: 'mal' },
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
      payload: { eUsuario: 'gestora@demo.es', ePassword: 'Demo1234' },
    });
    expect(right.statusCode).toBe(429);
  });
});
