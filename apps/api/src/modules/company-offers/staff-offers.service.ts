import {
  Codes,
  offerStates,
  pathFor,
  type StaffOfferDecision,
  type StaffOfferList,
  type StaffOfferListQuery,
  type StaffOfferSheet,
  type StaffRejectOfferBody,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { spanishDay, toDdMmYyyy } from '../../lib/dates.ts';
import { recordAudit } from '../audit/audit.ts';
import { canPublish, isExpired } from './company-offers.policy.ts';
import { buildCompanyOfferSheet } from './offer-sheet.service.ts';
import { notifyUser, type UserNotice } from '../notifications/notifications.service.ts';
import { findOfferDetail } from '../offers/offer-sheet.repository.ts';
import { toStaffOfferDecision, toStaffOfferItem } from './staff-offers.mapper.ts';
import type { StaffAct } from '../audit/staff-act.ts';
import * as repo from './staff-offers.repository.ts';
import { companyUserIds } from '../companies/staff-pending-companies.repository.ts';
import { sendInBackground } from '../../lib/send-in-background.ts';
import { pageWindow } from '../../lib/page-window.ts';

/** The back-office lists: every offer with filters, or the ones waiting (oldest first). */
export async function listStaffOffers(
  ctx: AppContext,
  query: StaffOfferListQuery,
  pendingOnly = false,
): Promise<StaffOfferList> {
  const search: repo.StaffOfferSearch = {
    ...(pendingOnly
      ? { estado: offerStates.PENDING, oldestFirst: true }
      : query.estado === undefined
        ? {}
        : { estado: query.estado }),
    ...(query.type === undefined ? {} : { familia: query.type }),
    ...(query.titulo ? { titulo: query.titulo } : {}),
    ...(query.empresa ? { empresa: query.empresa } : {}),
    ...(query.idEmpresa === undefined ? {} : { idEmpresa: query.idEmpresa }),
    ...(query.cambios && !pendingOnly ? { cambios: true } : {}),
    ...(query.orden ? { orden: query.orden } : {}),
  };
  const page = pageWindow(query);
  const [rows, total] = await Promise.all([
    repo.listOffers(ctx.db, search, page),
    repo.countOffers(ctx.db, search),
  ]);
  const today = spanishDay();
  return { ofertas: rows.map((row) => toStaffOfferItem(row, today)), total };
}

export async function offerDetail(ctx: AppContext, offerId: number) {
  const detail = await findOfferDetail(ctx.db, offerId);
  if (detail?.offer.eliminadaAt !== null) {
    throw new AppError(Codes.OFFER_NOT_FOUND);
  }
  return detail;
}

/** Gestion/dameOferta/{id}: the whole offer and its company, to review it. */
export async function getStaffOffer(ctx: AppContext, offerId: number): Promise<StaffOfferSheet> {
  const detail = await offerDetail(ctx, offerId);
  const { acciones: _companyActions, ...sheet } = await buildCompanyOfferSheet(ctx, detail);
  return {
    ...sheet,
    idEmpresa: detail.company.id,
    cif: detail.company.cif,
    empresaValidada: detail.company.validada,
    empresaBloqueada: detail.company.bloqueada,
    cambiosSolicitados: detail.offer.cambiosSolicitados,
    fechaCambiosSolicitados:
      detail.offer.cambiosSolicitadosAt === null
        ? null
        : toDdMmYyyy(detail.offer.cambiosSolicitadosAt),
    puedeValidar: detail.offer.estado === offerStates.PENDING && canPublish(detail.company),
  };
}

/** The 409 of a staff decision on an offer that is no longer pending validation. */
export const notPending = () =>
  conflict('La oferta no está pendiente de validación.', 'The offer is not awaiting validation.');

/** Tells every user of the company, inside the decision's transaction; emails go after it. */
export async function notifyCompany(
  ctx: AppContext,
  tx: Db,
  companyId: number,
  notice: UserNotice,
) {
  const emails = [];
  for (const userId of await companyUserIds(tx, companyId)) {
    emails.push(await notifyUser(ctx, userId, notice, tx));
  }
  return emails;
}

async function decide(
  ctx: AppContext,
  offerId: number,
  act: StaffAct,
  decision: { estado: number; motivoRechazo: string | null },
  notice: (titulo: string) => UserNotice,
): Promise<StaffOfferDecision> {
  const detail = await offerDetail(ctx, offerId);
  if (detail.offer.estado !== offerStates.PENDING) {
    throw notPending();
  }
  const { row, emails } = await ctx.db.transaction(async (tx) => {
    const decided = await repo.decideOffer(tx, offerId, { ...decision, staffId: act.actor.id });
    if (!decided) {
      throw notPending();
    }
    await recordAudit(tx, {
      ...act,
      action: decision.estado === offerStates.ACTIVE ? 'oferta.validar' : 'oferta.rechazar',
      entity: 'oferta',
      entityId: offerId,
      before: { estado: offerStates.PENDING },
      after: { estado: decided.estado, motivoRechazo: decided.motivoRechazo },
      reason: decision.motivoRechazo,
    });
    const sent = await notifyCompany(ctx, tx, decided.companyId, notice(decided.titulo));
    return { row: decided, emails: sent };
  });
  for (const send of emails) {
    sendInBackground(send);
  }
  return toStaffOfferDecision(row);
}

/**
 * validarOferta: a pending offer of a validated, unblocked company whose deadline has not passed
 * becomes active (2), published now and visible to candidates; the company is told.
 */
export async function validateOffer(
  ctx: AppContext,
  act: StaffAct,
  offerId: number,
): Promise<StaffOfferDecision> {
  const detail = await offerDetail(ctx, offerId);
  if (detail.offer.estado === offerStates.PENDING && !canPublish(detail.company)) {
    throw conflict(
      'La empresa de la oferta no está validada o está bloqueada: valídala antes de publicar sus ofertas.',
      "The offer's company is not validated or is blocked: validate it before publishing its offers.",
    );
  }
  if (detail.offer.estado === offerStates.PENDING && isExpired(detail.offer, spanishDay())) {
    throw new AppError(Codes.DEADLINE_PASSED, {
      message: 'El plazo de inscripción de la oferta ya ha terminado: no se puede publicar.',
      messageEn: "The offer's application period has already ended: it cannot be published.",
    });
  }
  return decide(
    ctx,
    offerId,
    act,
    { estado: offerStates.ACTIVE, motivoRechazo: null },
    (titulo) => ({
      titulo: 'Oferta validada',
      texto: `El Servicio de Empleo ha validado tu oferta «${titulo}». Ya es visible para los candidatos.`,
      en: {
        titulo: 'Offer validated',
        texto: `The careers office has validated your offer “${titulo}”. It is now visible to candidates.`,
      },
      urlAcceso: pathFor('ficha_oferta_empresa', { id: offerId }),
    }),
  );
}

/** rechazarOferta: a pending offer is rejected (4) with the reason the company reads. */
export async function rejectOffer(
  ctx: AppContext,
  act: StaffAct,
  body: StaffRejectOfferBody,
): Promise<StaffOfferDecision> {
  return decide(
    ctx,
    body.idOferta,
    act,
    { estado: offerStates.REJECTED, motivoRechazo: body.motivo },
    (titulo) => ({
      titulo: 'Oferta rechazada',
      texto: `El Servicio de Empleo ha rechazado tu oferta «${titulo}». Motivo: ${body.motivo}`,
      en: {
        titulo: 'Offer rejected',
        texto: `The careers office has rejected your offer “${titulo}”. Reason: ${body.motivo}`,
      },
      urlAcceso: pathFor('ficha_oferta_empresa', { id: body.idOferta }),
      importante: true,
    }),
  );
}
