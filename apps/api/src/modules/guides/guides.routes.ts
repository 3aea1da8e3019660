import { envelopeSchema, guideSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { envelope } from '../../plugins/envelope.ts';
import { listOrientationGuides } from './guides.service.ts';

/** GET /api/Alumno/dameGuiaOrientacion (spec 001 §7 candidate GET calls). */
export const guideRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/Alumno/dameGuiaOrientacion',
      {
        config: { auth: 'alumno' },
        schema: { tags: ['Orientación'], response: { 200: envelopeSchema(z.array(guideSchema)) } },
      },
      async () => envelope(await listOrientationGuides(ctx)),
    );
  };
