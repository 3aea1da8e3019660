import {
  applyResultSchema,
  Codes,
  creditsWarningSchema,
  envelopeSchema,
  internshipDataCheckSchema,
  offerActionBodySchema,
  offerRefParamsSchema,
  statusMessage,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requestLanguage as language } from '../../lib/language.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { creditsWarning, internshipDataCheck } from './apply-checks.service.ts';
import { applyToOffer } from './apply.service.ts';
import { withdrawFromOffer } from './withdraw.service.ts';

const config = { auth: 'alumno' as const };
const tags = ['Candidaturas'];

/** Applying and withdrawing, and the checks shown before applying (001 §4, §7, §8). */
export const applicationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/Alumno/inscribirse',
      {
        config,
        schema: {
          tags,
          description:
            'Rules in order: 4, 10, 92, 18/19, 80, 52, 34, 106, 518, 54, 55, 11, 58, 91, 93, 17, 103, then the European-programme eligibility check (80 / 515); nothing is written when refused.',
          body: offerActionBodySchema,
          response: { 200: envelopeSchema(applyResultSchema) },
        },
      },
      async (request) =>
        envelope(
          await applyToOffer(ctx, currentUser(request).id, request.body.urlOferta),
          statusMessage(Codes.APPLICATION_REGISTERED, language(request)).cuerpo,
        ),
    );

    app.post(
      '/api/Alumno/desinscribirse',
      {
        config,
        schema: { tags, body: offerActionBodySchema, response: { 200: envelopeSchema(z.null()) } },
      },
      async (request) => {
        await withdrawFromOffer(ctx, currentUser(request).id, request.body.urlOferta);
        return envelope(null, statusMessage(Codes.APPLICATION_WITHDRAWN, language(request)).cuerpo);
      },
    );

    app.get(
      '/api/Alumno/sacaAvisoDeMinimoDeCreditosParaInscribirse/:id',
      {
        config,
        schema: {
          tags,
          params: offerRefParamsSchema,
          response: { 200: envelopeSchema(creditsWarningSchema) },
        },
      },
      async (request) =>
        envelope(await creditsWarning(ctx, currentUser(request).id, request.params.id)),
    );

    app.get(
      '/api/Alumno/faltaDatosNecesariosPorPractica',
      { config, schema: { tags, response: { 200: envelopeSchema(internshipDataCheckSchema) } } },
      async (request) => envelope(await internshipDataCheck(ctx, currentUser(request).id)),
    );
  };
