import { envelopeSchema, surveyCardSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { listPendingSurveys } from './surveys.service.ts';

const response = { 200: envelopeSchema(z.array(surveyCardSchema)) };
const tags = ['Encuestas'];

/** Pending surveys by role (spec 000 §7: dameEncuestasUsuario, dameEncuestas). */
export const surveyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/Alumno/dameEncuestasUsuario',
      { config: { auth: 'alumno' }, schema: { tags, response } },
      async (request) => envelope(await listPendingSurveys(ctx, currentUser(request).id, 'alumno')),
    );
    app.get(
      '/api/Empresa/dameEncuestas',
      { config: { auth: 'empresa' }, schema: { tags, response } },
      async (request) =>
        envelope(await listPendingSurveys(ctx, currentUser(request).id, 'empresa')),
    );
  };
