import { staffCalls as calls, staffOfferCalls as offerCalls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { requestLanguage as language, say } from '../../lib/language.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import { staffAct } from '../audit/staff-act.ts';
import { envelope } from '../../plugins/envelope.ts';
import {
  getStaffOffer,
  listStaffOffers,
  rejectOffer,
  validateOffer,
} from './staff-offers.service.ts';
import {
  closeStaffOffer,
  editPendingOffer,
  exportStaffOffers,
  requestOfferChanges,
} from './staff-offers-admin.service.ts';

/**
 * The careers office's back-office, role gestor: offers waiting for validation,
 * every offer with filters, validate (→ 2, visible to candidates) or reject with a reason (→ 4),
 * the company notified either way.
 */
export const staffOfferRoutes = (ctx: AppContext) => [
  route(calls.pendingOffers, async (request) =>
    envelope(await listStaffOffers(ctx, request.query, true)),
  ),
  route(calls.offers, async (request) => envelope(await listStaffOffers(ctx, request.query))),
  route(calls.offer, async (request) => envelope(await getStaffOffer(ctx, request.params.id))),
  route(calls.validateOffer, async (request) =>
    envelope(
      await validateOffer(ctx, staffAct(request), request.body.idOferta),
      say(request, {
        es: 'La oferta se ha validado y ya es visible para los candidatos.',
        en: 'The offer has been validated and candidates can now see it.',
      }),
    ),
  ),
  route(calls.rejectOffer, async (request) =>
    envelope(
      await rejectOffer(ctx, staffAct(request), request.body),
      say(request, {
        es: 'La oferta se ha rechazado. La empresa verá el motivo.',
        en: 'The offer has been rejected. The company will see the reason.',
      }),
    ),
  ),
];

/** /gestion/ofertas: beyond validate/reject (above). */
export const staffOfferAdminRoutes = (ctx: AppContext) => [
  route(offerCalls.edit, async (request) =>
    envelope(
      await editPendingOffer(ctx, staffAct(request), request.body),
      say(request, { es: 'La oferta se ha guardado.', en: 'The offer has been saved.' }),
    ),
  ),
  route(offerCalls.requestChanges, async (request) =>
    envelope(
      await requestOfferChanges(ctx, staffAct(request), request.body),
      say(request, {
        es: 'Se han pedido los cambios a la empresa.',
        en: 'The changes have been requested from the company.',
      }),
    ),
  ),
  route(offerCalls.close, async (request) =>
    envelope(
      await closeStaffOffer(ctx, staffAct(request), request.body.idOferta),
      say(request, { es: 'La oferta se ha cerrado.', en: 'The offer has been closed.' }),
    ),
  ),
  route(offerCalls.export, async (request, reply) =>
    sendPrivateFile(reply, await exportStaffOffers(ctx, request.query, language(request))),
  ),
];
