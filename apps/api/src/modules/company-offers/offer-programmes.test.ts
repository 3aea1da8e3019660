import { programmeCalls, type OfferProgrammeOption } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { programmes } from '../../db/schema.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { buildProgramme } from '../../test/offer-builders.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();

const list = (h: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/Empresa/programasDeLaEmpresa', headers: h });

async function companyThatJoined(...slugs: string[]) {
  const { user } = await buildCompany(t.ctx.db);
  const headers = await t.authHeader(user.email, 'PrivadoEmpresa');
  for (const slug of slugs) {
    await t.app.inject({
      method: 'POST',
      url: programmeCalls.companyRequestAdhesion.path.replace(':id', slug),
      headers,
    });
  }
  return headers;
}

describe('programasDeLaEmpresa', () => {
  it('lists the programmes the company joined with the dedication and months an offer must have', async () => {
    const europa = await buildProgramme(t.ctx.db, { titulo: 'Programa Alfa', meses: 12 });
    const verano = await buildProgramme(t.ctx.db, {
      titulo: 'Programa Beta',
      meses: 2,
      meses2: 3,
      dedicacion: 50,
    });
    await buildProgramme(t.ctx.db, { titulo: 'Programa Gamma (no pedido)' });
    const res = await list(await companyThatJoined(europa.slug, verano.slug));
    expect(res.statusCode, res.body).toBe(200);
    const datos = res.json<{ datos: OfferProgrammeOption[] }>().datos;
    expect(datos.map((p) => p.titulo)).toEqual(['Programa Alfa', 'Programa Beta']);
    expect(datos[0]).toMatchObject({ dedicacion: 80, meses: [12] });
    expect(datos[1]).toMatchObject({ dedicacion: 50, meses: [2, 3] });
  });

  it('leaves out a joined programme that is no longer active', async () => {
    const a = await buildProgramme(t.ctx.db, { titulo: 'Programa Delta' });
    const b = await buildProgramme(t.ctx.db, { titulo: 'Programa Épsilon' });
    const headers = await companyThatJoined(a.slug, b.slug);
    await t.ctx.db.update(programmes).set({ activo: false }).where(eq(programmes.id, b.id));
    const datos = (await list(headers)).json<{ datos: OfferProgrammeOption[] }>().datos;
    expect(datos.map((p) => p.titulo)).toEqual(['Programa Delta']);
  });

  it('answers code 2 without a session and refuses a candidate', async () => {
    expect((await list({})).json<{ status: number }>().status).toBe(2);
    const candidate = await buildCandidate(t.ctx.db);
    expect((await list(await t.authHeader(candidate.email))).statusCode).toBe(403);
  });
});
