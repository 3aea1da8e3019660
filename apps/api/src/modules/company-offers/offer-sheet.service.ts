import { Codes, type CompanyOfferSheet, type OfferSheet } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { spanishDay } from '../../lib/dates.ts';
import { anyStudent, toOfferSheet } from '../offers/offer-sheet.mapper.ts';
import { findOfferDetail, type OfferDetail } from '../offers/offer-sheet.repository.ts';
import { isExpired, offerActions } from './company-offers.policy.ts';
import { toCompanyOfferSheet } from './company-offers.mapper.ts';
import * as repo from './company-offers.repository.ts';

/** The offer with its company, if it is this company's and not deleted (else 404 code 4). */
async function ownedDetail(ctx: AppContext, companyId: number, offerId: number) {
  const detail = await findOfferDetail(ctx.db, offerId);
  if (detail?.offer.companyId !== companyId || detail.offer.eliminadaAt !== null) {
    throw new AppError(Codes.OFFER_NOT_FOUND);
  }
  return detail;
}

/** The sheet a candidate would see, without an application of their own. */
const asStudentSees = (detail: OfferDetail): OfferSheet => toOfferSheet(detail, anyStudent);

/** A sheet of any offer with the company-only parts (also used by the careers office). */
export async function buildCompanyOfferSheet(
  ctx: AppContext,
  detail: OfferDetail,
): Promise<CompanyOfferSheet> {
  const today = spanishDay();
  const [brand, relations, counts] = await Promise.all([
    ctx.brand.get(),
    repo.findRelations(ctx.db, detail.offer.id),
    repo.candidateCounts(ctx.db, detail.offer.id),
  ]);
  return toCompanyOfferSheet(asStudentSees(detail), detail.offer, {
    skillIds: relations.skillIds,
    counts,
    caducada: isExpired(detail.offer, today),
    acciones: offerActions(detail.offer, brand, today),
  });
}

/** dameDatosProceso/{id}: the company's sheet of one of its offers. */
export async function getCompanyOfferSheet(
  ctx: AppContext,
  companyId: number,
  offerId: number,
): Promise<CompanyOfferSheet> {
  return buildCompanyOfferSheet(ctx, await ownedDetail(ctx, companyId, offerId));
}

/** dameDatosProcesoComoAlumno/{id}: one of the company's offers exactly as a candidate sees it. */
export async function getOfferAsStudent(
  ctx: AppContext,
  companyId: number,
  offerId: number,
): Promise<OfferSheet> {
  return asStudentSees(await ownedDetail(ctx, companyId, offerId));
}
