import { staffCompanyCalls as calls, type StaffCompanyList } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../lib/dates.ts';
import { backOfficeClient, datos } from '../../test/back-office-client.ts';
import { insertOffer } from '../../test/company-fixtures.ts';
import { buildNamedCompany } from '../../test/fixture-companies.ts';
import { createTestApp } from '../../test/test-app.ts';
import { expectOrdenRefused, exportedColumn } from '../../test/list-order.ts';

const t = await createTestApp();
const { get } = await backOfficeClient(t);

/** A company named `name`, registered `days` ago, with `offers` offers. */
async function company(name: string, days: number, offers: number) {
  const { company: row } = await buildNamedCompany(t.ctx.db, name, {
    createdAt: new Date(Date.now() - days * DAY_MS),
  });
  for (let i = 0; i < offers; i += 1) {
    await insertOffer(t.ctx.db, row.id);
  }
  return row.id;
}

describe('the staff company list ordered by a column', () => {
  it('orders by name, registration and offers, either way, and exports so', async () => {
    const word = 'Ordenadas';
    const gamma = await company(`Gamma ${word}`, 3, 2);
    const alfa = await company(`alfa ${word}`, 1, 0);
    const ebano = await company(`Ébano ${word}`, 2, 1);
    const ids = async (orden: string) =>
      datos<StaffCompanyList>(
        await get(`${calls.list.path}?texto=${word}&orden=${orden}`),
      ).empresas.map((c) => c.idEmpresa);

    // Case and accents do not count: «alfa», «Ébano», «Gamma».
    expect(await ids('nombre')).toEqual([alfa, ebano, gamma]);
    expect(await ids('-nombre')).toEqual([gamma, ebano, alfa]);
    expect(await ids('alta')).toEqual([gamma, ebano, alfa]);
    expect(await ids('-alta')).toEqual([alfa, ebano, gamma]);
    expect(await ids('ofertas')).toEqual([alfa, ebano, gamma]);
    expect(await ids('-ofertas')).toEqual([gamma, ebano, alfa]);
    const paged = datos<StaffCompanyList>(
      await get(`${calls.list.path}?texto=${word}&orden=-alta&porPagina=2&pagina=2`),
    );
    expect(paged.empresas.map((c) => c.idEmpresa)).toEqual([gamma]);

    const csv = await get(`${calls.export.path}?formato=csv&texto=${word}&orden=-nombre`);
    expect(exportedColumn(csv.body, 1)).toEqual([
      `"Gamma ${word}"`,
      `"Ébano ${word}"`,
      `"alfa ${word}"`,
    ]);
  });

  it('refuses an orden the list does not sort by', async () => {
    for (const path of [calls.list.path, calls.export.path]) {
      const res = await get(`${path}?orden=-estado`);
      expectOrdenRefused(res, path);
    }
  });
});
