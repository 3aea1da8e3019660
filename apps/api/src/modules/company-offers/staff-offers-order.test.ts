import { ApplicationState, type StaffOfferList } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../lib/dates.ts';
import { backOfficeClient, datos } from '../../test/back-office-client.ts';
import { buildCandidate } from '../../test/builders.ts';
import { insertApplication, insertOffer } from '../../test/company-fixtures.ts';
import { buildNamedCompany } from '../../test/fixture-companies.ts';
import { createTestApp } from '../../test/test-app.ts';
import { expectOrdenRefused, exportedColumn } from '../../test/list-order.ts';

const t = await createTestApp();
const { get } = await backOfficeClient(t);

/** An offer titled `titulo`, published `days` ago, with `applicants` live applications. */
async function offer(companyId: number, titulo: string, days: number, applicants: number) {
  const row = await insertOffer(t.ctx.db, companyId, {
    titulo,
    fechaPublicacion: new Date(Date.now() - days * DAY_MS),
  });
  for (let i = 0; i < applicants; i += 1) {
    await insertApplication(t.ctx.db, row.id, (await buildCandidate(t.ctx.db)).id);
  }
  // A withdrawn application is no applicant.
  await insertApplication(t.ctx.db, row.id, (await buildCandidate(t.ctx.db)).id, {
    estado: ApplicationState.WITHDRAWN,
  });
  return row.id;
}

describe('the staff offer list ordered by a column', () => {
  it('orders by title, company, date and applicants, either way, and exports so', async () => {
    const word = 'Ordenable';
    const alfa = (await buildNamedCompany(t.ctx.db, `Alfa ${word}`)).company.id;
    const beta = (await buildNamedCompany(t.ctx.db, `Beta ${word}`)).company.id;
    const contable = await offer(beta, `Contable ${word}`, 3, 2);
    const analista = await offer(alfa, `analista ${word}`, 1, 0);
    const becario = await offer(alfa, `Becario ${word}`, 2, 1);
    const ids = async (orden: string) =>
      datos<StaffOfferList>(
        await get(`/api/Gestion/dameOfertas?titulo=${word}&orden=${orden}`),
      ).ofertas.map((o) => o.idOferta);

    expect(await ids('oferta')).toEqual([analista, becario, contable]);
    expect(await ids('-oferta')).toEqual([contable, becario, analista]);
    // Alfa's two, the latest published first, then Beta's.
    expect(await ids('empresa')).toEqual([analista, becario, contable]);
    expect(await ids('-empresa')).toEqual([contable, analista, becario]);
    expect(await ids('fecha')).toEqual([contable, becario, analista]);
    expect(await ids('-fecha')).toEqual([analista, becario, contable]);
    expect(await ids('candidatos')).toEqual([analista, becario, contable]);
    expect(await ids('-candidatos')).toEqual([contable, becario, analista]);

    const csv = await get(`/api/Gestion/exportaOfertas?formato=csv&titulo=${word}&orden=-fecha`);
    expect(exportedColumn(csv.body)).toEqual(
      [analista, becario, contable].map((id) => `"${String(id)}"`),
    );
  });

  it('refuses an orden the list does not sort by', async () => {
    for (const path of [
      '/api/Gestion/dameOfertas',
      '/api/Gestion/dameOfertasPendientes',
      '/api/Gestion/exportaOfertas',
    ]) {
      const res = await get(`${path}?orden=titulo`);
      expectOrdenRefused(res, path);
    }
  });
});
