import { Codes, offerStates, type OfferSheet } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { toSummary } from '../application-states/application-states.policy.ts';
import * as programmesRepo from '../programmes/programmes.repository.ts';
import { toDocumentToSign } from '../signatures/signatures.mapper.ts';
import * as signaturesRepo from '../signatures/signatures.repository.ts';
import {
  findOfferForCandidate,
  type MyApplicationToOffer,
  type OfferDetail,
} from './offer-sheet.repository.ts';
import { onlyForTheUniversity } from './eligibility.ts';
import { toOfferSheet } from './offer-sheet.mapper.ts';
import { visibleFamilies } from './offers.service.ts';

/**
 * An offer the candidate may look at: an active offer of a family they see, of an unblocked
 * company, or any offer they have applied to. Anything else is "offer not found" (4).
 */
export async function findVisibleOffer(
  ctx: AppContext,
  userId: number,
  offerId: number,
): Promise<{ detail: OfferDetail; mine: MyApplicationToOffer | null; verificado: boolean }> {
  const found = await findOfferForCandidate(ctx.db, offerId, userId);
  if (!found) {
    throw new AppError(Codes.OFFER_NOT_FOUND);
  }
  const { detail, mine, families } = found;
  const visible =
    detail.offer.estado === offerStates.ACTIVE &&
    detail.offer.eliminadaAt === null &&
    !detail.company.bloqueada &&
    visibleFamilies(families).includes(detail.offer.familia);
  if (!visible && !mine) {
    throw new AppError(Codes.OFFER_NOT_FOUND);
  }
  return { detail, mine, verificado: families?.verificado === true };
}

/** dameOferta/{id}: the full sheet with my application and its documents to sign. */
export async function getOfferSheet(
  ctx: AppContext,
  userId: number,
  offerId: number,
): Promise<OfferSheet> {
  const { detail, mine, verificado } = await findVisibleOffer(ctx, userId, offerId);
  const [documents, adhesion, brand] = await Promise.all([
    mine ? signaturesRepo.documentsOfApplication(ctx.db, mine.id) : Promise.resolve([]),
    detail.programme
      ? programmesRepo.findAdhesion(ctx.db, detail.programme.id, userId)
      : Promise.resolve(null),
    ctx.brand.get(),
  ]);
  return toOfferSheet(detail, {
    mine: mine ? toSummary(mine) : null,
    documents: documents.map(toDocumentToSign),
    adhesionSolicitada: adhesion !== null,
    soloDeLaUniversidad: onlyForTheUniversity(detail.offer, verificado, brand.accesoNoVerificados),
  });
}
