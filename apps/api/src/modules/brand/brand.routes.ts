import { envelopeSchema, publicConfigSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { envelope } from '../../plugins/envelope.ts';

/** Brand settings and the maintenance flag, read by the web client before anything else. */
export const brandRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/Publico/dameConfiguracion',
      {
        config: { auth: 'public' },
        schema: { tags: ['Marca'], response: { 200: envelopeSchema(publicConfigSchema) } },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-cache');
        return envelope(await ctx.brand.get());
      },
    );
  };
