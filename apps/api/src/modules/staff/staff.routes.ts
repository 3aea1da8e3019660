import { staffCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { staffAct } from './staff-act.ts';
import { envelope } from '../../plugins/envelope.ts';
import { listPendingCompanies, validateCompany } from './staff-companies.service.ts';
import {
  getStaffOffer,
  listStaffOffers,
  rejectOffer,
  validateOffer,
} from './staff-offers.service.ts';

/**
 * The careers office's back-office, role gestor: offers waiting for validation,
 * every offer with filters, validate (→ 2, visible to candidates) or reject with a reason (→ 4),
 * the company notified either way; companies waiting for validation.
 */
export const staffRoutes = (ctx: AppContext) => [
  route(calls.pendingOffers, async (request) =>
    envelope(await listStaffOffers(ctx, request.query, true)),
  ),
  route(calls.offers, async (request) => envelope(await listStaffOffers(ctx, request.query))),
  route(calls.offer, async (request) => envelope(await getStaffOffer(ctx, request.params.id))),
  route(calls.validateOffer, async (request) =>
    envelope(
      await validateOffer(ctx, staffAct(request), request.body.idOferta),
      'La oferta se ha validado y ya es visible para los candidatos.',
    ),
  ),
  route(calls.rejectOffer, async (request) =>
    envelope(
      await rejectOffer(ctx, staffAct(request), request.body),
      'La oferta se ha rechazado. La empresa verá el motivo.',
    ),
  ),
  route(calls.pendingCompanies, async () => envelope(await listPendingCompanies(ctx))),
  route(calls.validateCompany, async (request) => {
    await validateCompany(ctx, staffAct(request), request.body.idEmpresa);
    return envelope(null, 'La empresa se ha validado.');
  }),
];
