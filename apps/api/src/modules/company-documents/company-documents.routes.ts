import {
  Codes,
  companyDocumentCalls as calls,
  staffDocumentationCalls as staffCalls,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { requestLanguage, sayCode } from '../../lib/language.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import { currentCompanyId, currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import {
  addOwnDocument,
  deleteOwnDocument,
  documentationFile,
  internshipDocumentFile,
  listByProgramme,
  listInternshipDocuments,
  listInternshipsWithDocuments,
  listOwnDocuments,
  listSection,
  ownDocumentFile,
} from './company-documents.service.ts';
import {
  addDocumentation,
  editDocumentation,
  listCompanyDocuments,
  listDocumentation,
  removeDocumentation,
  staffCompanyDocumentFile,
  staffDocumentationFile,
} from './staff-documentation.service.ts';
import { exportDocumentation } from './staff-documentation-export.ts';

/** Base64 of 5 MB plus the JSON around it. */
const uploadLimit = { bodyLimit: 8 * 1024 * 1024 };

/** The company's documentation page. */
export const companyDocumentRoutes = (ctx: AppContext) => [
  route(calls.annexes, async (request) =>
    envelope(await listSection(ctx, 'anexos', request.query.colectivo)),
  ),
  route(calls.notes, async (request) =>
    envelope(await listSection(ctx, 'notas_informativas', request.query.colectivo)),
  ),
  route(calls.byProgramme, async (request) =>
    envelope(await listByProgramme(ctx, request.query.colectivo)),
  ),
  route(calls.file, async (request, reply) => {
    currentCompanyId(request);
    return sendPrivateFile(reply, await documentationFile(ctx, request.params.id));
  }),
  route(calls.ownDocuments, async (request) =>
    envelope(await listOwnDocuments(ctx, currentCompanyId(request))),
  ),
  route(
    calls.addDocument,
    async (request) =>
      envelope(
        await addOwnDocument(ctx, currentCompanyId(request), currentUser(request).id, request.body),
        sayCode(request, Codes.DOCUMENTS_ATTACHED),
      ),
    uploadLimit,
  ),
  route(calls.deleteDocument, async (request) => {
    await deleteOwnDocument(ctx, currentCompanyId(request), request.body.id);
    return envelope(null);
  }),
  route(calls.ownDocumentFile, async (request, reply) =>
    sendPrivateFile(
      reply,
      await ownDocumentFile(ctx, currentCompanyId(request), request.params.id),
    ),
  ),
  route(calls.internships, async (request) =>
    envelope(await listInternshipsWithDocuments(ctx, currentCompanyId(request))),
  ),
  route(calls.internshipDocuments, async (request) =>
    envelope(
      await listInternshipDocuments(ctx, currentCompanyId(request), request.query.idPractica),
    ),
  ),
  route(calls.internshipDocumentFile, async (request, reply) =>
    sendPrivateFile(
      reply,
      await internshipDocumentFile(ctx, currentCompanyId(request), request.params.id),
    ),
  ),
];

/** The careers office manages the companies' documentation. */
export const staffDocumentationRoutes = (ctx: AppContext) => [
  route(staffCalls.list, async (request) => envelope(await listDocumentation(ctx, request.query))),
  route(staffCalls.exportList, async (request, reply) =>
    sendPrivateFile(reply, await exportDocumentation(ctx, request.query, requestLanguage(request))),
  ),
  route(
    staffCalls.add,
    async (request) => envelope(await addDocumentation(ctx, currentUser(request), request.body)),
    uploadLimit,
  ),
  route(
    staffCalls.edit,
    async (request) => envelope(await editDocumentation(ctx, currentUser(request), request.body)),
    uploadLimit,
  ),
  route(staffCalls.remove, async (request) => {
    await removeDocumentation(ctx, currentUser(request), request.body.id);
    return envelope(null);
  }),
  route(staffCalls.file, async (request, reply) =>
    sendPrivateFile(reply, await staffDocumentationFile(ctx, request.params.id)),
  ),
  route(staffCalls.companyDocuments, async (request) =>
    envelope(await listCompanyDocuments(ctx, request.query.idEmpresa)),
  ),
  route(staffCalls.companyDocumentFile, async (request, reply) =>
    sendPrivateFile(reply, await staffCompanyDocumentFile(ctx, request.params.id)),
  ),
];
