import { Codes, offerStates, type OfferFamily, type OfferSaved } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { spanishDay } from '../../lib/dates.ts';
import type { OfferRow } from '../offers/offers.table.ts';
import { isExpired, oppositeFamily } from './company-offers.policy.ts';
import { toOfferSaved } from './company-offers.mapper.ts';
import * as repo from './company-offers.repository.ts';
import { assertCompanyCanPublish, ownedOffer } from './save-offer.service.ts';

/** Fields of a family that another family does not have. */
function adaptToFamily(source: OfferRow, familia: OfferFamily): Partial<repo.OfferInsert> {
  if (familia === source.familia) {
    return {};
  }
  const student = familia === 'practicas';
  return {
    // An employment offer turned into a student internship starts as extracurricular; the company
    // reviews it (the copy is pending and editable).
    curricular: student ? false : null,
    nivelEstudiantes: null,
    creditosMinimos: null,
    paraIntermediacion: familia === 'empleo' ? source.paraIntermediacion : false,
    idPrograma: familia === 'empleo' ? null : source.idPrograma,
  };
}

/**
 * A new pending offer with the same content (degrees, languages, computer skills) as one of the
 * company's offers, in `familia`. A past application deadline is cleared so the copy can be edited.
 */
async function copyOffer(
  ctx: AppContext,
  companyId: number,
  offerId: number,
  familia: (source: OfferRow) => OfferFamily,
): Promise<OfferSaved> {
  const source = await ownedOffer(ctx, companyId, offerId);
  await assertCompanyCanPublish(ctx, companyId);
  const {
    id: _id,
    searchVector: _search,
    createdAt: _created,
    updatedAt: _updated,
    ...content
  } = source;
  const target = familia(source);
  const row = await ctx.db.transaction(async (tx) => {
    const copy = await repo.insertOffer(tx, {
      ...content,
      ...adaptToFamily(source, target),
      familia: target,
      estado: offerStates.PENDING,
      motivoRechazo: null,
      fechaPublicacion: new Date(),
      fechaValidacion: null,
      validadaPor: null,
      fechaCierre: null,
      eliminadaAt: null,
      copiadaDe: source.id,
      fechaFinInscripcion: isExpired(source, spanishDay()) ? null : source.fechaFinInscripcion,
    });
    await repo.insertRelations(tx, copy.id, await repo.findRelations(tx, source.id));
    return copy;
  });
  return toOfferSaved(row);
}

/** copiarOferta (506, brand flag canDuplicarOferta): the same offer again, pending validation. */
export async function duplicateOffer(ctx: AppContext, companyId: number, offerId: number) {
  if (!(await ctx.brand.get()).canDuplicarOferta) {
    throw new AppError(Codes.FORBIDDEN);
  }
  return copyOffer(ctx, companyId, offerId, (source) => source.familia);
}

/** copiarOfertaPerfilContrario (506, canCopiarOfertaPerfilContrario): copy to the other profile. */
export async function copyOfferToOppositeProfile(
  ctx: AppContext,
  companyId: number,
  offerId: number,
) {
  if (!(await ctx.brand.get()).canCopiarOfertaPerfilContrario) {
    throw new AppError(Codes.FORBIDDEN);
  }
  return copyOffer(ctx, companyId, offerId, (source) => oppositeFamily[source.familia]);
}
