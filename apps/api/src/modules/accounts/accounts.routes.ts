import { accountCalls as calls, Codes } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route, type RouteExtras } from '../../lib/calls.ts';
import { requestLanguage as language, say, sayCode } from '../../lib/language.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { requestCompanyAccount } from './company-requests.service.ts';
import {
  changeCandidatePassword,
  checkPasswordLink,
  passwordFromToken,
  requestCandidateReset,
  requestCompanyReset,
} from './passwords.service.ts';
import { confirmCandidateEmail, registerCandidate } from './registration.service.ts';

const emailConfirmed = {
  es: 'Tu correo electrónico está confirmado. Ya puedes iniciar sesión.',
  en: 'Your email address is confirmed. You can now sign in.',
} as const;

/** Registration, account requests and passwords; public calls limited like login. */
export const accountRoutes = (ctx: AppContext) => {
  const limited: RouteExtras = {
    rateLimit: { max: ctx.env.LOGIN_RATE_PER_MINUTE, timeWindow: '1 minute' },
  };
  return [
    route(
      calls.registerCandidate,
      async (request) => {
        await registerCandidate(ctx, request.body, language(request));
        return envelope(null, sayCode(request, Codes.CANDIDATE_REGISTERED));
      },
      limited,
    ),
    route(
      calls.confirmEmail,
      async (request) => {
        await confirmCandidateEmail(ctx, request.body);
        return envelope(null, say(request, emailConfirmed));
      },
      limited,
    ),
    route(
      calls.requestCompanyAccount,
      async (request) => {
        await requestCompanyAccount(ctx, request.body, language(request));
        // A request, not an account yet: the user exists only once the careers office approves.
        return envelope(null, sayCode(request, Codes.REQUEST_REGISTERED));
      },
      limited,
    ),
    route(
      calls.requestCandidateReset,
      async (request) => {
        await requestCandidateReset(ctx, request.body, language(request));
        return envelope(null, sayCode(request, Codes.RECOVERY_LINK_SENT));
      },
      limited,
    ),
    route(
      calls.requestCompanyReset,
      async (request) => {
        await requestCompanyReset(ctx, request.body, language(request));
        return envelope(null, sayCode(request, Codes.RECOVERY_LINK_SENT));
      },
      limited,
    ),
    route(
      calls.checkPasswordLink,
      async (request) => {
        await checkPasswordLink(ctx, request.body);
        return envelope(null);
      },
      limited,
    ),
    route(
      calls.resetCandidatePassword,
      async (request) => {
        await passwordFromToken(ctx, request.body, 'reset', 'alumno');
        return envelope(null, sayCode(request, Codes.CANDIDATE_PASSWORD_RESTORED));
      },
      limited,
    ),
    route(
      calls.resetCompanyPassword,
      async (request) => {
        await passwordFromToken(ctx, request.body, 'reset', 'empresa');
        return envelope(null, sayCode(request, Codes.PASSWORD_RESTORED));
      },
      limited,
    ),
    route(
      calls.setCompanyPassword,
      async (request) => {
        await passwordFromToken(ctx, request.body, 'set_password', 'empresa');
        return envelope(null, sayCode(request, Codes.PASSWORD_SET));
      },
      limited,
    ),
    route(calls.changeCandidatePassword, async (request) =>
      envelope(
        await changeCandidatePassword(ctx, currentUser(request), request.body),
        sayCode(request, Codes.PASSWORD_CHANGED),
      ),
    ),
  ];
};
