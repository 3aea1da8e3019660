import {
  Codes,
  envelopeSchema,
  eventEnrolmentBodySchema,
  eventEnrolmentResultSchema,
  eventItemSchema,
  eventRefParamsSchema,
  eventSheetSchema,
  statusMessage,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { enrolInEvent, getEventSheet, listEvents } from './events.service.ts';

const tags = ['Eventos'];
const sheetSchema = {
  tags,
  params: eventRefParamsSchema,
  response: { 200: envelopeSchema(eventSheetSchema) },
};
const language = (request: FastifyRequest) =>
  request.headers['accept-language']?.startsWith('en') ? 'en' : 'es';

/** Events: list, sheet (candidate and public) and enrolment (spec 000 §7, 001 §7). */
export const eventRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/Alumno/dameEventos',
      {
        config: { auth: 'alumno' },
        schema: { tags, response: { 200: envelopeSchema(z.array(eventItemSchema)) } },
      },
      async (request) => envelope(await listEvents(ctx, currentUser(request).id)),
    );
    app.get(
      '/api/Alumno/dameFichaEvento/:id',
      { config: { auth: 'alumno' }, schema: sheetSchema },
      async (request) =>
        envelope(
          await getEventSheet(ctx, request.params.id, { candidateId: currentUser(request).id }),
        ),
    );
    app.get(
      '/api/Publico/dameFichaEvento/:id',
      { config: { auth: 'public' }, schema: sheetSchema },
      async (request) => envelope(await getEventSheet(ctx, request.params.id, 'public')),
    );
    app.post(
      '/api/Alumno/inscribirseEnEvento',
      {
        config: { auth: 'alumno' },
        schema: {
          tags,
          body: eventEnrolmentBodySchema,
          response: { 200: envelopeSchema(eventEnrolmentResultSchema) },
        },
      },
      async (request) => {
        const result = await enrolInEvent(ctx, currentUser(request).id, request.body.idEvento);
        return envelope(result, statusMessage(Codes.ENROLMENT_CONFIRMED, language(request)).cuerpo);
      },
    );
  };
