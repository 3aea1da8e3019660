import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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
});
