import type { AuditDetail, AuditList } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildCandidate, buildCompany, buildStaff } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { auditLog } from './audit.table.ts';
import { diffRecords } from './audit.service.ts';
import { DAY_MS } from '../../lib/dates.ts';

const t = await createTestApp();
const adminUser = await buildStaff(t.ctx.db, 'administrador');
const managerUser = await buildStaff(t.ctx.db, 'gestor');
const admin = await staffHeader(t, adminUser.email);
const manager = await staffHeader(t, managerUser.email);

// Past actions of the administrator: a candidate blocked ten days ago, a manager invited.
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const blockMessage = 'Cuenta bloqueada por no acudir a dos entrevistas.';
const blocked = await buildCandidate(t.ctx.db);
await t.ctx.db.insert(auditLog).values([
  {
    createdAt: daysAgo(10),
    actorUserId: adminUser.id,
    actorEmail: adminUser.email,
    accion: 'candidato.bloquear',
    entidad: 'candidato',
    entidadId: String(blocked.id),
    antes: { estado: 'activo', mensajeBloqueo: null },
    despues: { estado: 'bloqueado', mensajeBloqueo: blockMessage },
    motivo: blockMessage,
  },
  {
    createdAt: daysAgo(8),
    actorUserId: adminUser.id,
    actorEmail: adminUser.email,
    accion: 'usuario_gestion.invitar',
    entidad: 'usuario_gestion',
    entidadId: String(managerUser.id),
    despues: { email: managerUser.email, nombre: 'Sara', rol: 'gestor', estado: 'activo' },
  },
  {
    createdAt: daysAgo(6),
    actorUserId: adminUser.id,
    actorEmail: adminUser.email,
    accion: 'usuario_gestion.cambiar_rol',
    entidad: 'usuario_gestion',
    entidadId: String(adminUser.id),
    antes: { email: adminUser.email, rol: 'gestor', estado: 'activo' },
    despues: { email: adminUser.email, rol: 'administrador', estado: 'activo' },
  },
]);

const get = (url: string, headers: Record<string, string> = manager) =>
  t.app.inject({ method: 'GET', url, headers });
const search = async (query: string) =>
  (await get(`/api/Gestion/dameAuditoria?${query}`)).json<{ datos: AuditList }>().datos;

// A real staff action to find in the log.
const gestora = (
  await t.app.inject({ method: 'GET', url: '/api/Gestion/dameUsuariosGestion', headers: admin })
)
  .json<{ datos: { idUsuario: number; email: string }[] }>()
  .datos.find((u) => u.email === managerUser.email);
await t.app.inject({
  method: 'POST',
  url: '/api/Gestion/cambiarRolUsuarioGestion',
  headers: admin,
  payload: { idUsuario: gestora?.idUsuario, rol: 'administrador' },
});

describe('audit log search', () => {
  it('lists newest first with the filter values, for any staff user', async () => {
    const all = await search('');
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.filas[0]).toMatchObject({
      quien: adminUser.email,
      accion: 'usuario_gestion.cambiar_rol',
      entidad: 'usuario_gestion',
    });
    const dates = all.filas.map((f) => f.fecha);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all.acciones).toEqual(
      expect.arrayContaining(['candidato.bloquear', 'usuario_gestion.invitar']),
    );
    expect(all.entidades).toEqual(expect.arrayContaining(['candidato', 'usuario_gestion']));
  });

  it('filters by who, action, entity, dates and free text, and pages', async () => {
    const byAction = await search('accion=candidato.bloquear');
    expect(byAction.total).toBeGreaterThan(0);
    expect(byAction.filas.every((f) => f.accion === 'candidato.bloquear')).toBe(true);
    const byEntity = await search('entidad=usuario_gestion');
    expect(byEntity.filas.every((f) => f.entidad === 'usuario_gestion')).toBe(true);
    expect((await search('quien=nadie%40demo.es')).total).toBe(0);
    // Who is matched in part and whatever the case.
    const who = encodeURIComponent(adminUser.email.toUpperCase().replace('.ES', ''));
    expect((await search(`quien=${who}`)).total).toBe(byAction.total + byEntity.total);
    // Free text looks into the records: the block message of the row built above.
    const text = await search('texto=dos%20entrevistas');
    expect(text.filas.map((f) => f.accion)).toEqual(['candidato.bloquear']);
    const today = new Date().toISOString().slice(0, 10);
    const recent = await search(`desde=${today}`);
    expect(recent.filas.map((f) => f.accion)).toContain('usuario_gestion.cambiar_rol');
    expect(recent.filas.map((f) => f.accion)).not.toContain('candidato.bloquear');
    const old = await search('hasta=2000-01-01');
    expect(old.total).toBe(0);
    const page = await search('porPagina=1&pagina=2');
    expect(page.filas).toHaveLength(1);
    expect(page.filas[0]?.idAuditoria).toBe((await search('porPagina=2')).filas[1]?.idAuditoria);
    // Wildcards are text, not patterns.
    expect((await search('texto=%25')).total).toBe(0);
  });

  it('answers 400 naming the field for a bad date', async () => {
    const res = await get('/api/Gestion/dameAuditoria?desde=ayer');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('desde');
  });
});

describe('audit detail', () => {
  it('shows before, after and the fields that changed', async () => {
    const [row] = (await search('accion=usuario_gestion.cambiar_rol&desde=2020-01-01')).filas;
    const detail = (await get(`/api/Gestion/dameAuditoria/${String(row?.idAuditoria)}`)).json<{
      datos: AuditDetail;
    }>().datos;
    expect(detail.antes).toMatchObject({ rol: 'gestor', email: managerUser.email });
    expect(detail.despues).toMatchObject({ rol: 'administrador', email: managerUser.email });
    expect(detail.cambios).toEqual([{ campo: 'rol', antes: 'gestor', despues: 'administrador' }]);
    expect(detail.requestId).toBeTruthy();
    expect((await get('/api/Gestion/dameAuditoria/999999')).json().status).toBe(404);
  });

  it('diffs added, removed and non-object records', () => {
    expect(diffRecords({ a: 1, b: 2 }, { b: 3, c: 4 })).toEqual([
      { campo: 'a', antes: 1, despues: null },
      { campo: 'b', antes: 2, despues: 3 },
      { campo: 'c', antes: null, despues: 4 },
    ]);
    expect(diffRecords(null, { a: 1 })).toEqual([
      { campo: '(registro)', antes: null, despues: { a: 1 } },
    ]);
    expect(diffRecords(null, null)).toEqual([]);
  });
});

describe('audit export', () => {
  it('exports the filtered rows as CSV (formulas neutralised) and XLSX', async () => {
    const csv = await get('/api/Gestion/exportaAuditoria?formato=csv&accion=candidato.bloquear');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('auditoria-');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('"Acción"');
    expect(lines.slice(1).every((l) => l.includes('"candidato.bloquear"'))).toBe(true);
    const xlsx = await get('/api/Gestion/exportaAuditoria?formato=xlsx');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('audit access', () => {
  it('refuses candidates and companies (403) and visitors (2)', async () => {
    for (const headers of [
      await t.authHeader((await buildCompany(t.ctx.db)).user.email, 'PrivadoEmpresa'),
      await t.authHeader((await buildCandidate(t.ctx.db)).email),
    ]) {
      for (const url of [
        '/api/Gestion/dameAuditoria',
        '/api/Gestion/dameAuditoria/1',
        '/api/Gestion/exportaAuditoria',
      ]) {
        expect((await get(url, headers)).statusCode, url).toBe(403);
      }
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Gestion/dameAuditoria' })).json().status,
    ).toBe(2);
  });
});
