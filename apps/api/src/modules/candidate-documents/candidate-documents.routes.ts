import {
  candidateDocumentSchema,
  candidateDocumentUploadSchema,
  Codes,
  envelopeSchema,
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
  addMyDocument,
  getMyDocumentFile,
  listMyDocuments,
} from './candidate-documents.service.ts';

const config = { auth: 'alumno' as const };
const tags = ['Documentos del candidato'];

/** The candidate's own documents (CV documents of 001 §3; the ones code 11 asks for). */
export const candidateDocumentRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/Alumno/dameDocumentosCandidato',
      {
        config,
        schema: { tags, response: { 200: envelopeSchema(z.array(candidateDocumentSchema)) } },
      },
      async (request) => envelope(await listMyDocuments(ctx, currentUser(request).id)),
    );
    app.post(
      '/api/Alumno/addDoc',
      {
        config,
        schema: {
          tags,
          body: candidateDocumentUploadSchema,
          response: { 200: envelopeSchema(candidateDocumentSchema) },
        },
      },
      async (request) =>
        envelope(
          await addMyDocument(ctx, currentUser(request).id, request.body),
          statusMessage(Codes.DOCUMENTS_ATTACHED, requestLanguage(request)).cuerpo,
        ),
    );
    app.get(
      '/api/Alumno/documentoCandidato/:id',
      { config, schema: { tags, params: z.object({ id: z.coerce.number().int().positive() }) } },
      async (request, reply) => {
        const file = await getMyDocumentFile(ctx, currentUser(request).id, request.params.id);
        return sendPrivateFile(reply, file);
      },
    );
  };
