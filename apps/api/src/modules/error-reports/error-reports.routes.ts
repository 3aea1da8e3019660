import { envelopeSchema, errorReportBodySchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { envelope } from '../../plugins/envelope.ts';
import { reportClientError } from './error-reports.service.ts';

/** POST /api/Publico/reportaError: the web client's "send error info" (spec 000 §7–8). */
export const errorReportRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/Publico/reportaError',
      {
        // Public, but a valid token (when sent) identifies the user.
        config: { auth: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
        bodyLimit: 16 * 1024,
        schema: {
          tags: ['Plataforma'],
          body: errorReportBodySchema,
          response: { 200: envelopeSchema(z.object({ idInforme: z.number().int() })) },
        },
      },
      async (request) => {
        const userId = request.authUser?.id ?? null;
        const id = await reportClientError(ctx, request.body, userId, request.log);
        return envelope({ idInforme: id });
      },
    );
  };
