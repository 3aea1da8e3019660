import { companyOfferCalls as calls, Codes } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { sayCode } from '../../lib/language.ts';
import { currentCompanyId, currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { duplicateOffer, copyOfferToOppositeProfile } from './copy-offer.service.ts';
import { closeOffer, deleteOffer } from './offer-lifecycle.service.ts';
import { listOfferProgrammes } from './offer-programmes.service.ts';
import { getCompanyOfferSheet, getOfferAsStudent } from './offer-sheet.service.ts';
import { createOffer, getEditableOffer, updateOffer } from './save-offer.service.ts';

/**
 * The company's offers (company calls items 1–4): create, edit while pending,
 * close, delete, duplicate, copy to the opposite profile, and the sheets. The company always comes
 * from the token; an offer of another company answers 404 (code 4).
 */
export const companyOfferRoutes = (ctx: AppContext) => [
  route(calls.add, async (request) =>
    envelope(
      await createOffer(ctx, currentCompanyId(request), request.body),
      sayCode(request, Codes.OFFER_CREATED),
    ),
  ),
  route(calls.editable, async (request) =>
    envelope(await getEditableOffer(ctx, currentCompanyId(request), request.params.id)),
  ),
  route(calls.edit, async (request) =>
    envelope(
      await updateOffer(ctx, currentCompanyId(request), request.params.id, request.body),
      sayCode(request, Codes.OFFER_UPDATED),
    ),
  ),
  // The actions on one offer (body `{urlOferta}`), each answered with its success message.
  route(calls.close, async (request) =>
    envelope(
      await closeOffer(
        ctx,
        currentCompanyId(request),
        currentUser(request).id,
        request.body.urlOferta,
      ),
      sayCode(request, Codes.OFFER_CLOSED),
    ),
  ),
  route(calls.remove, async (request) =>
    envelope(
      await deleteOffer(
        ctx,
        currentCompanyId(request),
        currentUser(request).id,
        request.body.urlOferta,
      ),
      sayCode(request, Codes.OFFER_DELETED),
    ),
  ),
  route(calls.duplicate, async (request) =>
    envelope(
      await duplicateOffer(ctx, currentCompanyId(request), request.body.urlOferta),
      sayCode(request, Codes.OFFER_CREATED),
    ),
  ),
  route(calls.copyToOppositeProfile, async (request) =>
    envelope(
      await copyOfferToOppositeProfile(ctx, currentCompanyId(request), request.body.urlOferta),
      sayCode(request, Codes.OFFER_CREATED),
    ),
  ),
  route(calls.sheet, async (request) =>
    envelope(await getCompanyOfferSheet(ctx, currentCompanyId(request), request.params.id)),
  ),
  route(calls.programmes, async (request) =>
    envelope(await listOfferProgrammes(ctx, currentCompanyId(request))),
  ),
  route(calls.asStudent, async (request) =>
    envelope(await getOfferAsStudent(ctx, currentCompanyId(request), request.params.id)),
  ),
];
