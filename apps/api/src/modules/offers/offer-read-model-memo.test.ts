import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../lib/dates.ts';
import { buildCompany } from '../../test/builders.ts';
import { buildOffer } from '../../test/offer-builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { companies } from '../companies/companies.table.ts';
import { OfferReadModel } from './offer-read-model.ts';
import { offers, offerStates } from './offers.table.ts';

/** How long a change may take to reach the read model. */
const WITHIN_MS = 1000;

// A database of its own: no other test's writes reach this read model while it is watched.
const t = await createTestApp();

/**
 * What a list keeps of one offer's description, through `model`: `row()` returns the kept value or
 * a new count (a read), `retitled` edits an offer and waits for the model to catch up.
 */
function rowProbe(model: OfferReadModel, offerId: number) {
  let reads = 0;
  const read = () => {
    reads += 1;
    return Promise.resolve(reads);
  };
  return {
    read,
    row: () => model.memoScope('practicas').description(offerId, read),
    retitled: async (id: number, titulo: string) => {
      await t.ctx.db.update(offers).set({ titulo }).where(eq(offers.id, id));
      await model.ensureCurrent(Number.MAX_SAFE_INTEGER);
    },
  };
}

describe("the offer read model's kept results", () => {
  it('forgets what it kept of a family when that family changes, and only then', async () => {
    const model = t.ctx.offerReadModel;
    // Its first text index, built after start, puts every result aside once when it is in use.
    await model.textIndexReady();
    let computed = 0;
    const kept = (familia: 'practicas' | 'empleo') =>
      model.memoised(familia, 'a question', () => {
        computed += 1;
        return Promise.resolve(computed);
      });
    const [practicas, empleo] = [await kept('practicas'), await kept('empleo')];
    expect([await kept('practicas'), await kept('empleo')]).toEqual([practicas, empleo]);

    // An offer still pending validation changes no list: everything stays kept.
    const { company } = await buildCompany(t.ctx.db);
    const pending = await buildOffer(t.ctx.db, {
      companyId: company.id,
      estado: offerStates.PENDING,
    });
    await buildOffer(t.ctx.db, {
      companyId: company.id,
      familia: 'empleo',
      estado: offerStates.PENDING,
    });
    await t.ctx.offerReadModel.ensureCurrent(Number.MAX_SAFE_INTEGER);
    expect(model.index.has(pending.id)).toBe(false);
    expect([await kept('practicas'), await kept('empleo')]).toEqual([practicas, empleo]);

    // A student internship published: the internships' results go, the jobs' stay.
    const published = await buildOffer(t.ctx.db, { companyId: company.id });
    await expect
      .poll(() => model.index.has(published.id), { timeout: WITHIN_MS, interval: 10 })
      .toBe(true);
    expect(await kept('empleo')).toBe(empleo);
    expect(await kept('practicas')).toBeGreaterThan(empleo);
  });

  it("holds a listed offer's row as loaded, and its new row once it or its company changes", async () => {
    const model = t.ctx.offerReadModel;
    const { company } = await buildCompany(t.ctx.db, { nombreComercial: 'Empresa del listado' });
    const shown = await buildOffer(t.ctx.db, { companyId: company.id, titulo: 'Oferta listada' });
    const caughtUp = () => model.ensureCurrent(Number.MAX_SAFE_INTEGER);
    await caughtUp();
    let reads = 0;
    const row = () =>
      model.memoScope('practicas').row(shown.id, () => {
        reads += 1;
        return Promise.resolve(null);
      });
    expect(await row()).toMatchObject({ titulo: 'Oferta listada', empresa: 'Empresa del listado' });

    await t.ctx.db
      .update(offers)
      .set({ titulo: 'Oferta retitulada' })
      .where(eq(offers.id, shown.id));
    await caughtUp();
    expect(await row()).toMatchObject({ titulo: 'Oferta retitulada' });
    await t.ctx.db
      .update(companies)
      .set({ nombreComercial: 'Empresa renombrada del listado' })
      .where(eq(companies.id, company.id));
    await caughtUp();
    expect(await row()).toMatchObject({ empresa: 'Empresa renombrada del listado' });
    expect(reads, 'no row was read apart').toBe(0);
  });

  it('keeps the newest rows when more offers are listed than it keeps, and reads the others', async () => {
    const { company } = await buildCompany(t.ctx.db);
    const oldest = await buildOffer(t.ctx.db, {
      companyId: company.id,
      fechaPublicacion: new Date(Date.now() - 400 * DAY_MS),
    });
    const recent = await buildOffer(t.ctx.db, { companyId: company.id });
    await t.ctx.offerReadModel.ensureCurrent(Number.MAX_SAFE_INTEGER);
    // A read model of its own that keeps one row fewer than there are listed offers.
    const rowsMax = t.ctx.offerReadModel.index.size - 1;
    const model = new OfferReadModel(t.ctx.database, t.app.log, { rowsMax });
    await model.start();
    try {
      const row = (id: number) =>
        model.memoScope('practicas').row<unknown>(id, () => Promise.resolve('read apart'));
      expect(await row(recent.id)).toMatchObject({ id: recent.id });
      expect(await row(oldest.id)).toBe('read apart');
    } finally {
      await model.close();
    }
  });

  it("keeps an offer's description while other offers change, and reads it again after its own change", async () => {
    const model = t.ctx.offerReadModel;
    const { company } = await buildCompany(t.ctx.db);
    const shown = await buildOffer(t.ctx.db, { companyId: company.id });
    const other = await buildOffer(t.ctx.db, {
      companyId: (await buildCompany(t.ctx.db)).company.id,
    });
    const caughtUp = () => model.ensureCurrent(Number.MAX_SAFE_INTEGER);
    await caughtUp();
    const { read, row, retitled } = rowProbe(model, shown.id);
    const first = await row();
    expect(await row()).toBe(first);

    await retitled(other.id, 'Otra oferta editada');
    expect(await row(), 'another offer of the family changed').toBe(first);

    await retitled(shown.id, 'Oferta editada');
    const afterEdit = await row();
    expect(afterEdit, 'its own offer changed').toBeGreaterThan(first);
    expect(await row()).toBe(afterEdit);

    await t.ctx.db
      .update(companies)
      .set({ nombreComercial: 'Empresa renombrada' })
      .where(eq(companies.id, company.id));
    await caughtUp();
    const afterRename = await row();
    expect(afterRename, 'its company renamed').toBeGreaterThan(afterEdit);

    // Read through a scope taken before its offer changed: used once, not kept.
    const before = model.memoScope('practicas');
    await retitled(shown.id, 'Oferta editada otra vez');
    const stale = await before.description(shown.id, read);
    expect(stale).toBeGreaterThan(afterRename);
    expect(await row()).toBeGreaterThan(stale);
  });

  it('reads every description again after more changed offers than it remembers, and after a reload', async () => {
    const { company } = await buildCompany(t.ctx.db);
    const offer = () => buildOffer(t.ctx.db, { companyId: company.id });
    const [shown, a, b, c, d] = [
      await offer(),
      await offer(),
      await offer(),
      await offer(),
      await offer(),
    ];
    // A read model of its own, started after those offers were written, that remembers the last
    // change of three offers only.
    const model = new OfferReadModel(t.ctx.database, t.app.log, { changedMax: 3 });
    await model.start();
    try {
      const { read, row, retitled } = rowProbe(model, shown.id);
      const first = await row();
      await retitled(a.id, 'Primera editada');
      await retitled(b.id, 'Segunda editada');
      await retitled(c.id, 'Tercera editada');
      await retitled(a.id, 'Primera editada otra vez');
      expect(await row(), 'three other offers changed: remembered, the row kept').toBe(first);

      // A fourth changed offer is one more than it remembers: every row is forgotten, and a row
      // read through a scope taken before that change is not kept either.
      const before = model.memoScope('practicas');
      await retitled(d.id, 'Cuarta editada');
      const stale = await before.description(shown.id, read);
      expect(stale, 'read again after the overflow').toBeGreaterThan(first);
      const afresh = await row();
      expect(afresh, 'the read through the older scope was not kept').toBeGreaterThan(stale);
      expect(await row(), 'kept again from then on').toBe(afresh);

      // More pending changes than it applies one by one: it loads every offer again.
      await t.ctx.db.execute(
        sql`insert into offer_changes (offer_id) select null from generate_series(1, 5001)`,
      );
      await model.ensureCurrent(Number.MAX_SAFE_INTEGER);
      expect(await row(), 'read again after the reload').toBeGreaterThan(afresh);
    } finally {
      await model.close();
    }
  });
});
