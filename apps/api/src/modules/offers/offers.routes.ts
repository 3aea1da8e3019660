import {
  envelopeSchema,
  fittingOfferListQuerySchema,
  fittingOfferListSchema,
  offerListParamsSchema,
  offerListQuerySchema,
  offerListSchema,
  offerRefParamsSchema,
  offerSheetSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { listFittingOffers } from './offer-fit.service.ts';
import { getOfferSheet } from './offer-sheet.service.ts';
import { countOffersForCandidate, listOffersForCandidate } from './offers.service.ts';

const config = { auth: 'alumno' as const };
const tags = ['Ofertas'];
const countResponse = { 200: envelopeSchema(z.number().int()) };

/** The candidate's offer lists, sheet, fit ranking and counters (spec 001 §7 candidate GETs). */
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
      '/api/Alumno/dameOferta/:id',
      {
        config,
        schema: {
          tags,
          params: offerRefParamsSchema,
          response: { 200: envelopeSchema(offerSheetSchema) },
        },
      },
      async (request) =>
        envelope(await getOfferSheet(ctx, currentUser(request).id, request.params.id)),
    );

    app.get(
      '/api/Alumno/ofertasEncajanConUsuario',
      {
        config,
        schema: {
          tags,
          querystring: fittingOfferListQuerySchema,
          response: { 200: envelopeSchema(fittingOfferListSchema) },
        },
      },
      async (request) =>
        envelope(await listFittingOffers(ctx, currentUser(request).id, request.query)),
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
