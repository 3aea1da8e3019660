import formbody from '@fastify/formbody';
import { accountCalls as calls, Codes, pathFor } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { registerRoutes, route, type BoundRoute, type RouteExtras } from '../../lib/calls.ts';
import { requestLanguage as language } from '../../lib/language.ts';
import { envelope } from '../../plugins/envelope.ts';
import { ssoProviderOf } from './sso.provider.ts';
import {
  linkIdentity,
  samlMetadata,
  signInWithAnswer,
  ssoStatus,
  startSso,
} from './sso.service.ts';

/** Single sign-on with the university account: OpenID Connect or SAML 2.0. */
export const ssoRoutes = (ctx: AppContext): BoundRoute[] => {
  // Build the provider now: a protocol with missing settings stops the start-up.
  ssoProviderOf(ctx);
  const limited: RouteExtras = {
    rateLimit: { max: ctx.env.LOGIN_RATE_PER_MINUTE, timeWindow: '1 minute' },
  };
  return [
    route(calls.ssoStatus, async () => Promise.resolve(envelope(ssoStatus(ctx)))),
    route(
      calls.ssoStart,
      async (request) => envelope(await startSso(ctx, request.body, language(request))),
      limited,
    ),
    route(
      calls.ssoAnswer,
      async (request) =>
        envelope(await signInWithAnswer(ctx, request.body.respuesta, language(request))),
      limited,
    ),
    route(
      calls.ssoLink,
      async (request) =>
        envelope(await linkIdentity(ctx, request.body, request.ip, language(request))),
      limited,
    ),
    route(calls.samlMetadata, async (_request, reply) => {
      const xml = samlMetadata(ctx);
      if (xml === null) {
        throw new AppError(Codes.NOT_FOUND);
      }
      return reply.header('content-type', 'application/samlmetadata+xml').send(xml);
    }),
  ];
};

/**
 * The SAML assertion consumer service, in its own scope: the only route that reads an
 * application/x-www-form-urlencoded body (the HTTP-POST binding). It decides nothing: the browser
 * goes to /acceso with the answer in the URL fragment, and that page posts it as `respuesta`.
 */
export const ssoFormScope = (ctx: AppContext) => async (scope: FastifyInstance) => {
  await scope.register(formbody, { bodyLimit: 200_000 });
  registerRoutes(scope, [
    route(
      calls.samlAssertionConsumer,
      async (request, reply) => {
        const fragment = new URLSearchParams({
          SAMLResponse: request.body.SAMLResponse,
          ...(request.body.RelayState ? { RelayState: request.body.RelayState } : {}),
        });
        return reply.redirect(`${pathFor('acceso')}#${fragment.toString()}`, 303);
      },
      { rateLimit: { max: ctx.env.LOGIN_RATE_PER_MINUTE, timeWindow: '1 minute' } },
    ),
  ]);
};
