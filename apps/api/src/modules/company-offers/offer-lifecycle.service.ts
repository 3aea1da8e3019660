import {
  ApplicationState,
  Codes,
  offerStateNames,
  offerStates,
  pathFor,
  type OfferClosed,
  type OfferDeleted,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { tryTransitionApplication } from '../application-states/application-state.service.ts';
import { openApplicationIds } from '../application-states/application-states.repository.ts';
import type { OfferRow } from '../offers/offers.table.ts';
import { isClosable } from './company-offers.policy.ts';
import * as repo from './company-offers.repository.ts';
import { ownedOffer } from './save-offer.service.ts';
import { type Send, sendInBackground } from '../../lib/send-in-background.ts';

/** Who closed an offer, as the candidate's notice names them in each language. */
export interface ClosedBy {
  es: string;
  en: string;
}

/**
 * Moves the offer's open applications to 9 "Oferta cerrada" and tells each candidate, inside the
 * caller's transaction; returns how many moved and the emails to send after the commit.
 */
export async function closeApplicationsAndNotify(
  ctx: AppContext,
  tx: Db,
  offer: OfferRow,
  closedBy: ClosedBy,
  userId: number,
): Promise<{ moved: number; emails: Send[] }> {
  const emails: Send[] = [];
  let moved = 0;
  // One by one through the state machine (each row locked in id order): an application the
  // candidate withdrew meanwhile is no longer open and stays as it is.
  for (const applicationId of await openApplicationIds(tx, offer.id)) {
    const outcome = await tryTransitionApplication(ctx, tx, {
      target: { applicationId },
      actor: 'offer-closing',
      to: ApplicationState.OFFER_CLOSED,
      by: userId,
      notice: (application) => ({
        titulo: 'Oferta cerrada',
        texto: `${closedBy.es} ha cerrado la oferta «${offer.titulo}». Tu candidatura queda en estado «Oferta cerrada».`,
        en: {
          titulo: 'Offer closed',
          texto: `${closedBy.en} has closed the offer “${offer.titulo}”. Your application is now “Offer closed”.`,
        },
        urlAcceso: pathFor('ficha_candidatura', { id: application.id }),
      }),
    });
    if (outcome.ok) {
      moved += 1;
      emails.push(outcome.send);
    }
  }
  return { moved, emails };
}

async function companyName(ctx: AppContext, companyId: number): Promise<ClosedBy> {
  const name = (await repo.findCompany(ctx.db, companyId))?.nombreComercial;
  return name === undefined ? { es: 'La empresa', en: 'The company' } : { es: name, en: name };
}

/** cerrarOferta (511): an active offer is closed; its open applications go to 9. */
export async function closeOffer(
  ctx: AppContext,
  companyId: number,
  userId: number,
  offerId: number,
): Promise<OfferClosed> {
  const offer = await ownedOffer(ctx, companyId, offerId);
  const refuse = () =>
    offer.estado === offerStates.REJECTED
      ? conflict('Una oferta rechazada no se puede cerrar.', 'A rejected offer cannot be closed.')
      : offer.estado === offerStates.PENDING
        ? conflict(
            'Una oferta pendiente de validación no se puede cerrar.',
            'An offer awaiting validation cannot be closed.',
          )
        : conflict('La oferta ya está cerrada.', 'The offer is already closed.');
  if (!isClosable(offer)) {
    throw refuse();
  }
  const name = await companyName(ctx, companyId);
  const { moved, emails } = await ctx.db.transaction(async (tx) => {
    if (!(await repo.closeOfferRow(tx, offer.id))) {
      throw refuse();
    }
    return closeApplicationsAndNotify(ctx, tx, offer, name, userId);
  });
  sendInBackground(...emails);
  return {
    idOferta: offer.id,
    idEstado: offerStates.CLOSED,
    Estado: offerStateNames[offerStates.CLOSED] ?? 'Cerrada',
    candidaturasCerradas: moved,
  };
}

/**
 * deleteOferta (516, brand flag canBorrarOferta): the offer disappears from the company's lists;
 * a live one is closed first, so its candidates keep their application, now "Oferta cerrada".
 */
export async function deleteOffer(
  ctx: AppContext,
  companyId: number,
  userId: number,
  offerId: number,
): Promise<OfferDeleted> {
  if (!(await ctx.brand.get()).canBorrarOferta) {
    throw new AppError(Codes.FORBIDDEN);
  }
  const offer = await ownedOffer(ctx, companyId, offerId);
  const name = await companyName(ctx, companyId);
  const { moved, emails } = await ctx.db.transaction(async (tx) => {
    if (!(await repo.markDeleted(tx, offer.id, offer.estado))) {
      throw new AppError(Codes.OFFER_NOT_FOUND);
    }
    return closeApplicationsAndNotify(ctx, tx, offer, name, userId);
  });
  sendInBackground(...emails);
  return { idOferta: offer.id, candidaturasCerradas: moved };
}
