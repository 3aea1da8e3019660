import type { OfferProgrammeOption } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { programmes } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();
const headers = await t.authHeader('empresa@demo.es');

const list = (h: Record<string, string> = headers) =>
  t.app.inject({ method: 'GET', url: '/api/Empresa/programasDeLaEmpresa', headers: h });

describe('programasDeLaEmpresa', () => {
  it('lists the active programmes with the dedication and months an offer must have', async () => {
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    const datos = res.json<{ datos: OfferProgrammeOption[] }>().datos;
    expect(datos.map((p) => p.titulo)).toEqual(['Programa Talento Europa', 'Prácticas de verano']);
    expect(datos[0]).toMatchObject({ dedicacion: 80, meses: [12] });
    expect(datos[1]).toMatchObject({ dedicacion: 50, meses: [2, 3] });
  });

  it('leaves out a programme that is no longer active', async () => {
    await t.ctx.db
      .update(programmes)
      .set({ activo: false })
      .where(eq(programmes.slug, 'practicas-verano'));
    const datos = (await list()).json<{ datos: OfferProgrammeOption[] }>().datos;
    expect(datos.map((p) => p.titulo)).toEqual(['Programa Talento Europa']);
  });

  it('answers code 2 without a session and refuses a candidate', async () => {
    expect((await list({})).json<{ status: number }>().status).toBe(2);
    const candidate = await t.authHeader('estudiante@demo.es');
    expect((await list(candidate)).statusCode).toBe(403);
  });
});
