import type { Dashboard } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountDeletionRequests, applicationStateHistory } from '../../db/schema.ts';
import { buildCandidate, buildCompany, buildStaff } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { buildApplication, buildOffer } from '../../test/offer-builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { queryRows } from '../../db/sql-rows.ts';
import { dashboardRange } from './dashboard.service.ts';
import { DAY_MS } from '../../lib/dates.ts';

const t = await createTestApp();
const manager = await staffHeader(t, (await buildStaff(t.ctx.db, 'gestor')).email);

// A month of activity: a company with two published offers and one waiting for validation; two
// applications, one answered by the company three days after it was made; two candidates asking
// to leave the service.
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const { company, user: companyUser } = await buildCompany(t.ctx.db);
const published = [
  await buildOffer(t.ctx.db, { companyId: company.id, fechaPublicacion: daysAgo(12) }),
  await buildOffer(t.ctx.db, { companyId: company.id, fechaPublicacion: daysAgo(8) }),
];
await buildOffer(t.ctx.db, { companyId: company.id, estado: 1 });
const student = await buildCandidate(t.ctx.db);
const waiting = await buildCandidate(t.ctx.db);
const answered = await buildApplication(t.ctx.db, published[0]?.id ?? 0, student.id, [1], {
  createdAt: daysAgo(6),
});
await t.ctx.db.insert(applicationStateHistory).values({
  applicationId: answered.id,
  estado: 2,
  changedBy: companyUser.id,
  fecha: daysAgo(3),
});
await buildApplication(t.ctx.db, published[1]?.id ?? 0, waiting.id, [1], { createdAt: daysAgo(2) });
for (const candidate of [await buildCandidate(t.ctx.db), await buildCandidate(t.ctx.db)]) {
  await t.ctx.db.insert(accountDeletionRequests).values({ candidateId: candidate.id });
}

const get = (url: string, headers: Record<string, string> = manager) =>
  t.app.inject({ method: 'GET', url, headers });
const board = async (query = '') =>
  (await get(`/api/Gestion/dameCuadroMando${query}`)).json<{ datos: Dashboard }>().datos;

const count = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows(t.ctx.db, query))[0]?.n ?? -1);

describe('dashboard', () => {
  it('defaults to the last 12 months and orders an inverted range', () => {
    expect(dashboardRange({}, '2026-11-25')).toEqual({ desde: '2025-12-01', hasta: '2026-11-25' });
    expect(dashboardRange({ desde: '2026-05-01', hasta: '2026-01-01' })).toEqual({
      desde: '2026-01-01',
      hasta: '2026-05-01',
    });
  });

  it('agrees with the database on every figure', async () => {
    const data = await board();
    // Applications per state: the same totals as counting the table in the period.
    const applications = await count(
      sql`select count(*) as n from applications where created_at >= (${data.desde}::date)::timestamp at time zone 'Europe/Madrid'`,
    );
    expect(data.candidaturasPorEstado.reduce((s, r) => s + r.total, 0)).toBe(applications);
    expect(data.candidaturasPorEstado.find((r) => r.idEstado === 1)?.estado).toBe('Inscrito');
    // Offers per family and month: published ones (2 and 3) not deleted, in the period.
    const published = await count(
      sql`select count(*) as n from offers where estado in (2, 3) and eliminada_at is null
        and coalesce(fecha_validacion, fecha_publicacion) >= (${data.desde}::date)::timestamp at time zone 'Europe/Madrid'`,
    );
    expect(published).toBeGreaterThan(0);
    expect(data.ofertasPorMes.reduce((s, r) => s + r.publicadas, 0)).toBe(published);
    expect(
      data.ofertasPorMes.every((r) => r.cubiertas <= r.publicadas && /^\d{4}-\d{2}$/.test(r.mes)),
    ).toBe(true);
    expect(data.conveniosPorEstado.reduce((s, r) => s + r.total, 0)).toBe(
      await count(sql`select count(*) as n from agreements`),
    );
    expect(data.pendientes).toEqual({
      ofertas: await count(
        sql`select count(*) as n from offers where estado = 1 and eliminada_at is null`,
      ),
      empresas: await count(
        sql`select count(*) as n from companies where not validada and not bloqueada`,
      ),
      solicitudesBaja: await count(
        sql`select count(*) as n from account_deletion_requests where estado = 'pendiente'`,
      ),
    });
    expect(data.pendientes.solicitudesBaja).toBeGreaterThanOrEqual(2);
    // First responses: the application answered by its company 3 days later.
    expect(data.primeraRespuesta.length).toBeGreaterThan(0);
    expect(data.primeraRespuesta.every((r) => r.mediaDias >= 0 && r.candidaturas > 0)).toBe(true);
    for (const survey of data.encuestas) {
      expect(survey.tasa).toBe(
        survey.invitaciones === 0
          ? null
          : Math.round((1000 * survey.respuestas) / survey.invitaciones) / 10,
      );
    }
    expect(data.eventos.every((e) => e.inscritos >= 0)).toBe(true);
  });

  it('follows the period asked for', async () => {
    const none = await board('?desde=2000-01-01&hasta=2000-12-31');
    expect(none.ofertasPorMes).toEqual([]);
    expect(none.candidaturasPorEstado).toEqual([]);
    expect(none.primeraRespuesta).toEqual([]);
    expect((await get('/api/Gestion/dameCuadroMando?desde=mayo')).statusCode).toBe(400);
  });

  it('is for staff only', async () => {
    for (const headers of [
      await t.authHeader(companyUser.email, 'PrivadoEmpresa'),
      await t.authHeader(student.email),
    ]) {
      expect((await get('/api/Gestion/dameCuadroMando', headers)).statusCode).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Gestion/dameCuadroMando' })).json().status,
    ).toBe(2);
  });
});
