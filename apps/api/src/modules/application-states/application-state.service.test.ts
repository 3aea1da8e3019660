import { ApplicationState as S } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, applicationStateHistory } from '../../db/schema.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { insertOffer } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { tryTransitionApplication } from './application-state.service.ts';

const t = await createTestApp();

describe('creating an application through the state machine', () => {
  it('stores the flags it is created with, its first history row and answers its offer', async () => {
    const { company } = await buildCompany(t.ctx.db);
    const offer = await insertOffer(t.ctx.db, company.id, { titulo: 'Oferta con firma' });
    const candidate = await buildCandidate(t.ctx.db);
    const outcome = await t.ctx.db.transaction((tx) =>
      tryTransitionApplication(t.ctx, tx, {
        target: { offerId: offer.id, candidateId: candidate.id, orden: 1 },
        actor: 'candidate',
        to: S.APPLIED,
        by: candidate.id,
        pendienteFirma: true,
        notice: () => null,
      }),
    );
    expect(outcome).toMatchObject({
      ok: true,
      changed: true,
      application: { estado: S.APPLIED, pendienteFirma: true, oferta: 'Oferta con firma' },
    });
    if (!outcome.ok) {
      return;
    }
    const [row] = await t.ctx.db
      .select()
      .from(applications)
      .where(eq(applications.id, outcome.application.id));
    expect(row).toMatchObject({ estado: S.APPLIED, pendienteFirma: true, orden: 1 });
    const history = await t.ctx.db
      .select()
      .from(applicationStateHistory)
      .where(eq(applicationStateHistory.applicationId, outcome.application.id));
    expect(history).toEqual([
      expect.objectContaining({ estado: S.APPLIED, changedBy: candidate.id }),
    ]);
  });
});
