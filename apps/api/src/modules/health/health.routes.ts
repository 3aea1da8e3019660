import { envelopeSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { envelope } from '../../plugins/envelope.ts';
import { appVersion } from '../../version.ts';

const healthSchema = z.object({
  baseDeDatos: z.enum(['ok', 'error']),
  motor: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

/** Liveness and database state, for load balancers and the bench baseline. */
export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['Sistema'],
          response: { 200: envelopeSchema(healthSchema), 503: envelopeSchema(healthSchema) },
        },
      },
      async (_request, reply) => {
        const ok = await ctx.database.ping().catch(() => false);
        const datos = {
          baseDeDatos: ok ? 'ok' : 'error',
          motor: ctx.database.kind,
          version: appVersion,
        } as const;
        if (!ok) {
          return reply.code(503).send(envelope(datos, 'Base de datos no disponible', 500));
        }
        return envelope(datos);
      },
    );
  };
