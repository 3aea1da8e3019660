import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCandidate, buildCompany, buildGraduate } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { accountStateReader, forgetAccountState } from './account-state.ts';
import { users } from './users.table.ts';

const t = await createTestApp();

const setState = (email: string, estado: 'activo' | 'bloqueado' | 'baja', mensaje?: string) =>
  t.ctx.db
    .update(users)
    .set({ estado, mensajeBloqueo: mensaje ?? null })
    .where(eq(users.email, email));

describe('a session whose account changed after sign-in', () => {
  it('is refused with code 90 and the office message once the careers office blocks the user', async () => {
    const student = await buildCandidate(t.ctx.db);
    const headers = await t.authHeader(student.email);
    await setState(student.email, 'bloqueado', 'Cuenta bloqueada por el Servicio de Empleo.');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Alumno/dameNotificaciones',
      headers,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      status: 90,
      mensaje: 'Cuenta bloqueada por el Servicio de Empleo.',
    });
  });

  it('is refused with code 32 once the user has left the service', async () => {
    const { user: companyUser } = await buildCompany(t.ctx.db);
    const headers = await t.authHeader(companyUser.email, 'PrivadoEmpresa');
    await setState(companyUser.email, 'baja');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Empresa/dameNotificaciones',
      headers,
    });
    expect(res.json().status).toBe(32);
  });

  it('keeps working for an active account', async () => {
    const graduate = await buildGraduate(t.ctx.db);
    const headers = await t.authHeader(graduate.email, 'PrivadoAntiguoAlumno');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Alumno/dameNotificaciones',
      headers,
    });
    expect(res.json().status).toBe(0);
  });
});

describe('accountStateReader', () => {
  it('trusts what it read for its time to live, then reads again', async () => {
    const { id, email } = await buildCandidate(t.ctx.db);
    const cached = accountStateReader(t.ctx.db, 60_000);
    const fresh = accountStateReader(t.ctx.db, 0);
    expect((await cached(id))?.estado).toBe('activo');
    await setState(email, 'bloqueado');
    expect((await cached(id))?.estado).toBe('activo');
    expect((await fresh(id))?.estado).toBe('bloqueado');
    expect(await fresh(999_999)).toBeUndefined();
  });

  it('reads the accounts asked at the same moment together, each its own state', async () => {
    const active = await buildCandidate(t.ctx.db);
    const blocked = await buildCandidate(t.ctx.db);
    await setState(blocked.email, 'bloqueado', 'Bloqueada');
    const read = accountStateReader(t.ctx.db, 0);
    const states = await Promise.all(
      [active.id, blocked.id, 999_999, active.id].map((id) => read(id)),
    );
    expect(states.map((s) => s?.estado)).toEqual(['activo', 'bloqueado', undefined, 'activo']);
    expect(states[1]?.mensajeBloqueo).toBe('Bloqueada');
  });

  it('reads again when a token carries a newer session version, and forgets on demand', async () => {
    const { id } = await buildCandidate(t.ctx.db);
    const cached = accountStateReader(t.ctx.db, 60_000);
    expect((await cached(id, 0))?.sessionVersion).toBe(0);
    await t.ctx.db.update(users).set({ sessionVersion: 1 }).where(eq(users.id, id));
    // An old token still meets the cached version until the entry is forgotten or expires…
    expect((await cached(id, 0))?.sessionVersion).toBe(0);
    // …but a token signed after the change makes the reader look again.
    expect((await cached(id, 1))?.sessionVersion).toBe(1);
    await t.ctx.db.update(users).set({ sessionVersion: 2 }).where(eq(users.id, id));
    forgetAccountState(id);
    expect((await cached(id, 0))?.sessionVersion).toBe(2);
  });
});
