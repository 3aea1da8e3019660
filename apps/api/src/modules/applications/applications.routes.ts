import { applicationCalls as calls, Codes } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { requestLanguage as language, sayCode } from '../../lib/language.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { creditsWarning, internshipDataCheck } from './apply-checks.service.ts';
import { applyToOffer } from './apply.service.ts';
import { withdrawFromOffer } from './withdraw.service.ts';

/** Applying and withdrawing, and the checks shown before applying. */
export const applicationRoutes = (ctx: AppContext) => [
  route(calls.apply, async (request) => {
    const result = await applyToOffer(
      ctx,
      currentUser(request).id,
      request.body.urlOferta,
      language(request),
    );
    const code = result.cvGenerado ? Codes.GENERATED_CV_SENT : Codes.APPLICATION_REGISTERED;
    return envelope(result, sayCode(request, code));
  }),
  route(calls.withdraw, async (request) => {
    await withdrawFromOffer(ctx, currentUser(request).id, request.body.urlOferta);
    return envelope(null, sayCode(request, Codes.APPLICATION_WITHDRAWN));
  }),
  route(calls.creditsWarning, async (request) =>
    envelope(await creditsWarning(ctx, currentUser(request).id, request.params.id)),
  ),
  route(calls.internshipDataCheck, async (request) =>
    envelope(await internshipDataCheck(ctx, currentUser(request).id)),
  ),
];
