import {
  Codes,
  envelopeSchema,
  programmeDetailSchema,
  programmeRefParamsSchema,
  statusMessage,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../lib/language.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { getProgrammeDetail, requestAdhesion } from './programmes.service.ts';

const config = { auth: 'alumno' as const };
const schema = {
  tags: ['Programas'],
  params: programmeRefParamsSchema,
  response: { 200: envelopeSchema(programmeDetailSchema) },
};

/** A candidate's view of a practice programme and adhesion to it (001 §4, §7). */
export const programmeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/Alumno/detallePrograma/:id', { config, schema }, async (request) =>
      envelope(await getProgrammeDetail(ctx, currentUser(request).id, request.params.id)),
    );
    app.post('/api/Alumno/solicitaAdhesionPrograma/:id', { config, schema }, async (request) =>
      envelope(
        await requestAdhesion(ctx, currentUser(request).id, request.params.id),
        statusMessage(Codes.ENROLMENT_CONFIRMED, requestLanguage(request)).cuerpo,
      ),
    );
  };
