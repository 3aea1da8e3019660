import {
  envelopeSchema,
  loginBodySchema,
  sessionDataSchema,
  userCompanySchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { envelope } from '../../plugins/envelope.ts';
import { listCompaniesOfUser, loginCandidate, loginCompany, loginStaff } from './auth.service.ts';

const credentialsSchema = loginBodySchema.pick({ eUsuario: true, ePassword: true });
const sessionResponse = { 200: envelopeSchema(sessionDataSchema) };

/** Login calls (spec 000 §7). Rate-limited per client address; failures lock the account. */
export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const rateLimit = { max: ctx.env.LOGIN_RATE_PER_MINUTE, timeWindow: '1 minute' };
    const config = { auth: 'public' as const, rateLimit };

    app.post(
      '/api/Alumno/logaUsuario',
      {
        config,
        schema: { tags: ['Sesión'], body: loginBodySchema, response: sessionResponse },
      },
      async (request) => envelope(await loginCandidate(ctx, request.body)),
    );

    app.post(
      '/api/Empresa/logaUsuario',
      {
        config,
        schema: { tags: ['Sesión'], body: loginBodySchema, response: sessionResponse },
      },
      async (request) => envelope(await loginCompany(ctx, request.body)),
    );

    app.post(
      '/api/Empresa/dameEmpresasDelUsuario',
      {
        config,
        schema: {
          tags: ['Sesión'],
          body: loginBodySchema.partial({ eAmbito: true }),
          response: { 200: envelopeSchema(z.array(userCompanySchema)) },
        },
      },
      async (request) => envelope(await listCompaniesOfUser(ctx, request.body)),
    );

    app.post(
      '/api/Gestion/logaUsuario',
      {
        config,
        schema: { tags: ['Gestión'], body: credentialsSchema, response: sessionResponse },
      },
      async (request) => envelope(await loginStaff(ctx, request.body)),
    );
  };
