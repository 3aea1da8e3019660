import { ApplicationState, Codes, type PreEnrolmentResult } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { tipoMotivoCambioEstadoCandidatura } from '../domains/data/index.ts';
import { findOfferDetail } from '../offers/offer-sheet.repository.ts';
import { transitionApplication } from '../application-states/application-state.service.ts';
import { candidateActions, stateName } from '../application-states/application-states.policy.ts';
import { toDocumentToSign } from '../signatures/signatures.mapper.ts';
import * as signaturesRepo from '../signatures/signatures.repository.ts';
import { createPreEnrolmentDocuments } from '../signatures/signatures.service.ts';
import * as repo from './applications.repository.ts';
import { loadCandidateProfile } from '../candidates/candidate-profile.repository.ts';
import { sendInBackground } from '../../lib/send-in-background.ts';

/**
 * My pre-enrolment on an offer; 4 without one, 14 when it can no longer be answered (checked here
 * before creating documents, and again by the state machine on the locked row).
 */
async function answerablePreEnrolment(
  tx: Parameters<typeof repo.findByOffer>[0],
  candidateId: number,
  offerId: number,
) {
  await repo.lockCandidate(tx, candidateId);
  const application = await repo.findByOffer(tx, candidateId, offerId);
  const detail = application ? await findOfferDetail(tx, offerId) : null;
  if (!application || !detail) {
    throw new AppError(Codes.OFFER_NOT_FOUND);
  }
  if (!candidateActions(application.estado, application.pendienteFirma).preinscripcion) {
    throw new AppError(Codes.STATE_CHANGE_NOT_ALLOWED);
  }
  return { application, detail };
}

/**
 * aceptarPreinscripcion {urlOferta}: 16 → 1. The pre-enrolment's personal documents are created
 * if needed, in the candidate's language; while any is unsigned the answer is 108 with the
 * documents and their signing links (the company does not see the CV until all are signed), else
 * 0 (519).
 */
export async function acceptPreEnrolment(
  ctx: AppContext,
  candidateId: number,
  offerId: number,
  lang: 'es' | 'en' = 'es',
): Promise<{ result: PreEnrolmentResult; status: 0 | 108 }> {
  const profile = await loadCandidateProfile(ctx.db, candidateId);
  const universidad = (await ctx.brand.get()).universidad;
  const { result, send } = await ctx.db.transaction(async (tx) => {
    const { application, detail } = await answerablePreEnrolment(tx, candidateId, offerId);
    await createPreEnrolmentDocuments(
      tx,
      application.id,
      candidateId,
      {
        candidato: profile ? `${profile.nombre} ${profile.apellidos}`.trim() : '',
        dni: profile?.candidate.dni ?? null,
        oferta: detail.offer.titulo,
        empresa: detail.company.nombreComercial,
        universidad,
        programa: detail.programme,
      },
      lang,
    );
    const documents = (await signaturesRepo.documentsOfApplication(tx, application.id)).map(
      toDocumentToSign,
    );
    const pending = documents.filter((d) => !d.firmado);
    const moved = await transitionApplication(ctx, tx, {
      target: { applicationId: application.id },
      actor: 'candidate',
      to: ApplicationState.APPLIED,
      by: candidateId,
      pendienteFirma: pending.length > 0,
    });
    return {
      result: {
        idCandidatura: application.id,
        idEstado: ApplicationState.APPLIED,
        estado: stateName(ApplicationState.APPLIED),
        documentosPendientesFirma: pending,
      },
      send: moved.send,
    };
  });
  sendInBackground(send);
  return { result, status: result.documentosPendientesFirma.length > 0 ? 108 : 0 };
}

/** rechazarPreinscripcion {urlOferta, idMotivo}: → 17 with a reason of the list (required). */
export async function rejectPreEnrolment(
  ctx: AppContext,
  candidateId: number,
  offerId: number,
  idMotivo: number,
): Promise<PreEnrolmentResult> {
  const reason = tipoMotivoCambioEstadoCandidatura.find(
    (m) => m.idMotivo === idMotivo && m.idEstado === ApplicationState.DECLINED_BY_CANDIDATE,
  );
  if (!reason) {
    throw new AppError(Codes.INVALID_INPUT, {
      datos: {
        errores: [{ campo: 'idMotivo', codigo: 'invalid', mensaje: 'El campo está mal formado' }],
      },
    });
  }
  const { result, send } = await ctx.db.transaction(async (tx) => {
    const { application } = await answerablePreEnrolment(tx, candidateId, offerId);
    const moved = await transitionApplication(ctx, tx, {
      target: { applicationId: application.id },
      actor: 'candidate',
      to: ApplicationState.DECLINED_BY_CANDIDATE,
      by: candidateId,
      idMotivo,
      pendienteFirma: false,
    });
    return {
      result: {
        idCandidatura: application.id,
        idEstado: ApplicationState.DECLINED_BY_CANDIDATE,
        estado: stateName(ApplicationState.DECLINED_BY_CANDIDATE),
        documentosPendientesFirma: [],
      },
      send: moved.send,
    };
  });
  sendInBackground(send);
  return result;
}
