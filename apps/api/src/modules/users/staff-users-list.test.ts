import { describe, expect, it } from 'vitest';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { staffUsersClient } from './staff-users.fixtures.ts';

const t = await createTestApp();
const { adminUser, gestora, otherAdmin, admin, manager, get, post, list, invite } =
  await staffUsersClient(t);

describe('staff users list', () => {
  it('lists the staff with role, state and pending invitations, administrators first', async () => {
    const rows = await list();
    expect(rows.find((r) => r.email === adminUser.email)).toMatchObject({
      rol: 'administrador',
      estado: 'activo',
      invitacionPendiente: false,
      esUsted: true,
    });
    expect(rows.find((r) => r.email === gestora.email)).toMatchObject({
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
    expect(csv.body).toContain(`"${gestora.email}";"Lucía"`);
    const xlsx = await get('/api/Gestion/exportaUsuariosGestion?formato=xlsx');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-disposition']).toMatch(
      /filename\*=UTF-8''usuarios-gestion-\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('is for administrators only: managers, companies and candidates get 403, nobody 2', async () => {
    for (const headers of [
      manager,
      await t.authHeader((await buildCompany(t.ctx.db)).user.email, 'PrivadoEmpresa'),
      await t.authHeader((await buildCandidate(t.ctx.db)).email),
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
          { idUsuario: 1, rol: 'gestor', email: 'x@test.es', nombre: 'Xx', apellidos: 'Y' },
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
    expect(byName[1]).toContain(
      `"${gestora.email}";"Lucía";"Romero Santos";"Gestor";"Activo";"no"`,
    );
    const byEmail = await exportCsv('texto=admin.usuarios');
    expect(byEmail).toHaveLength(2);
    expect(byEmail[1]).toContain(`"${otherAdmin.email}";"Alberto";"Nieto Calvo";"Administrador"`);

    const managers = await exportCsv('rol=gestor');
    expect(managers.slice(1).every((line) => line.includes('"Gestor"'))).toBe(true);
    expect(managers.join('\n')).toContain(gestora.email);
    expect(managers.join('\n')).not.toContain(otherAdmin.email);
    expect(await exportCsv('texto=gestora&rol=administrador')).toHaveLength(1);

    const { user } = await invite('exportable.baja@test.es');
    expect(
      (await post('/api/Gestion/desactivarUsuarioGestion', { idUsuario: user.idUsuario })).json(),
    ).toMatchObject({ status: 0 });
    const deactivated = await exportCsv('estado=baja&texto=exportable');
    expect(deactivated).toHaveLength(2);
    expect(deactivated[1]).toContain(
      '"exportable.baja@test.es";"Carmen";"Prieto Sanz";"Gestor";"Desactivado";"sí"',
    );
    expect(await exportCsv('estado=activo&texto=exportable')).toHaveLength(1);
  });

  it('writes the header, role and state in English for Accept-Language: en, and XLSX', async () => {
    const english = { ...admin, 'accept-language': 'en-GB,en' };
    const lines = await exportCsv('texto=gestora', english);
    expect(lines[0]).toBe(
      '"Email";"First name";"Last name";"Role";"State";"Pending invitation";"Last sign-in";"Created"',
    );
    expect(lines[1]).toContain(
      `"${gestora.email}";"Lucía";"Romero Santos";"Manager";"Active";"no"`,
    );
    const xlsx = await get('/api/Gestion/exportaUsuariosGestion?formato=xlsx&rol=gestor', english);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-disposition']).toMatch(
      /filename\*=UTF-8''staff-users-\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
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
