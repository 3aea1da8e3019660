import { describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/builders.ts';
import { buildOffer } from '../../test/offer-builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { offerStates } from './offers.table.ts';

/** How long a change may take to reach the read model. */
const WITHIN_MS = 1000;

// A database of its own: no other test's writes reach this read model while it is watched.
const t = await createTestApp();

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
});
