import {
  documentToSignSchema,
  envelopeSchema,
  signatureDocumentParamsSchema,
  signDocumentBodySchema,
  signDocumentResultSchema,
  signingLinkSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { pendingDocuments } from './pending-documents.service.ts';
import { getDocumentPdf, getSigningLink, signDocument } from './signatures.service.ts';

const config = { auth: 'alumno' as const };
const tags = ['Firma de documentos'];
const params = signatureDocumentParamsSchema;

/** Personal documents to sign (pre-enrolment, 108/109) with the built-in signature flow. */
export const signatureRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/Alumno/dameLinkFirmaDocumentoPersonal/:id',
      { config, schema: { tags, params, response: { 200: envelopeSchema(signingLinkSchema) } } },
      async (request) =>
        envelope(await getSigningLink(ctx, currentUser(request).id, request.params.id)),
    );
    app.get(
      '/api/Alumno/dameDocumentosPendientesFirma',
      {
        config,
        schema: {
          tags,
          response: {
            200: envelopeSchema(
              z.array(documentToSignSchema.extend({ oferta: z.string().nullable() })),
            ),
          },
        },
      },
      async (request) => envelope(await pendingDocuments(ctx, currentUser(request).id)),
    );
    app.get(
      '/api/Alumno/documentoFirma/:id',
      { config, schema: { tags, params, description: 'The PDF (application/pdf).' } },
      async (request, reply) => {
        const pdf = await getDocumentPdf(ctx, currentUser(request).id, request.params.id);
        return reply
          .type('application/pdf')
          .header(
            'content-disposition',
            `inline; filename="documento-${String(request.params.id)}.pdf"`,
          )
          .header('cache-control', 'private, no-store')
          .send(pdf.data);
      },
    );
    app.post(
      '/api/Alumno/firmarDocumentoPersonal/:id',
      {
        config,
        schema: {
          tags,
          params,
          body: signDocumentBodySchema,
          response: { 200: envelopeSchema(signDocumentResultSchema) },
        },
      },
      async (request) =>
        envelope(
          await signDocument(ctx, currentUser(request).id, request.params.id, {
            ip: request.ip,
            userAgent: request.headers['user-agent'] ?? '',
            sha256: request.body.sha256,
          }),
        ),
    );
  };
