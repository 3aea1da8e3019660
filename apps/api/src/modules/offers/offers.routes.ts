import {
  envelopeSchema,
  offerListParamsSchema,
  offerListQuerySchema,
  offerListSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { countOffersForCandidate, listOffersForCandidate } from './offers.service.ts';

const config = { auth: 'alumno' as const };
const tags = ['Ofertas'];
const countResponse = { 200: envelopeSchema(z.number().int()) };

/** The candidate's offer lists and counters (spec 001 §7 candidate GET calls). */
export const offerRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/Alumno/dameOfertasUsuario/:tipo',
      {
        config,
        schema: {
          tags,
          params: offerListParamsSchema,
          querystring: offerListQuerySchema,
          response: { 200: envelopeSchema(offerListSchema) },
        },
      },
      async (request) =>
        envelope(
          await listOffersForCandidate(
            ctx,
            currentUser(request).id,
            request.params.tipo,
            request.query,
          ),
        ),
    );

    app.get(
      '/api/Alumno/dameNumOfertasEmpleoUsuario',
      { config, schema: { tags, response: countResponse } },
      async (request) =>
        envelope(await countOffersForCandidate(ctx, currentUser(request).id, ['empleo'])),
    );

    app.get(
      '/api/Alumno/dameNumOfertasPracticasUsuario',
      { config, schema: { tags, response: countResponse } },
      async (request) =>
        envelope(
          await countOffersForCandidate(ctx, currentUser(request).id, [
            'practicas',
            'practicastitulados',
          ]),
        ),
    );
  };
