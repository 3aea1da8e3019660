import { privacyCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route, type BoundRoute } from '../../lib/calls.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { acceptPrivacyText, currentPrivacyText } from './privacy.service.ts';

/** Data-protection (RGPD) text and its acceptance (Session). */
export const privacyRoutes = (ctx: AppContext): BoundRoute[] => [
  ...[calls.currentTextCandidate, calls.currentTextCompany].map((call) =>
    route(call, async () => envelope(await currentPrivacyText(ctx))),
  ),
  ...[calls.acceptCandidate, calls.acceptCompany].map((call) =>
    route(call, async (request) => envelope(await acceptPrivacyText(ctx, currentUser(request)))),
  ),
];
