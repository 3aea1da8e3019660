import type { StaffOfferList, StaffOfferSheet } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { validCif } from '../../test/back-office-client.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { insertApplication, insertOffer } from '../../test/company-fixtures.ts';
import { buildNamedCompany } from '../../test/fixture-companies.ts';
import { staffOffersSetup } from './staff-offers.fixtures.ts';

// A validated company with an active internship (two applications) and other companies' offers:
// one rejected, one waiting for validation and two active ones, so the list has pages.
const OWN_CIF = validCif();
const { t, companyHeaders, ownCompany, get, post, newOffer } = await staffOffersSetup((db) =>
  buildNamedCompany(db, 'Tecnologías Manzanares', { cif: OWN_CIF }),
);
const software = await insertOffer(t.ctx.db, ownCompany, {
  familia: 'practicas',
  titulo: 'Prácticas en desarrollo de software web',
});
for (const estado of [1, 3]) {
  await insertApplication(t.ctx.db, software.id, (await buildCandidate(t.ctx.db)).id, { estado });
}
const other = await buildCompany(t.ctx.db);
await insertOffer(t.ctx.db, other.company.id, {
  titulo: 'Abogado/a junior de propiedad industrial',
  estado: 4,
  motivoRechazo: 'Falta el salario.',
  fechaValidacion: new Date(),
});
await insertOffer(t.ctx.db, other.company.id, { estado: 1, titulo: 'Oferta pendiente anterior' });
await insertOffer(t.ctx.db, other.company.id, { titulo: 'Oferta activa uno' });
await insertOffer(t.ctx.db, other.company.id, { titulo: 'Oferta activa dos' });

describe('offers waiting for validation', () => {
  it('lists pending offers oldest first and every offer with filters', async () => {
    const fresh = await newOffer('empleo', 'Oferta recién creada para gestión');
    const pending = (await get('/api/Gestion/dameOfertasPendientes')).json<{
      datos: StaffOfferList;
    }>().datos;
    expect(pending.ofertas.every((o) => o.idEstado === 1)).toBe(true);
    expect(pending.ofertas.at(-1)).toMatchObject({
      idOferta: fresh.idOferta,
      empresa: 'Tecnologías Manzanares',
      cif: OWN_CIF,
      empresaValidada: true,
      Estado: 'Pendiente de validación',
      caducada: false,
      numCandidatos: 0,
    });
    expect(pending.total).toBe(pending.ofertas.length);
    const rejected = (await get('/api/Gestion/dameOfertas?estado=4')).json<{
      datos: StaffOfferList;
    }>().datos;
    expect(rejected.ofertas.map((o) => o.titulo)).toContain(
      'Abogado/a junior de propiedad industrial',
    );
    expect(rejected.ofertas[0]?.motivoRechazo).toBeTruthy();
    const byCompany = (await get('/api/Gestion/dameOfertas?empresa=manzanares&type=empleo')).json<{
      datos: StaffOfferList;
    }>().datos;
    expect(byCompany.ofertas.length).toBeGreaterThan(0);
    expect(byCompany.ofertas.every((o) => o.idEmpresa === ownCompany)).toBe(true);
    expect(byCompany.ofertas.every((o) => o.familia === 'empleo')).toBe(true);
    const byCif = (await get(`/api/Gestion/dameOfertas?empresa=${OWN_CIF.toLowerCase()}`)).json<{
      datos: StaffOfferList;
    }>().datos;
    expect(byCif.total).toBeGreaterThanOrEqual(byCompany.total);
    const software = (await get('/api/Gestion/dameOfertas?titulo=software%20web')).json<{
      datos: StaffOfferList;
    }>().datos;
    expect(software.ofertas).toMatchObject([
      { titulo: 'Prácticas en desarrollo de software web', idEstado: 2, numCandidatos: 2 },
    ]);
    const page = (await get('/api/Gestion/dameOfertas?porPagina=2&pagina=2')).json<{
      datos: StaffOfferList;
    }>().datos;
    expect(page.ofertas).toHaveLength(2);
    expect(page.total).toBeGreaterThan(4);
    const sheet = (await get(`/api/Gestion/dameOferta/${String(fresh.idOferta)}`)).json<{
      datos: StaffOfferSheet;
    }>().datos;
    expect(sheet).toMatchObject({
      idOferta: fresh.idOferta,
      idEmpresa: ownCompany,
      empresaValidada: true,
      puedeValidar: true,
      idEstado: 1,
    });
    expect(sheet).not.toHaveProperty('acciones');
  });

  it('is for the careers office only', async () => {
    for (const headers of [
      companyHeaders,
      await t.authHeader((await buildCandidate(t.ctx.db)).email),
    ]) {
      expect((await get('/api/Gestion/dameOfertasPendientes', headers)).statusCode).toBe(403);
      expect((await post('/api/Gestion/validarOferta', { idOferta: 1 }, headers)).statusCode).toBe(
        403,
      );
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Gestion/dameOfertas' })).json().status,
    ).toBe(2);
  });
});
