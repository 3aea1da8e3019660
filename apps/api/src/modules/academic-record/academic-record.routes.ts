import type { Readable } from 'node:stream';
import { academicRecordCalls as calls, Codes } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { registerRoutes, route } from '../../lib/calls.ts';
import { requestLanguage as language, say } from '../../lib/language.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import { csvTable } from '../../lib/table-export.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { deleteDegreeCode, listDegreeCodes, saveDegreeCode } from './degree-codes.service.ts';
import { createToken, listTokens, revokeToken } from './integration-tokens.service.ts';
import { settleActivations } from './record-activation.ts';
import { confirmImport, discardImport } from './record-import-confirm.service.ts';
import {
  importDetail,
  importHistory,
  importLeavers,
  importRefusals,
  runningImport,
} from './record-import-queries.ts';
import { importRecordFile, type ImportActor } from './record-import.service.ts';
import { leaversReport, refusalsReport, type RecordReport } from './record-import.mapper.ts';

/** The staff administrator or the integration token behind an import call. */
function actorOf(request: Pick<FastifyRequest, 'authUser' | 'integration'>): ImportActor {
  if (request.integration) {
    const { tokenId, nombre } = request.integration;
    return { userId: null, tokenId, autor: `Integración: ${nombre}`, email: `token:${nombre}` };
  }
  const user = currentUser(request);
  return {
    userId: user.id,
    tokenId: null,
    autor: `${user.nombre} ${user.apellidos}`.trim(),
    email: user.email,
  };
}

/** A report of an import as CSV, named after the file it read: `<what>-<file>.csv`. */
const sendReport = (reply: FastifyReply, fichero: string, report: RecordReport) =>
  sendPrivateFile(reply, {
    data: csvTable(report),
    mime: 'text/csv; charset=utf-8',
    nombre: `${report.name}-${fichero.replace(/\.[^.]*$/, '')}.csv`,
  });

/** The academic record's calls but the import itself (it reads a raw body: its own scope). */
export const academicRecordRoutes = (ctx: AppContext) => [
  route(calls.confirm, async (request) =>
    envelope(
      await confirmImport(
        ctx,
        actorOf(request),
        request.params.id,
        request.body.omitirRechazadas,
        language(request),
      ),
    ),
  ),
  route(calls.discard, async (request) =>
    envelope(await discardImport(ctx, actorOf(request), request.params.id, language(request))),
  ),
  route(calls.list, async (request) =>
    envelope(await importHistory(ctx, request.query.pagina, language(request))),
  ),
  route(calls.running, async (request) => envelope(await runningImport(ctx, language(request)))),
  route(calls.detail, async (request) =>
    envelope(await importDetail(ctx, request.params.id, language(request))),
  ),
  route(calls.refusedReport, async (request, reply) => {
    const lang = language(request);
    const report = await importRefusals(ctx, request.params.id, lang);
    return sendReport(reply, report.fichero, refusalsReport(report.rechazadas, lang));
  }),
  route(calls.leaversReport, async (request, reply) => {
    const lang = language(request);
    const report = await importLeavers(ctx, request.params.id, lang);
    return sendReport(reply, report.fichero, leaversReport(report.bajas, lang));
  }),
  route(calls.degreeCodes, async () => envelope(await listDegreeCodes(ctx))),
  route(calls.saveDegreeCode, async (request) =>
    envelope(
      await saveDegreeCode(ctx, currentUser(request), request.body),
      say(request, { es: 'Código guardado.', en: 'Code saved.' }),
    ),
  ),
  route(calls.deleteDegreeCode, async (request) =>
    envelope(
      await deleteDegreeCode(ctx, currentUser(request), request.body.codigo),
      say(request, { es: 'Código eliminado.', en: 'Code deleted.' }),
    ),
  ),
  route(calls.tokens, async () => envelope(await listTokens(ctx))),
  route(calls.createToken, async (request) =>
    envelope(await createToken(ctx, currentUser(request), request.body.nombre)),
  ),
  route(calls.revokeToken, async (request) =>
    envelope(
      await revokeToken(ctx, currentUser(request), request.body.id),
      say(request, { es: 'Token revocado.', en: 'Token revoked.' }),
    ),
  ),
];

/**
 * The import call, in its own scope: the request body is the file itself (CSV or XLSX, any
 * content type), handed to the service as a stream and never held in memory whole.
 */
export const academicRecordImportScope = (ctx: AppContext) => async (scope: FastifyInstance) => {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, payload, done) => {
    done(null, payload);
  });
  scope.addHook('onClose', async () => {
    await settleActivations();
  });
  registerRoutes(scope, [
    route(calls.importFile, async (request) => {
      const body = request.body as Readable | undefined;
      if (!body || typeof body.pipe !== 'function') {
        throw new AppError(Codes.RECORD_FILE_UNREADABLE, {
          message: 'Falta el fichero: envíalo como cuerpo de la petición.',
          messageEn: 'The file is missing: send it as the body of the request.',
        });
      }
      return envelope(
        await importRecordFile(ctx, actorOf(request), request.query, body, language(request)),
      );
    }),
  ]);
};
