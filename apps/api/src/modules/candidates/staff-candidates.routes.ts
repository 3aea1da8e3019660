import { resendActivation, resendConfirmation } from './staff-candidate-confirmation.service.ts';
import { staffCandidateCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { requestLanguage as language, say } from '../../lib/language.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { approveDeletion, rejectDeletion } from './staff-candidate-deletion.service.ts';
import {
  blockCandidate,
  unblockCandidate,
  withdrawCandidate,
} from './staff-candidate-account.service.ts';
import { candidateSheet, searchCandidates } from './staff-candidates.service.ts';
import {
  downloadCandidateCv,
  downloadCandidateDocument,
  exportPersonData,
} from './staff-candidate-downloads.service.ts';
import { setVerification } from './candidate-verification.service.ts';
import { exportCandidates } from './staff-candidates-export.ts';

/** Candidates in the back-office, any staff user. */
export const staffCandidateRoutes = (ctx: AppContext) => [
  route(calls.search, async (request) =>
    envelope(await searchCandidates(ctx, request.query, language(request))),
  ),
  route(calls.exportList, async (request, reply) =>
    sendPrivateFile(
      reply,
      await exportCandidates(
        ctx,
        currentUser(request),
        request.query,
        language(request),
        request.id,
      ),
    ),
  ),
  route(calls.sheet, async (request) => envelope(await candidateSheet(ctx, request.params.id))),
  route(calls.block, async (request) =>
    envelope(
      await blockCandidate(ctx, currentUser(request), request.body, request.id),
      say(request, {
        es: 'Candidato bloqueado. Verá tu mensaje al intentar entrar.',
        en: 'Candidate blocked. They will see your message when they try to sign in.',
      }),
    ),
  ),
  route(calls.verify, async (request) =>
    envelope(
      await setVerification(ctx, currentUser(request), request.body, request.id),
      request.body.verificado
        ? say(request, { es: 'Candidato verificado.', en: 'Candidate verified.' })
        : say(request, { es: 'Verificación retirada.', en: 'Verification withdrawn.' }),
    ),
  ),
  route(calls.resendConfirmation, async (request) =>
    envelope(
      await resendConfirmation(ctx, currentUser(request), request.body.idUsuario, request.id),
      say(request, { es: 'Correo de confirmación enviado.', en: 'Confirmation email sent.' }),
    ),
  ),
  route(calls.resendActivation, async (request) =>
    envelope(
      await resendActivation(ctx, currentUser(request), request.body.idUsuario, request.id),
      say(request, { es: 'Enlace de activación enviado.', en: 'Activation link sent.' }),
    ),
  ),
  route(calls.unblock, async (request) =>
    envelope(
      await unblockCandidate(
        ctx,
        currentUser(request),
        request.body.idUsuario,
        request.body.motivo,
        request.id,
      ),
      say(request, { es: 'Candidato reactivado.', en: 'Candidate reactivated.' }),
    ),
  ),
  route(calls.withdraw, async (request) =>
    envelope(
      await withdrawCandidate(
        ctx,
        currentUser(request),
        request.body.idUsuario,
        request.body.motivo,
        request.id,
      ),
      say(request, {
        es: 'Candidato dado de baja del servicio.',
        en: 'Candidate removed from the service.',
      }),
    ),
  ),
  route(calls.exportPerson, async (request, reply) =>
    sendPrivateFile(
      reply,
      await exportPersonData(
        ctx,
        currentUser(request),
        request.params.id,
        request.id,
        language(request),
      ),
    ),
  ),
  route(calls.cvPdf, async (request, reply) =>
    sendPrivateFile(
      reply,
      await downloadCandidateCv(
        ctx,
        currentUser(request),
        request.params.id,
        request.id,
        language(request),
      ),
    ),
  ),
  route(calls.document, async (request, reply) =>
    sendPrivateFile(
      reply,
      await downloadCandidateDocument(ctx, currentUser(request), request.params.id, request.id),
    ),
  ),
  route(calls.approveDeletion, async (request) => {
    await approveDeletion(ctx, currentUser(request), request.body.idSolicitud, request.id);
    return envelope(
      null,
      say(request, {
        es: 'Solicitud tramitada: los datos personales se han anonimizado.',
        en: 'Request processed: the personal data have been anonymised.',
      }),
    );
  }),
  route(calls.rejectDeletion, async (request) => {
    await rejectDeletion(ctx, currentUser(request), request.body, request.id);
    return envelope(
      null,
      say(request, {
        es: 'Solicitud rechazada. Hemos enviado el motivo al candidato.',
        en: 'Request rejected. We have sent the reason to the candidate.',
      }),
    );
  }),
];
