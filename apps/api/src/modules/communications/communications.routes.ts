import { communicationSchema, envelopeSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { envelope } from '../../plugins/envelope.ts';
import { listCommunications } from './communications.service.ts';

/** GET /{role}/dameComunicaciones (spec 001 §7 shared calls). */
export const communicationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    for (const [prefix, role] of [
      ['Alumno', 'alumno'],
      ['Empresa', 'empresa'],
    ] as const) {
      app.get(
        `/api/${prefix}/dameComunicaciones`,
        {
          config: { auth: role },
          schema: {
            tags: ['Comunicaciones'],
            response: { 200: envelopeSchema(z.array(communicationSchema)) },
          },
        },
        async () => envelope(await listCommunications(ctx, role)),
      );
    }
  };
