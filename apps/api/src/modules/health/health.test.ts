import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('liveness and readiness', () => {
  it('is alive while the process answers', async () => {
    const res = await get('/api/health/live');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 0, datos: { vivo: true }, mensaje: null });
  });

  it('is ready with every migration applied and the database answering', async () => {
    const res = await get('/api/health/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 0,
      datos: { proceso: 'ready', baseDeDatos: 'ok', migraciones: 'ok' },
      mensaje: null,
    });
  });

  it('is not ready while starting or stopping (the balancer stops sending traffic)', async () => {
    const { lifecycle } = t.ctx;
    for (const state of ['starting', 'stopping'] as const) {
      lifecycle.state = state;
      const res = await get('/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 500, datos: { proceso: state } });
      // Still alive: an orchestrator must not restart it for that.
      expect((await get('/api/health/live')).statusCode).toBe(200);
    }
    lifecycle.state = 'ready';
  });

  it('is not ready while this version’s migrations are not all applied', async () => {
    const fresh = await createTestApp();
    // The newest migration's row goes, as if it had not run yet (this test's own database).
    await fresh.ctx.db.execute(
      sql`delete from drizzle.__drizzle_migrations
          where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const res = await fresh.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ datos: { migraciones: 'pendientes', baseDeDatos: 'ok' } });
  });

  it('is not ready, but alive, when the database does not answer', async () => {
    const down = await createTestApp();
    await down.ctx.database.close();
    const res = await down.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 500, datos: { baseDeDatos: 'error' } });
    expect((await down.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(
      200,
    );
  });
});
