import type { CompanyProcess } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, companies, companyUsers, offers, users } from '../../db/schema.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { insertApplication, insertOffer } from '../../test/company-fixtures.ts';
import { buildTwoCompanyUser } from '../../test/fixture-companies.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DAY_MS } from '../../lib/dates.ts';

const t = await createTestApp();
const url = '/api/Empresa/dameProcesosEmpleoYpracticas';

const list = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ status: number; datos: CompanyProcess[] }>().datos;
};

async function companyOf(email: string) {
  const [row] = await t.ctx.db
    .select({ companyId: companyUsers.companyId })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(eq(users.email, email));
  if (!row) {
    throw new Error(`no company for ${email}`);
  }
  return row.companyId;
}

describe('dameProcesosEmpleoYpracticas', () => {
  it("lists every offer of the token's company with its state, profile and counts", async () => {
    // An internship with two applications (one read), a graduate internship and a job offer
    // waiting for validation.
    const { company, user } = await buildCompany(t.ctx.db);
    const day = (n: number) => new Date(Date.now() - n * DAY_MS);
    const software = await insertOffer(t.ctx.db, company.id, {
      familia: 'practicas',
      titulo: 'Prácticas en desarrollo de software web',
      fechaPublicacion: day(3),
    });
    await insertApplication(t.ctx.db, software.id, (await buildCandidate(t.ctx.db)).id, {
      estado: 3,
      leidaPorEmpresa: true,
    });
    await insertApplication(t.ctx.db, software.id, (await buildCandidate(t.ctx.db)).id);
    await insertOffer(t.ctx.db, company.id, {
      familia: 'practicastitulados',
      titulo: 'Prácticas para titulados',
      fechaPublicacion: day(5),
    });
    await insertOffer(t.ctx.db, company.id, { familia: 'empleo', estado: 1 });
    const companyId = await companyOf(user.email);
    const own = await t.ctx.db.select().from(offers).where(eq(offers.companyId, companyId));
    const items = await list(await t.authHeader(user.email, 'PrivadoEmpresa'));
    expect(items.map((p) => p.idOferta).sort()).toEqual(own.map((o) => o.id).sort());
    expect(new Set(items.map((p) => p.idEstado))).toEqual(new Set([1, 2]));
    const listed = items.find((p) => p.titulo === 'Prácticas en desarrollo de software web');
    expect(listed).toMatchObject({
      idEstado: 2,
      Estado: 'Activa',
      idPerfil: 2,
      paraTitulados: false,
      familia: 'practicas',
      numCandidatos: 2,
      numCandidatosNoLeidos: 1,
    });
    expect(listed?.fecha).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const graduate = items.find((p) => p.familia === 'practicastitulados');
    expect(graduate).toMatchObject({ idPerfil: 2, paraTitulados: true });
    const job = items.find((p) => p.familia === 'empleo' && p.idEstado === 1);
    expect(job).toMatchObject({
      idPerfil: 1,
      paraTitulados: false,
      Estado: 'Pendiente de validación',
      numCandidatos: 0,
      numCandidatosNoLeidos: 0,
    });
    const dates = items.map((p) => p.fecha.split('/').reverse().join(''));
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('shows only the company chosen at login to a user of two companies', async () => {
    const multi = await buildTwoCompanyUser(t.ctx.db);
    for (const id of multi.companyIds) {
      await insertOffer(t.ctx.db, id);
    }
    const memberships = await t.ctx.db
      .select({ id: companyUsers.companyId })
      .from(companyUsers)
      .innerJoin(users, eq(users.id, companyUsers.userId))
      .where(eq(users.email, multi.user.email));
    expect(memberships).toHaveLength(2);
    const seen: number[][] = [];
    for (const { id } of memberships) {
      const items = await list(await t.authHeader(multi.user.email, 'PrivadoEmpresa', id));
      const own = await t.ctx.db
        .select({ id: offers.id })
        .from(offers)
        .where(eq(offers.companyId, id));
      expect(items.map((p) => p.idOferta).sort()).toEqual(own.map((o) => o.id).sort());
      seen.push(items.map((p) => p.idOferta));
    }
    expect(seen[0]?.some((id) => seen[1]?.includes(id))).toBe(false);
  });

  it("never shows another company's offers and counts only live applications", async () => {
    const a = await buildCompany(t.ctx.db);
    const b = await buildCompany(t.ctx.db);
    const [mine] = await t.ctx.db
      .insert(offers)
      .values({
        companyId: a.company.id,
        familia: 'empleo',
        titulo: 'Mía',
        descripcion: 'x',
        estado: 3,
        fechaPublicacion: new Date(Date.now() - DAY_MS),
      })
      .returning();
    const [newer] = await t.ctx.db
      .insert(offers)
      .values({
        companyId: a.company.id,
        familia: 'practicas',
        titulo: 'Más nueva',
        descripcion: 'x',
      })
      .returning();
    await t.ctx.db
      .insert(offers)
      .values({ companyId: b.company.id, familia: 'empleo', titulo: 'Ajena', descripcion: 'x' });
    const [c1, c2, c3] = [
      await buildCandidate(t.ctx.db),
      await buildCandidate(t.ctx.db),
      await buildCandidate(t.ctx.db),
    ];
    if (!mine || !newer) {
      throw new Error('setup failed');
    }
    await t.ctx.db.insert(applications).values([
      { offerId: mine.id, candidateId: c1.id, leidaPorEmpresa: true },
      { offerId: mine.id, candidateId: c2.id },
      { offerId: mine.id, candidateId: c3.id, estado: 8 },
    ]);
    const items = await list(await t.authHeader(a.user.email, 'PrivadoEmpresa'));
    expect(items.map((p) => p.titulo)).toEqual(['Más nueva', 'Mía']);
    expect(items[1]).toMatchObject({
      idEstado: 3,
      Estado: 'Cerrada',
      numCandidatos: 2,
      numCandidatosNoLeidos: 1,
    });
    expect(items[0]).toMatchObject({ numCandidatos: 0, numCandidatosNoLeidos: 0 });
    const empty = await buildCompany(t.ctx.db);
    expect(await list(await t.authHeader(empty.user.email, 'PrivadoEmpresa'))).toEqual([]);
    await t.ctx.db.delete(companies).where(eq(companies.id, a.company.id));
  });

  it('is for companies only', async () => {
    const candidate = await t.app.inject({
      method: 'GET',
      url,
      headers: await t.authHeader((await buildCandidate(t.ctx.db)).email),
    });
    expect(candidate.statusCode).toBe(403);
    expect(candidate.json().status).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().status).toBe(2);
  });
});
