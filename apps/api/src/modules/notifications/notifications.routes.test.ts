import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import type { Notification } from '@portal/contracts';

const t = await createTestApp();
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
/** A student with four notifications, written out of date order. */
const student = await buildCandidate(t.ctx.db);
await t.ctx.db.insert(notifications).values([
  { userId: student.id, titulo: 'Segunda', texto: 'b', createdAt: hoursAgo(30) },
  { userId: student.id, titulo: 'Cuarta', texto: 'd', urlAcceso: '/cv', createdAt: hoursAgo(1) },
  { userId: student.id, titulo: 'Primera', texto: 'a', importante: true, createdAt: hoursAgo(90) },
  {
    userId: student.id,
    titulo: 'Tercera',
    texto: 'c',
    urlExterna: 'https://example.org',
    createdAt: hoursAgo(5),
  },
]);
/** A company user with notifications of their own and a candidate's beside them. */
const companyUser = (await buildCompany(t.ctx.db)).user;
await t.ctx.db.insert(notifications).values([
  { userId: companyUser.id, titulo: 'Nueva inscripción', texto: 'x', createdAt: hoursAgo(2) },
  { userId: companyUser.id, titulo: 'Oferta validada', texto: 'y', createdAt: hoursAgo(20) },
]);

const list = async (headers: Record<string, string>, prefix = 'Alumno') =>
  (await t.app.inject({ method: 'GET', url: `/api/${prefix}/dameNotificaciones`, headers })).json()
    .datos as Notification[];

describe('notifications', () => {
  it("lists the user's own notifications, newest first, in the spec fields", async () => {
    const headers = await t.authHeader(student.email);
    const items = await list(headers);
    expect(items).toHaveLength(4);
    expect(items.map((n) => n.titulo)).toEqual(['Cuarta', 'Tercera', 'Segunda', 'Primera']);
    expect(Object.keys(items[0]!).sort()).toEqual([
      'Importante',
      'fecha',
      'idNotificacion',
      'leida',
      'texto',
      'titulo',
      'urlAcceso',
      'urlExterna',
    ]);
    const dates = items.map((n) => n.fecha);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('gives each user asking at the same moment their own notifications, newest first', async () => {
    // Asked together, they are read in one statement.
    const quiet = await buildCandidate(t.ctx.db);
    const asStudent = await t.authHeader(student.email);
    const asCompany = await t.authHeader(companyUser.email, 'PrivadoEmpresa');
    const asQuiet = await t.authHeader(quiet.email);
    const [forStudent, forCompany, forQuiet] = await Promise.all([
      list(asStudent),
      list(asCompany, 'Empresa'),
      list(asQuiet),
    ]);
    expect(forStudent.map((n) => n.titulo)).toEqual(['Cuarta', 'Tercera', 'Segunda', 'Primera']);
    expect(forCompany.map((n) => n.titulo)).toEqual(['Nueva inscripción', 'Oferta validada']);
    expect(forQuiet).toEqual([]);
  });

  it("marks one read, deletes one, and refuses another user's ids (404, nothing changed)", async () => {
    const c = await buildCandidate(t.ctx.db);
    await t.ctx.db.insert(notifications).values([
      { userId: c.id, titulo: 'A', texto: 'a', urlAcceso: '/cv' },
      { userId: c.id, titulo: 'B', texto: 'b' },
    ]);
    const headers = await t.authHeader(c.email);
    const [a, b] = await list(headers);
    const other = await t.authHeader(student.email);

    const foreignRead = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/marcarNotificacionLeida',
      headers: other,
      payload: { id: a!.idNotificacion },
    });
    expect(foreignRead.statusCode).toBe(404);
    const foreignDelete = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/eliminaNotificacion',
      headers: other,
      payload: { id: a!.idNotificacion },
    });
    expect(foreignDelete.statusCode).toBe(404);
    expect((await list(headers)).every((n) => !n.leida)).toBe(true);

    const read = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/marcarNotificacionLeida',
      headers,
      payload: { id: a!.idNotificacion },
    });
    expect(read.json().status).toBe(0);
    const del = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/eliminaNotificacion',
      headers,
      payload: { id: b!.idNotificacion },
    });
    expect(del.json().status).toBe(0);
    const after = await list(headers);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ idNotificacion: a!.idNotificacion, leida: true });
  });

  it('marks only the notifications without a link as read, then deletes all', async () => {
    const c = await buildCandidate(t.ctx.db);
    await t.ctx.db.insert(notifications).values([
      { userId: c.id, titulo: 'Con enlace', texto: 'x', urlAcceso: '/cv' },
      { userId: c.id, titulo: 'Externa', texto: 'x', urlExterna: 'https://example.org' },
      { userId: c.id, titulo: 'Sin enlace', texto: 'x' },
    ]);
    const headers = await t.authHeader(c.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/marcarNotificacionesSinEnlaceLeidas',
      headers,
      payload: {},
    });
    expect(res.json().datos.afectadas).toBe(1);
    const items = await list(headers);
    expect(items.filter((n) => n.leida).map((n) => n.titulo)).toEqual(['Sin enlace']);

    const del = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/eliminaNotificaciones',
      headers,
      payload: {},
    });
    expect(del.json().datos.afectadas).toBe(3);
    expect(await list(headers)).toEqual([]);
    // Other users keep theirs.
    expect(await list(await t.authHeader(student.email))).not.toHaveLength(0);
  });

  it("marks all of the user's notifications read, and nobody else's", async () => {
    const c = await buildCandidate(t.ctx.db);
    const other = await buildCandidate(t.ctx.db);
    await t.ctx.db.insert(notifications).values([
      { userId: c.id, titulo: 'Con enlace', texto: 'x', urlAcceso: '/cv' },
      { userId: c.id, titulo: 'Sin enlace', texto: 'x' },
      { userId: c.id, titulo: 'Ya leída', texto: 'x', leida: true },
      { userId: other.id, titulo: 'Ajena', texto: 'x' },
    ]);
    const headers = await t.authHeader(c.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/marcarNotificacionesLeidas',
      headers,
      payload: {},
    });
    expect(res.json()).toMatchObject({ status: 0, datos: { afectadas: 2 } });
    expect((await list(headers)).every((n) => n.leida)).toBe(true);
    expect((await list(await t.authHeader(other.email))).map((n) => n.leida)).toEqual([false]);
    const company = await t.app.inject({
      method: 'POST',
      url: '/api/Empresa/marcarNotificacionesLeidas',
      headers: await t.authHeader(companyUser.email, 'PrivadoEmpresa'),
      payload: {},
    });
    expect(company.json().status).toBe(0);
    const wrongRole = await t.app.inject({
      method: 'POST',
      url: '/api/Empresa/marcarNotificacionesLeidas',
      headers,
      payload: {},
    });
    expect(wrongRole.statusCode).toBe(403);
  });

  it('serves companies on the Empresa path', async () => {
    const headers = await t.authHeader(companyUser.email, 'PrivadoEmpresa');
    const items = await list(headers, 'Empresa');
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, companyUser.email));
    const own = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user!.id));
    expect(own).toHaveLength(2);
    expect(items.map((n) => n.idNotificacion).sort()).toEqual(own.map((n) => n.id).sort());
  });

  it('rejects a non-numeric id with a field error', async () => {
    const headers = await t.authHeader(student.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/marcarNotificacionLeida',
      headers,
      payload: { id: 'abc' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().datos.errores[0].campo).toBe('id');
  });
});
