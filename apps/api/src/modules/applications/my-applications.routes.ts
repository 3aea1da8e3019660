import {
  applicationIdParamsSchema,
  applicationListQuerySchema,
  applicationListSchema,
  applicationOrderBodySchema,
  applicationSheetSchema,
  applicationsByStateSchema,
  Codes,
  envelopeSchema,
  offerActionBodySchema,
  preEnrolmentResultSchema,
  rejectPreEnrolmentBodySchema,
  statusMessage,
  type OfferFamily,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requestLanguage as language } from '../../lib/language.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import {
  getMyApplication,
  listMyApplications,
  listMyInternshipApplicationsByState,
  reorderMyApplications,
} from './my-applications.service.ts';
import { acceptPreEnrolment, rejectPreEnrolment } from './pre-enrolment.service.ts';

const config = { auth: 'alumno' as const };
const tags = ['Candidaturas'];
const lists: [string, OfferFamily[]][] = [
  ['Empleo', ['empleo']],
  ['Practicas', ['practicas']],
  ['PracticasTitulados', ['practicastitulados']],
];

/** My applications, the application sheet, order of preference and pre-enrolment answers. */
export const myApplicationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    for (const [name, familias] of lists) {
      app.get(
        `/api/Alumno/dameCandidaturas${name}Usuario`,
        {
          config,
          schema: {
            tags,
            querystring: applicationListQuerySchema,
            response: { 200: envelopeSchema(applicationListSchema) },
          },
        },
        async (request) =>
          envelope(await listMyApplications(ctx, currentUser(request).id, familias, request.query)),
      );
    }
    app.get(
      '/api/Alumno/dameCandidaturasPracticasUsuarioPorEstados',
      {
        config,
        schema: {
          tags,
          querystring: applicationListQuerySchema,
          response: { 200: envelopeSchema(applicationsByStateSchema) },
        },
      },
      async (request) =>
        envelope(
          await listMyInternshipApplicationsByState(ctx, currentUser(request).id, request.query),
        ),
    );
    app.get(
      '/api/Alumno/dameCandidatura/:id',
      {
        config,
        schema: {
          tags,
          params: applicationIdParamsSchema,
          response: { 200: envelopeSchema(applicationSheetSchema) },
        },
      },
      async (request) =>
        envelope(await getMyApplication(ctx, currentUser(request).id, request.params.id)),
    );
    app.post(
      '/api/Alumno/editOrdenCandidaturasAlumno',
      {
        config,
        schema: {
          tags,
          body: applicationOrderBodySchema,
          response: { 200: envelopeSchema(z.array(z.number().int())) },
        },
      },
      async (request) =>
        envelope(
          await reorderMyApplications(ctx, currentUser(request).id, request.body.candidaturas),
        ),
    );
    app.post(
      '/api/Alumno/aceptarPreinscripcion',
      {
        config,
        schema: {
          tags,
          description: 'status 0 (519), or 108 with the documents to sign in datos (HTTP 200).',
          body: offerActionBodySchema,
          response: { 200: envelopeSchema(preEnrolmentResultSchema) },
        },
      },
      async (request) => {
        const { result, status } = await acceptPreEnrolment(
          ctx,
          currentUser(request).id,
          request.body.urlOferta,
        );
        const code =
          status === 108 ? Codes.DOCUMENTS_PENDING_SIGNATURE : Codes.PRE_ENROLMENT_RESPONSE_SAVED;
        return envelope(result, statusMessage(code, language(request)).cuerpo, status);
      },
    );
    app.post(
      '/api/Alumno/rechazarPreinscripcion',
      {
        config,
        schema: {
          tags,
          body: rejectPreEnrolmentBodySchema,
          response: { 200: envelopeSchema(preEnrolmentResultSchema) },
        },
      },
      async (request) =>
        envelope(
          await rejectPreEnrolment(
            ctx,
            currentUser(request).id,
            request.body.urlOferta,
            request.body.idMotivo,
          ),
          statusMessage(Codes.PRE_ENROLMENT_RESPONSE_SAVED, language(request)).cuerpo,
        ),
    );
  };
