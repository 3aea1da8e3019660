import { Codes } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { getCvPdf, getPhoto } from './get-cv.service.ts';
import * as repo from './cv.repository.ts';

/**
 * A company reads a candidate's CV only through an application to one of its own offers, and
 * only while that CV is visible (no pre-enrolment documents pending signature).
 */
async function allowedCandidate(ctx: AppContext, companyId: number, applicationId: number) {
  const application = await repo.findCompanyApplication(ctx.db, companyId, applicationId);
  if (!application) {
    throw new AppError(Codes.NOT_FOUND);
  }
  if (application.pendienteFirma) {
    throw new AppError(Codes.FORBIDDEN, {
      message:
        'El CV estará disponible cuando el candidato firme la documentación de la preinscripción.',
      messageEn: 'The CV will be available once the candidate signs the pre-enrolment documents.',
    });
  }
  return application.candidateId;
}

/**
 * dameCvCandidato/{idCandidatura}: the generated CV (502). The audit row (who at which company
 * downloaded whose CV, RGPD accountability) is written before the file leaves.
 */
export async function getCandidateCvPdf(
  ctx: AppContext,
  companyId: number,
  applicationId: number,
  who: { actor: AuditActor; requestId: string | null; language?: 'es' | 'en' },
) {
  const candidateId = await allowedCandidate(ctx, companyId, applicationId);
  const file = await getCvPdf(ctx, candidateId, who.language);
  await recordAudit(ctx.db, {
    actor: who.actor,
    action: 'candidato.descargar_cv',
    entity: 'candidato',
    entityId: candidateId,
    after: { idEmpresa: companyId, idCandidatura: applicationId, nombre: file.nombre },
    requestId: who.requestId,
  });
  return file;
}

/** dameImagenCandidato/{idCandidatura}. */
export async function getCandidatePhoto(ctx: AppContext, companyId: number, applicationId: number) {
  return getPhoto(ctx, await allowedCandidate(ctx, companyId, applicationId));
}
