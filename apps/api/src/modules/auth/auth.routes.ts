import { authCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route, type BoundRoute } from '../../lib/calls.ts';
import { requestLanguage } from '../../lib/language.ts';
import { envelope } from '../../plugins/envelope.ts';
import { rememberSessionLanguage } from '../users/user-language.ts';
import { listCompaniesOfUser, loginCandidate, loginCompany, loginStaff } from './auth.service.ts';

/**
 * Login calls. Rate-limited per client address; failures throttled per pair. The
 * language of the sign-in becomes the user's language for notifications and mails.
 */
export const authRoutes = (ctx: AppContext): BoundRoute[] => {
  const extras = { rateLimit: { max: ctx.env.LOGIN_RATE_PER_MINUTE, timeWindow: '1 minute' } };
  const signedIn = async <S extends { token: string }>(
    request: Parameters<typeof requestLanguage>[0],
    session: S,
  ) => {
    await rememberSessionLanguage(ctx, session, requestLanguage(request));
    return envelope(session);
  };
  return [
    route(
      calls.loginCandidate,
      async (request) => signedIn(request, await loginCandidate(ctx, request.body, request.ip)),
      extras,
    ),
    route(
      calls.loginCompany,
      async (request) => signedIn(request, await loginCompany(ctx, request.body, request.ip)),
      extras,
    ),
    route(
      calls.companiesOfUser,
      async (request) => envelope(await listCompaniesOfUser(ctx, request.body, request.ip)),
      extras,
    ),
    route(
      calls.loginStaff,
      async (request) => signedIn(request, await loginStaff(ctx, request.body, request.ip)),
      extras,
    ),
  ];
};
