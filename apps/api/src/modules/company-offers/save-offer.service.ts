import {
  Codes,
  offerStates,
  richTextPlain,
  validationMessages,
  type FieldError,
  type OfferForm,
  type OfferFormValues,
  type OfferSaved,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { spanishDay } from '../../lib/dates.ts';
import { sanitizeRichText } from '../../lib/html.ts';
import { canPublish, isExpired } from './company-offers.policy.ts';
import * as repo from './company-offers.repository.ts';
import {
  toOfferColumns,
  toOfferFormValues,
  toOfferSaved,
  toRelations,
} from './company-offers.mapper.ts';
import { offerReferenceErrors } from './offer-references.ts';

const invalid = (errores: FieldError[]) =>
  new AppError(Codes.INVALID_INPUT, { datos: { errores } });

/** The company of the token, which must be validated and not blocked to publish (code 9). */
export async function assertCompanyCanPublish(ctx: AppContext, companyId: number) {
  const company = await repo.findCompany(ctx.db, companyId);
  if (!company || !canPublish(company)) {
    throw new AppError(Codes.COMPANY_NOT_VALIDATED);
  }
  return company;
}

/** An offer of the company (404 code 4 for anyone else's, whatever id is sent). */
export async function ownedOffer(ctx: AppContext, companyId: number, offerId: number) {
  const offer = await repo.findOwnedOffer(ctx.db, companyId, offerId);
  if (!offer) {
    throw new AppError(Codes.OFFER_NOT_FOUND);
  }
  return offer;
}

/**
 * Checks what the schema cannot: reference ids, the programme (active; joined by the company, 91;
 * its dedication and months, code 58 with the programme's figures) and a description that is still
 * readable once sanitised.
 * Returns the sanitised description.
 */
async function checkForm(ctx: AppContext, companyId: number, form: OfferForm): Promise<string> {
  const errors = offerReferenceErrors(form);
  const descripcion = sanitizeRichText(form.descripcion);
  if (richTextPlain(descripcion) === '') {
    errors.push({ campo: 'descripcion', ...validationMessages.required });
  }
  const programme =
    form.idPrograma === undefined
      ? undefined
      : await repo.findActiveProgramme(ctx.db, form.idPrograma);
  if (form.idPrograma !== undefined && !programme) {
    errors.push({ campo: 'idPrograma', ...validationMessages.malformed });
  }
  if (errors.length > 0) {
    throw invalid(errors);
  }
  if (programme && !(await repo.hasJoinedProgramme(ctx.db, companyId, programme.id))) {
    // Only a company that joined the programme (asked, not rejected) publishes offers in it.
    throw new AppError(Codes.ADHESION_REQUIRED, {
      datos: { idPrograma: programme.id, urlPrograma: programme.slug },
    });
  }
  if (programme) {
    const months = [programme.meses, programme.meses2].filter((m) => m !== null);
    if (form.dedicacion !== programme.dedicacion || !months.includes(form.meses ?? -1)) {
      throw new AppError(Codes.DEDICATION_MISMATCH, {
        message: `La dedicación debe ser del ${String(programme.dedicacion)} % y la duración de ${months.join(' o ')} meses, como exige el programa «${programme.titulo}».`,
        messageEn: `The dedication must be ${String(programme.dedicacion)} % and the duration ${months.join(' or ')} months, as the programme «${programme.titulo}» requires.`,
      });
    }
  }
  return descripcion;
}

/** addOferta (506): a new offer, pending validation by the careers office. */
export async function createOffer(
  ctx: AppContext,
  companyId: number,
  form: OfferForm,
): Promise<OfferSaved> {
  await assertCompanyCanPublish(ctx, companyId);
  const descripcion = await checkForm(ctx, companyId, form);
  const row = await ctx.db.transaction(async (tx) => {
    const offer = await repo.insertOffer(tx, {
      ...toOfferColumns(form, descripcion),
      titulo: form.titulo,
      descripcion,
      companyId,
      familia: form.familia,
      estado: offerStates.PENDING,
    });
    await repo.insertRelations(tx, offer.id, toRelations(form));
    return offer;
  });
  return toOfferSaved(row);
}

/** Refuses a change to an offer that is no longer pending (515) or has expired (92). */
function assertEditable(offer: { estado: number; fechaFinInscripcion: string | null }) {
  if (offer.estado !== offerStates.PENDING) {
    throw conflict(
      'Solo se puede modificar una oferta mientras está pendiente de validación. Puedes duplicarla y editar la copia.',
      'An offer can only be changed while it awaits validation. You can duplicate it and edit the copy.',
    );
  }
  if (isExpired(offer, spanishDay())) {
    throw new AppError(Codes.DEADLINE_PASSED, {
      message:
        'La oferta ha caducado (su plazo de inscripción ha terminado) y ya no se puede modificar.',
      messageEn:
        'The offer has expired (its application period has ended) and can no longer be changed.',
    });
  }
}

/** dameOfertaEditable/{id} (512): the form values, only while pending and not expired. */
export async function getEditableOffer(
  ctx: AppContext,
  companyId: number,
  offerId: number,
): Promise<OfferFormValues> {
  const offer = await ownedOffer(ctx, companyId, offerId);
  assertEditable(offer);
  return toOfferFormValues(offer, await repo.findRelations(ctx.db, offer.id));
}

/** editaOferta/{id} (512): saves the form over a pending, unexpired offer of the company. */
export async function updateOffer(
  ctx: AppContext,
  companyId: number,
  offerId: number,
  form: OfferForm,
): Promise<OfferSaved> {
  const offer = await ownedOffer(ctx, companyId, offerId);
  assertEditable(offer);
  if (form.familia !== offer.familia) {
    throw invalid([{ campo: 'familia', ...validationMessages.malformed }]);
  }
  await assertCompanyCanPublish(ctx, companyId);
  const descripcion = await checkForm(ctx, companyId, form);
  const row = await ctx.db.transaction(async (tx) => {
    // Saving answers the careers office's request for changes, if there was one.
    const updated = await repo.updatePendingOffer(tx, offer.id, {
      ...toOfferColumns(form, descripcion),
      cambiosSolicitados: null,
      cambiosSolicitadosAt: null,
    });
    if (!updated) {
      // Validated or rejected by the staff while the company was editing.
      assertEditable({ ...offer, estado: offerStates.ACTIVE });
      throw new AppError(Codes.OFFER_NOT_FOUND);
    }
    await repo.replaceRelations(tx, offer.id, toRelations(form));
    return updated;
  });
  return toOfferSaved(row);
}
