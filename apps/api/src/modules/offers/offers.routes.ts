import { offerCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { listFittingOffers } from './offer-fit.service.ts';
import { requestLanguage } from '../../lib/language.ts';
import { getOfferSheet } from './offer-sheet.service.ts';
import { countOffersForCandidate, listOffersForCandidate } from './offers.service.ts';

/** The candidate's offer lists, sheet, fit ranking and counters (candidate GETs). */
export const offerRoutes = (ctx: AppContext) => [
  route(calls.list, async (request) =>
    envelope(
      await listOffersForCandidate(
        ctx,
        currentUser(request).id,
        request.params.tipo,
        request.query,
      ),
    ),
  ),
  route(calls.sheet, async (request) =>
    envelope(await getOfferSheet(ctx, currentUser(request).id, request.params.id)),
  ),
  route(calls.fitting, async (request) =>
    envelope(
      await listFittingOffers(
        ctx,
        currentUser(request).id,
        request.query,
        requestLanguage(request),
      ),
    ),
  ),
  route(calls.countEmployment, async (request) =>
    envelope(await countOffersForCandidate(ctx, currentUser(request).id, ['empleo'])),
  ),
  route(calls.countInternships, async (request) =>
    envelope(
      await countOffersForCandidate(ctx, currentUser(request).id, [
        'practicas',
        'practicastitulados',
      ]),
    ),
  ),
];
