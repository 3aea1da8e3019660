import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offers } from '../../db/schema.ts';
import { buildCandidate } from '../../test/builders.ts';
import { buildOffer } from '../../test/offer-builders.ts';
import { listOffers } from '../../test/offer-lists.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();
const student = await buildCandidate(t.ctx.db);

/** The search snippet of one offer in the student's internships searched for `words`. */
async function snippetOf(offerId: number, words: string) {
  const list = await listOffers(t, student.email, `titulo=${encodeURIComponent(words)}`);
  return list.ofertas.find((o) => o.idOferta === offerId)?.resaltado?.descripcion;
}

describe('dameOfertasUsuario search snippets', () => {
  it("shows an edited description in the next search's snippet", async () => {
    const offer = await buildOffer(t.ctx.db, {
      titulo: 'Prácticas de cartografía',
      descripcion: '<p>Trazarás rutas fluviales con el equipo de cartografía.</p>',
    });
    await t.ctx.offerReadModel.ensureCurrent(Number.MAX_SAFE_INTEGER);
    await t.ctx.offerReadModel.textIndexReady();
    expect(await snippetOf(offer.id, 'rutas')).toContain('<mark>rutas</mark> fluviales');

    await t.ctx.db
      .update(offers)
      .set({ descripcion: '<p>Trazarás rutas marítimas con el equipo de cartografía.</p>' })
      .where(eq(offers.id, offer.id));
    await t.ctx.offerReadModel.ensureCurrent(Number.MAX_SAFE_INTEGER);
    expect(await snippetOf(offer.id, 'rutas')).toContain('<mark>rutas</mark> marítimas');
  });
});
