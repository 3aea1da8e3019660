import { staffAgreementCalls as calls, type StaffAgreementList } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { isoDay } from '../../db/seed/ids.ts';
import { buildStaff } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { buildAgreements, type AgreementSpec } from '../../test/fixture-agreements.ts';
import { buildNamedCompany } from '../../test/fixture-companies.ts';
import { createTestApp } from '../../test/test-app.ts';
import { staffAgreementsClient } from './staff-agreements.fixtures.ts';
import { expectOrdenRefused } from '../../test/list-order.ts';

const t = await createTestApp();
const staff = await staffHeader(t, (await buildStaff(t.ctx.db, 'gestor')).email);
const { get, datos } = staffAgreementsClient(t, staff);

/** An agreement generated `days` ago, signed by `firmante`, expiring on `caduca` (or never). */
const spec = (days: number, firmante: string, caduca: number | null): AgreementSpec => ({
  estado: 'generado',
  path: ['generado'],
  days,
  extra: {
    firmanteNombre: firmante,
    sinCaducidad: caduca === null,
    fechaCaducidad: caduca === null ? null : isoDay(new Date(), caduca),
  },
});

/** Two shipyards named with `word`: Beta with three agreements, Alfa with one. */
async function twoShipyards(word: string) {
  const beta = await buildNamedCompany(t.ctx.db, `Beta Naval ${word}`);
  const alfa = await buildNamedCompany(t.ctx.db, `Alfa Naval ${word}`);
  await buildAgreements(t.ctx.db, { companyId: beta.company.id, user: beta.user }, [
    spec(30, 'Carla', 90),
    spec(10, 'alba', null),
    spec(20, 'Álvaro', 30),
  ]);
  await buildAgreements(t.ctx.db, { companyId: alfa.company.id, user: alfa.user }, [
    spec(40, 'Dora', 60),
  ]);
  const list = async (query: string) =>
    datos<StaffAgreementList>(await get(`${calls.list.path}?texto=${word}&${query}`)).convenios;
  return { beta, list };
}

describe('the staff agreement list ordered by a column', () => {
  it('orders by signatory and company, either way, newest first within a tie', async () => {
    const { beta, list } = await twoShipyards('Firmantes');
    const signers = async (orden: string) =>
      (await list(`idEmpresa=${String(beta.company.id)}&orden=${orden}`)).map(
        (c) => c.firmante.split(' ')[0],
      );
    // Case and accents do not count: «alba», «Álvaro», «Carla».
    expect(await signers('firmante')).toEqual(['alba', 'Álvaro', 'Carla']);
    expect(await signers('-firmante')).toEqual(['Carla', 'Álvaro', 'alba']);

    const byCompany = await list('orden=empresa');
    expect(byCompany.map((c) => c.firmante.split(' ')[0])).toEqual([
      'Dora',
      'alba',
      'Álvaro',
      'Carla',
    ]);
    const backwards = await list('orden=-empresa');
    expect(backwards.map((c) => c.empresa)).toEqual([
      'Beta Naval Firmantes',
      'Beta Naval Firmantes',
      'Beta Naval Firmantes',
      'Alfa Naval Firmantes',
    ]);
  });

  it('orders by date, number and expiry (agreements without one last either way)', async () => {
    const { list } = await twoShipyards('Fechas');
    const names = (rows: StaffAgreementList['convenios']) =>
      rows.map((c) => c.firmante.split(' ')[0]);
    expect(names(await list('orden=fecha'))).toEqual(['Dora', 'Carla', 'Álvaro', 'alba']);
    expect(names(await list('orden=-fecha'))).toEqual(['alba', 'Álvaro', 'Carla', 'Dora']);
    const numbers = (await list('orden=numero')).map((c) => c.idConvenio);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect((await list('orden=-numero')).map((c) => c.idConvenio)).toEqual(numbers.toReversed());
    expect(names(await list('orden=caducidad'))).toEqual(['Álvaro', 'Dora', 'Carla', 'alba']);
    expect(names(await list('orden=-caducidad'))).toEqual(['Carla', 'Dora', 'Álvaro', 'alba']);
  });

  it('pages the chosen order and exports in it', async () => {
    const { beta, list } = await twoShipyards('Paginados');
    const company = `idEmpresa=${String(beta.company.id)}`;
    const whole = await list(`${company}&orden=firmante`);
    const second = await list(`${company}&orden=firmante&porPagina=2&pagina=2`);
    expect(second.map((c) => c.idConvenio)).toEqual([whole[2]?.idConvenio]);

    const csv = await get(`${calls.export.path}?formato=csv&${company}&orden=-firmante`);
    const lines = csv.rawPayload.toString('utf8').trim().split('\r\n').slice(1);
    expect(lines.map((line) => line.split(';')[6])).toEqual([
      '"Carla Firmante Prueba"',
      '"Álvaro Firmante Prueba"',
      '"alba Firmante Prueba"',
    ]);
  });

  it('refuses an orden the list does not sort by', async () => {
    for (const path of [calls.list.path, calls.export.path]) {
      const res = await get(`${path}?orden=estado`);
      expectOrdenRefused(res, path);
    }
  });
});
