import { describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/builders.ts';
import { buildOffer } from '../../test/offer-builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { offerStates } from './offers.table.ts';
import { pageDescription, pageOffer } from './offers.repository.ts';

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
    // Asked at the same moment, as the rows of one page are: read together, each its own.
    const [listedRow, pendingRow, unknown] = await Promise.all(
      [listed.id, pending.id, 999_999_999].map((id) => pageOffer(t.ctx.db, id)),
    );
    expect(unknown).toBeNull();
    expect(listedRow).toEqual({
      id: listed.id,
      familia: 'practicas',
      titulo: 'Oferta de la página',
      curricular: false,
      estado: offerStates.ACTIVE,
      idProvincia: 28,
      fechaPublicacion: listed.fechaPublicacion,
      empresa: 'Empresa de la página',
    });
    expect(pendingRow).toMatchObject({ familia: 'empleo', estado: offerStates.PENDING });
  });

  it("reads the asked offers' descriptions as written", async () => {
    const offer = await buildOffer(t.ctx.db, { descripcion: '<p>Análisis de <b>datos</b></p>' });
    const other = await buildOffer(t.ctx.db);
    const descriptions = await Promise.all(
      [offer.id, other.id, 999_999_999].map((id) => pageDescription(t.ctx.db, id)),
    );
    expect(descriptions).toEqual([
      '<p>Análisis de <b>datos</b></p>',
      '<p>Descripción de prueba</p>',
      null,
    ]);
  });
});
