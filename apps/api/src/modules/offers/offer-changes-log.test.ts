import { eq, max } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offerDegrees, offers } from '../../db/schema.ts';
import { buildOffer } from '../../test/offer-builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { offerChanges } from './offer-changes.table.ts';
import { offerStates } from './offers.table.ts';

// A database of its own: the changes counted are this file's writes only.
const t = await createTestApp();

/** How many changes the log has gained while `write` ran. */
async function changesDuring(write: () => Promise<unknown>): Promise<number> {
  const last = async () =>
    (await t.ctx.db.select({ id: max(offerChanges.id) }).from(offerChanges))[0]?.id ?? 0;
  const before = await last();
  await write();
  return (await last()) - before;
}

const setOffer = (id: number, values: Partial<typeof offers.$inferInsert>) =>
  t.ctx.db.update(offers).set(values).where(eq(offers.id, id));

describe('the offer change log that the lists follow', () => {
  it('logs no write to an offer that is not listed: a draft pending validation, its degrees', async () => {
    const draft = await buildOffer(t.ctx.db, { estado: offerStates.PENDING });
    expect(
      await changesDuring(async () => {
        await buildOffer(t.ctx.db, { estado: offerStates.PENDING });
        await setOffer(draft.id, { titulo: 'Borrador retitulado' });
        await t.ctx.db.insert(offerDegrees).values({ offerId: draft.id, idTitulacion: 12 });
        await t.ctx.db.delete(offerDegrees).where(eq(offerDegrees.offerId, draft.id));
      }),
    ).toBe(0);
  });

  it('logs each write that can change a list: publishing, editing, its degrees, closing', async () => {
    const offer = await buildOffer(t.ctx.db, { estado: offerStates.PENDING });
    expect(await changesDuring(() => setOffer(offer.id, { estado: offerStates.ACTIVE }))).toBe(1);
    expect(await changesDuring(() => setOffer(offer.id, { titulo: 'Publicada y editada' }))).toBe(
      1,
    );
    expect(
      await changesDuring(() =>
        t.ctx.db.insert(offerDegrees).values({ offerId: offer.id, idTitulacion: 12 }),
      ),
    ).toBe(1);
    expect(await changesDuring(() => setOffer(offer.id, { estado: offerStates.CLOSED }))).toBe(1);
    expect(
      await changesDuring(() => setOffer(offer.id, { titulo: 'Cerrada y editada' })),
      'a closed offer is no longer listed',
    ).toBe(0);
  });

  it('logs an active offer created as such, and its deletion', async () => {
    let id = 0;
    expect(
      await changesDuring(async () => {
        id = (await buildOffer(t.ctx.db, { degrees: [] })).id;
      }),
    ).toBe(1);
    expect(await changesDuring(() => setOffer(id, { eliminadaAt: new Date() }))).toBe(1);
  });
});
