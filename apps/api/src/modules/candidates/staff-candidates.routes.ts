import { resendActivation, resendConfirmation } from './staff-candidate-confirmation.service.ts';
import { staffCandidateCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { requestLanguage as language } from '../../lib/language.ts';
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
      'Candidato bloqueado. Verá tu mensaje al intentar entrar.',
    ),
  ),
  route(calls.verify, async (request) =>
    envelope(
      await setVerification(ctx, currentUser(request), request.body, request.id),
      request.body.verificado ? 'Candidato verificado.' : 'Verificación retirada.',
    ),
  ),
  route(calls.resendConfirmation, async (request) =>
    envelope(
      await resendConfirmation(ctx, currentUser(request), request.body.idUsuario, request.id),
      'Correo de confirmación enviado.',
    ),
  ),
  route(calls.resendActivation, async (request) =>
    envelope(
      await resendActivation(ctx, currentUser(request), request.body.idUsuario, request.id),
      'Enlace de activación enviado.',
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
      'Candidato reactivado.',
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
      'Candidato dado de baja del servicio.',
    ),
  ),
  route(calls.exportPerson, async (request, reply) =>
    sendPrivateFile(
      reply,
      await exportPersonData(ctx, currentUser(request), request.params.id, request.id),
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
    return envelope(null, 'Solicitud tramitada: los datos personales se han anonimizado.');
  }),
  route(calls.rejectDeletion, async (request) => {
    await rejectDeletion(ctx, currentUser(request), request.body, request.id);
    return envelope(null, 'Solicitud rechazada. Hemos enviado el motivo al candidato.');
  }),
];
