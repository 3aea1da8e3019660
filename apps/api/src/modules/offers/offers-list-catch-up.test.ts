import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { offers } from '../../db/schema.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { buildApplication, buildOffer } from '../../test/offer-builders.ts';
import { listOffers } from '../../test/offer-lists.ts';
import { createTestApp } from '../../test/test-app.ts';
import { offerChanges } from './offer-changes.table.ts';
import { offerStates } from './offers.table.ts';

// A database of its own: its offer triggers are switched off for a moment below.
const t = await createTestApp();
const student = await buildCandidate(t.ctx.db);

const list = () => listOffers(t, student.email);

/** Writes to an offer whose change this process hears of only when a list sees it in the log. */
async function unannounced(offerId: number, values: Partial<typeof offers.$inferInsert>) {
  await t.ctx.db.execute(sql`alter table offers disable trigger offers_changed`);
  try {
    await t.ctx.db.update(offers).set(values).where(eq(offers.id, offerId));
  } finally {
    await t.ctx.db.execute(sql`alter table offers enable trigger offers_changed`);
  }
  await t.ctx.db.insert(offerChanges).values({ offerId });
}

describe('dameOfertasUsuario when the read model is behind the change log', () => {
  it("shows the candidate's application on an offer that the catch-up brings onto the page", async () => {
    const { company } = await buildCompany(t.ctx.db);
    const offer = await buildOffer(t.ctx.db, {
      companyId: company.id,
      titulo: 'Prácticas que vuelven a publicarse',
      estado: offerStates.CLOSED,
    });
    await buildApplication(t.ctx.db, offer.id, student.id);
    await t.ctx.offerReadModel.ensureCurrent(Number.MAX_SAFE_INTEGER);
    expect((await list()).ofertas.map((o) => o.idOferta)).not.toContain(offer.id);

    await unannounced(offer.id, { estado: offerStates.ACTIVE, fechaPublicacion: new Date() });
    const shown = (await list()).ofertas.find((o) => o.idOferta === offer.id);
    expect(shown?.titulo).toBe('Prácticas que vuelven a publicarse');
    expect(shown?.candidatura).not.toBeNull();
  });

  it('shows an offer published while the list was being chosen from a page kept from before', async () => {
    const { company } = await buildCompany(t.ctx.db);
    const offer = await buildOffer(t.ctx.db, {
      companyId: company.id,
      titulo: 'Prácticas publicadas durante la lista',
      estado: offerStates.CLOSED,
    });
    await t.ctx.offerReadModel.ensureCurrent(Number.MAX_SAFE_INTEGER);
    // The same question once more: its page is kept (without the offer) until the family changes.
    expect((await list()).ofertas.map((o) => o.idOferta)).not.toContain(offer.id);

    await unannounced(offer.id, { estado: offerStates.ACTIVE, fechaPublicacion: new Date() });
    // The catch-up (here started by hand, as a notification would) ends after the list took the
    // kept page and before it read the latest change: the index has applied the change by the
    // time the list compares, but the page it holds was chosen before.
    const readModel = t.ctx.offerReadModel;
    const takeScope = readModel.memoScope.bind(readModel);
    const spy = vi.spyOn(readModel, 'memoScope').mockImplementationOnce((familia) => {
      const scope = takeScope(familia);
      return {
        ...scope,
        memoised: async (key, compute) => {
          const kept = await scope.memoised(key, compute);
          await readModel.ensureCurrent(Number.MAX_SAFE_INTEGER);
          return kept;
        },
      };
    });
    try {
      const shown = (await list()).ofertas.map((o) => o.idOferta);
      expect(spy).toHaveBeenCalled();
      expect(shown).toContain(offer.id);
    } finally {
      spy.mockRestore();
    }
  });
});
