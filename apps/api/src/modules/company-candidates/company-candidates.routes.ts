import { companyCandidateCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { requestLanguage as language } from '../../lib/language.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import { currentCompanyId, currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { changeApplicationState } from './change-application-state.service.ts';
import {
  exportOfferCandidates,
  getCandidateCv,
  getCandidateDocumentFile,
  listOfferCandidates,
} from './company-candidates.service.ts';

/**
 * Candidates of the company's offers: the list with read/unread and state filter,
 * the CV (dameCandidato, marks it read), state changes through the state machine, and the list as
 * CSV or XLSX. Only applications to the company's own offers: anything else answers 404.
 */
export const companyCandidateRoutes = (ctx: AppContext) => [
  route(calls.list, async (request) =>
    envelope(
      await listOfferCandidates(
        ctx,
        currentCompanyId(request),
        request.params.id,
        request.query,
        language(request),
      ),
    ),
  ),
  route(calls.export, async (request, reply) => {
    const file = await exportOfferCandidates(
      ctx,
      currentCompanyId(request),
      request.params.id,
      request.query,
      language(request),
      { actor: currentUser(request), requestId: request.id },
    );
    return sendPrivateFile(reply, file);
  }),
  route(calls.cv, async (request) =>
    envelope(
      await getCandidateCv(ctx, currentCompanyId(request), request.params.id, language(request)),
    ),
  ),
  route(calls.document, async (request, reply) => {
    const file = await getCandidateDocumentFile(
      ctx,
      currentCompanyId(request),
      request.params.idCandidatura,
      request.params.idDocumento,
      { actor: currentUser(request), requestId: request.id },
    );
    return sendPrivateFile(reply, file);
  }),
  route(calls.changeState, async (request) =>
    envelope(
      await changeApplicationState(
        ctx,
        currentCompanyId(request),
        currentUser(request).id,
        request.body,
        language(request),
      ),
    ),
  ),
];
