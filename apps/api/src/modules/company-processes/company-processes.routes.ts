import {
  companyProcessItemSchema,
  companyProcessQuerySchema,
  envelopeSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { currentCompanyId } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { listCompanyProcesses } from './company-processes.service.ts';

/**
 * The company's offers (processes) with candidate counts, deadline, actions and the filters of
 * "my offers" (spec 001 §2 and §7 company GET calls).
 */
export const companyProcessRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/Empresa/dameProcesosEmpleoYpracticas',
      {
        config: { auth: 'empresa' },
        schema: {
          tags: ['Ofertas de la empresa'],
          querystring: companyProcessQuerySchema,
          response: { 200: envelopeSchema(z.array(companyProcessItemSchema)) },
        },
      },
      async (request) =>
        envelope(await listCompanyProcesses(ctx, currentCompanyId(request), request.query)),
    );
  };
