import { authCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route, type BoundRoute } from '../../lib/calls.ts';
import { envelope } from '../../plugins/envelope.ts';
import { listCompaniesOfUser, loginCandidate, loginCompany, loginStaff } from './auth.service.ts';

/** Login calls (spec 000 §7). Rate-limited per client address; failures throttled per pair. */
export const authRoutes = (ctx: AppContext): BoundRoute[] => {
  const extras = { rateLimit: { max: ctx.env.LOGIN_RATE_PER_MINUTE, timeWindow: '1 minute' } };
  return [
    route(
      calls.loginCandidate,
      async (request) => envelope(await loginCandidate(ctx, request.body, request.ip)),
      extras,
    ),
    route(
      calls.loginCompany,
      async (request) => envelope(await loginCompany(ctx, request.body, request.ip)),
      extras,
    ),
    route(
      calls.companiesOfUser,
      async (request) => envelope(await listCompaniesOfUser(ctx, request.body, request.ip)),
      extras,
    ),
    route(
      calls.loginStaff,
      async (request) => envelope(await loginStaff(ctx, request.body, request.ip)),
      extras,
    ),
  ];
};
