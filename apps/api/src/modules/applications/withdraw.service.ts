import { ApplicationState, Codes } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { transitionApplication } from '../application-states/application-state.service.ts';
import * as repo from './applications.repository.ts';
import { sendInBackground } from '../../lib/send-in-background.ts';

/**
 * desinscribirse {urlOferta}: my application to the offer moves to 8 (withdrawn) while the company
 * has not processed it; otherwise 30 and nothing changes (the state machine decides on the locked
 * row). No application of mine → 4.
 */
export async function withdrawFromOffer(ctx: AppContext, candidateId: number, offerId: number) {
  const send = await ctx.db.transaction(async (tx) => {
    await repo.lockCandidate(tx, candidateId);
    const application = await repo.findByOffer(tx, candidateId, offerId);
    if (!application || application.estado === ApplicationState.WITHDRAWN) {
      throw new AppError(Codes.OFFER_NOT_FOUND);
    }
    const moved = await transitionApplication(ctx, tx, {
      target: { applicationId: application.id },
      actor: 'candidate',
      to: ApplicationState.WITHDRAWN,
      by: candidateId,
    });
    return moved.send;
  });
  sendInBackground(send);
}
