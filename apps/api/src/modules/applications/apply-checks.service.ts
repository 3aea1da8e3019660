import { Codes, type CreditsWarning, type InternshipDataCheck } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findVisibleOffer } from '../offers/offer-sheet.service.ts';
import { missingInternshipData } from './apply.rules.ts';
import { loadCandidateProfile } from '../candidates/candidate-profile.repository.ts';
import { creditsFor } from '../offers/eligibility.ts';

async function profileOf(ctx: AppContext, candidateId: number) {
  const profile = await loadCandidateProfile(ctx.db, candidateId);
  if (!profile) {
    throw new AppError(Codes.FORBIDDEN);
  }
  return profile;
}

/** sacaAvisoDeMinimoDeCreditosParaInscribirse/{id}: warns before applying (same rule as 52). */
export async function creditsWarning(
  ctx: AppContext,
  candidateId: number,
  offerId: number,
): Promise<CreditsWarning> {
  const [{ detail }, profile] = await Promise.all([
    findVisibleOffer(ctx, candidateId, offerId),
    profileOf(ctx, candidateId),
  ]);
  const minimum = detail.offer.creditosMinimos;
  const credits = creditsFor(detail.offer.familia, detail.degreeIds, profile.studies);
  const aviso = minimum !== null && credits < minimum;
  return {
    aviso,
    creditosMinimos: minimum,
    creditosSuperados: credits,
    mensaje: aviso
      ? `Esta oferta exige un mínimo de ${String(minimum)} créditos superados y tienes ${String(credits)}. No podrás inscribirte hasta alcanzarlos.`
      : null,
  };
}

/** faltaDatosNecesariosPorPractica: 518 with the missing fields, or 0 with none. */
export async function internshipDataCheck(
  ctx: AppContext,
  candidateId: number,
): Promise<InternshipDataCheck> {
  const campos = missingInternshipData(await profileOf(ctx, candidateId));
  if (campos.length > 0) {
    throw new AppError(Codes.INTERNSHIP_DATA_MISSING, { datos: { campos } });
  }
  return { campos };
}
