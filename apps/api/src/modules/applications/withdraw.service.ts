import { Codes } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findOfferDetail } from '../offers/offer-sheet.repository.ts';
import { recordStateChange } from './application-state.service.ts';
import { candidateActions } from './applications.policy.ts';
import * as repo from './applications.repository.ts';

const WITHDRAWN = 8;

/**
 * desinscribirse {urlOferta}: my application to the offer moves to 8 (withdrawn) while the company
 * has not processed it; otherwise 30 and nothing changes. No application of mine → 4.
 */
export async function withdrawFromOffer(ctx: AppContext, candidateId: number, offerId: number) {
  const send = await ctx.db.transaction(async (tx) => {
    await repo.lockCandidate(tx, candidateId);
    const application = await repo.findByOffer(tx, candidateId, offerId);
    const detail = application ? await findOfferDetail(tx, offerId) : null;
    if (!application || !detail || application.estado === WITHDRAWN) {
      throw new AppError(Codes.OFFER_NOT_FOUND);
    }
    if (!candidateActions(application.estado, application.pendienteFirma).puedeRetirarse) {
      throw new AppError(Codes.APPLICATION_ALREADY_PROCESSED);
    }
    return recordStateChange(ctx, tx, {
      applicationId: application.id,
      candidateId,
      oferta: detail.offer.titulo,
      estado: WITHDRAWN,
      by: candidateId,
    });
  });
  await send();
}
