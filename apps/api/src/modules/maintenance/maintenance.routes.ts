import { envelopeSchema, godModeBodySchema, godModeSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { envelope } from '../../plugins/envelope.ts';
import { activateGodMode } from './maintenance.service.ts';

/** POST /api/Publico/activarModoDios: /gma2019 checks the maintenance key on the server. */
export const maintenanceRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/Publico/activarModoDios',
      {
        config: { auth: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags: ['Mantenimiento'],
          body: godModeBodySchema,
          response: { 200: envelopeSchema(godModeSchema) },
        },
      },
      async (request) => envelope(activateGodMode(ctx, request.body.clave)),
    );
  };
