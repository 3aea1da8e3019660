import { describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/builders.ts';
import { buildOffer } from '../../test/offer-builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { offerStates } from './offers.table.ts';
import { pageDescriptions, pageOffers } from './offers.repository.ts';

const t = await createTestApp();

describe("a page's rows read apart from the read model", () => {
  it('reads the list rows of the asked offers, whatever their state, and nothing for unknown ids', async () => {
    const { company } = await buildCompany(t.ctx.db, { nombreComercial: 'Empresa de la página' });
    const listed = await buildOffer(t.ctx.db, {
      companyId: company.id,
      titulo: 'Oferta de la página',
      idProvincia: 28,
      curricular: false,
    });
    const pending = await buildOffer(t.ctx.db, {
      companyId: company.id,
      familia: 'empleo',
      estado: offerStates.PENDING,
    });
    const rows = await pageOffers(t.ctx.db, [listed.id, pending.id, 999_999_999]);
    expect([...rows.keys()].sort()).toEqual([listed.id, pending.id].sort());
    expect(rows.get(listed.id)).toEqual({
      id: listed.id,
      familia: 'practicas',
      titulo: 'Oferta de la página',
      curricular: false,
      estado: offerStates.ACTIVE,
      idProvincia: 28,
      fechaPublicacion: listed.fechaPublicacion,
      empresa: 'Empresa de la página',
    });
    expect(rows.get(pending.id)).toMatchObject({ familia: 'empleo', estado: offerStates.PENDING });
  });

  it("reads the asked offers' descriptions as written", async () => {
    const offer = await buildOffer(t.ctx.db, { descripcion: '<p>Análisis de <b>datos</b></p>' });
    const other = await buildOffer(t.ctx.db);
    const descriptions = await pageDescriptions(t.ctx.db, [offer.id, other.id, 999_999_999]);
    expect(Object.fromEntries(descriptions)).toEqual({
      [offer.id]: '<p>Análisis de <b>datos</b></p>',
      [other.id]: '<p>Descripción de prueba</p>',
    });
  });
});
