import { ApplicationState as S, Codes } from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, applicationStateHistory, notifications } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { insertApplication, insertOffer } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { withdrawFromOffer } from '../applications/withdraw.service.ts';
import { changeApplicationState } from '../company-candidates/change-application-state.service.ts';

/**
 * A candidate's withdrawal and the company's change of state fired at the same application at
 * once, 100 times. On PostgreSQL (TEST_DATABASE_URL) each call runs its transaction on its own
 * connection of the pool (5 connections per test database), so the two really race and the row
 * lock of the state machine decides; on PGlite (one connection) they run one after the other.
 */
const t = await createTestApp();
const ROUNDS = 100;

const codeOf = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === 'rejected' && outcome.reason instanceof AppError ? outcome.reason.code : null;

describe('one application, two sides at once', () => {
  it('lets exactly one of a withdrawal and a company move win, with a history that makes sense', async () => {
    const { company, user } = await buildCompany(t.ctx.db);
    const offer = await insertOffer(t.ctx.db, company.id, { titulo: 'Oferta disputada' });
    const wins = { withdrawal: 0, company: 0 };
    const ids: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const candidate = await buildCandidate(t.ctx.db);
      const application = await insertApplication(t.ctx.db, offer.id, candidate.id);
      ids.push(application.id);
      const [withdrawal, move] = await Promise.allSettled([
        withdrawFromOffer(t.ctx, candidate.id, offer.id),
        changeApplicationState(t.ctx, company.id, user.id, {
          idCandidatura: application.id,
          idEstado: S.UNDER_REVIEW,
        }),
      ]);
      const won = [withdrawal, move].filter((o) => o.status === 'fulfilled');
      expect(won, `round ${String(round)}`).toHaveLength(1);

      const [row] = await t.ctx.db
        .select()
        .from(applications)
        .where(eq(applications.id, application.id));
      const history = await t.ctx.db
        .select()
        .from(applicationStateHistory)
        .where(eq(applicationStateHistory.applicationId, application.id))
        .orderBy(applicationStateHistory.id);
      const notices = await t.ctx.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, candidate.id));
      if (withdrawal.status === 'fulfilled') {
        wins.withdrawal += 1;
        // Withdrawn first: the company then finds a withdrawn application (14, or 404 when
        // it looked the application up after the withdrawal was committed).
        expect([Codes.STATE_CHANGE_NOT_ALLOWED, Codes.NOT_FOUND]).toContain(codeOf(move));
        expect(row?.estado).toBe(S.WITHDRAWN);
        expect(history.map((h) => [h.estado, h.changedBy])).toEqual([
          [S.APPLIED, candidate.id],
          [S.WITHDRAWN, candidate.id],
        ]);
      } else {
        wins.company += 1;
        // Processed first: the candidate can no longer withdraw (30).
        expect(codeOf(withdrawal)).toBe(Codes.APPLICATION_ALREADY_PROCESSED);
        expect(row).toMatchObject({ estado: S.UNDER_REVIEW, leidaPorEmpresa: true });
        expect(history.map((h) => [h.estado, h.changedBy])).toEqual([
          [S.APPLIED, candidate.id],
          [S.UNDER_REVIEW, user.id],
        ]);
      }
      // One change, one notice: the loser wrote nothing.
      expect(notices).toHaveLength(1);
    }
    expect(wins.withdrawal + wins.company).toBe(ROUNDS);

    // No impossible pair anywhere: nothing follows a withdrawal, and every application's state
    // is the last one of its history.
    const all = await t.ctx.db
      .select()
      .from(applicationStateHistory)
      .where(inArray(applicationStateHistory.applicationId, ids))
      .orderBy(applicationStateHistory.applicationId, applicationStateHistory.id);
    const states = await t.ctx.db
      .select({ id: applications.id, estado: applications.estado })
      .from(applications)
      .where(inArray(applications.id, ids));
    for (const { id, estado } of states) {
      const path = all.filter((h) => h.applicationId === id).map((h) => h.estado);
      expect(path.at(-1)).toBe(estado);
      expect(path.slice(0, -1)).not.toContain(S.WITHDRAWN);
      expect(path).toHaveLength(2);
    }
  }, 600_000);
});
