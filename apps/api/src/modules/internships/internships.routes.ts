import {
  Codes,
  envelopeSchema,
  internshipDocumentBodySchema,
  internshipDocumentSchema,
  internshipFileBodySchema,
  internshipListQuerySchema,
  internshipSchema,
  requestedDocumentSchema,
  statusMessage,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../lib/language.ts';
import { currentUser } from '../../plugins/auth.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import { envelope } from '../../plugins/envelope.ts';
import {
  attachInternshipFile,
  deliverRequestedDocument,
  getInternshipFile,
  listMyInternships,
  listRequestedDocuments,
} from './internships.service.ts';

const config = { auth: 'alumno' as const };
const tags = ['Mis prácticas'];
const documentResponse = { 200: envelopeSchema(internshipDocumentSchema) };

/** My internships and their documents (001 §2 /mis-practicas, §7 candidate calls). */
export const internshipRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/Alumno/damePracticasAlumno',
      {
        config,
        schema: {
          tags,
          querystring: internshipListQuerySchema,
          response: { 200: envelopeSchema(z.array(internshipSchema)) },
        },
      },
      async (request) =>
        envelope(await listMyInternships(ctx, currentUser(request).id, request.query.tipo)),
    );
    app.get(
      '/api/Alumno/documentacionDeProcesosSolicitada',
      {
        config,
        schema: { tags, response: { 200: envelopeSchema(z.array(requestedDocumentSchema)) } },
      },
      async (request) => envelope(await listRequestedDocuments(ctx, currentUser(request).id)),
    );
    app.post(
      '/api/Alumno/addDocumentoPractica',
      { config, schema: { tags, body: internshipDocumentBodySchema, response: documentResponse } },
      async (request) => {
        const { idDocumento, ...upload } = request.body;
        const document = await deliverRequestedDocument(
          ctx,
          currentUser(request).id,
          idDocumento,
          upload,
        );
        return envelope(
          document,
          statusMessage(Codes.DOCUMENTS_ATTACHED, requestLanguage(request)).cuerpo,
        );
      },
    );
    app.post(
      '/api/Alumno/addFicheroPractica',
      { config, schema: { tags, body: internshipFileBodySchema, response: documentResponse } },
      async (request) => {
        const { idPractica, ...upload } = request.body;
        const document = await attachInternshipFile(
          ctx,
          currentUser(request).id,
          idPractica,
          upload,
        );
        return envelope(
          document,
          statusMessage(Codes.DOCUMENTS_ATTACHED, requestLanguage(request)).cuerpo,
        );
      },
    );
    app.get(
      '/api/Alumno/documentoPractica/:id',
      { config, schema: { tags, params: z.object({ id: z.coerce.number().int().positive() }) } },
      async (request, reply) => {
        const file = await getInternshipFile(ctx, currentUser(request).id, request.params.id);
        return sendPrivateFile(reply, file);
      },
    );
  };
