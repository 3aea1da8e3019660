import { profileCheckCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { currentCompanyId, currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import {
  candidateLacksMandatoryData,
  companyContactLacksData,
  companyLacksData,
} from './profile-checks.service.ts';

/** Missing-data checks behind the blocking overlays. */
export const profileCheckRoutes = (ctx: AppContext) => [
  route(calls.candidateMissingData, async (request) =>
    envelope(await candidateLacksMandatoryData(ctx, currentUser(request).id)),
  ),
  route(calls.companyMissingData, async (request) =>
    envelope(await companyLacksData(ctx, currentCompanyId(request))),
  ),
  route(calls.contactMissingData, async (request) =>
    envelope(
      await companyContactLacksData(ctx, currentUser(request).id, currentCompanyId(request)),
    ),
  ),
];
