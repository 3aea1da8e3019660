import {
  applicationParamsSchema,
  candidateCvSchema,
  candidateDocumentParamsSchema,
  candidateExportQuerySchema,
  changeApplicationStateBodySchema,
  companyCandidateSchema,
  companyCandidatesQuerySchema,
  envelopeSchema,
  offerRefParamsSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { currentCompanyId, currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { changeApplicationState } from './change-application-state.service.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import {
  exportOfferCandidates,
  getCandidateCv,
  getCandidateDocumentFile,
  listOfferCandidates,
} from './company-candidates.service.ts';

const config = { auth: 'empresa' as const };
const tags = ['Candidatos de la empresa'];

/**
 * Candidates of the company's offers (issue 5 item 4): the list with read/unread and state filter,
 * the CV (dameCandidato, marks it read), state changes through the state machine, and the list as
 * CSV or XLSX. Only applications to the company's own offers: anything else answers 404.
 */
export const companyCandidateRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/Empresa/dameCandidatosProceso/:id',
      {
        config,
        schema: {
          tags,
          params: offerRefParamsSchema,
          querystring: companyCandidatesQuerySchema,
          response: { 200: envelopeSchema(z.array(companyCandidateSchema)) },
        },
      },
      async (request) =>
        envelope(
          await listOfferCandidates(
            ctx,
            currentCompanyId(request),
            request.params.id,
            request.query,
          ),
        ),
    );
    app.get(
      '/api/Empresa/exportaCandidatosProceso/:id',
      {
        config,
        schema: {
          tags,
          description: 'The candidate list as a file (CSV or XLSX), not an envelope.',
          params: offerRefParamsSchema,
          querystring: candidateExportQuerySchema,
        },
      },
      async (request, reply) => {
        const file = await exportOfferCandidates(
          ctx,
          currentCompanyId(request),
          request.params.id,
          request.query,
        );
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.body);
      },
    );
    app.get(
      '/api/Empresa/dameCandidato/:id',
      {
        config,
        schema: {
          tags,
          params: applicationParamsSchema,
          response: { 200: envelopeSchema(candidateCvSchema) },
        },
      },
      async (request) =>
        envelope(await getCandidateCv(ctx, currentCompanyId(request), request.params.id)),
    );
    app.get(
      '/api/Empresa/documentoCandidato/:idCandidatura/:idDocumento',
      {
        config,
        schema: {
          tags,
          description: "The candidate's own CV or academic record, as a file.",
          params: candidateDocumentParamsSchema,
        },
      },
      async (request, reply) => {
        const file = await getCandidateDocumentFile(
          ctx,
          currentCompanyId(request),
          request.params.idCandidatura,
          request.params.idDocumento,
        );
        return sendPrivateFile(reply, file);
      },
    );
    app.post(
      '/api/Empresa/cambiaEstadoCandidatura',
      {
        config,
        schema: {
          tags,
          body: changeApplicationStateBodySchema,
          response: { 200: envelopeSchema(companyCandidateSchema) },
        },
      },
      async (request) =>
        envelope(
          await changeApplicationState(
            ctx,
            currentCompanyId(request),
            currentUser(request).id,
            request.body,
          ),
        ),
    );
  };
