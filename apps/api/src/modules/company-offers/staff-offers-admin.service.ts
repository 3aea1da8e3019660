import {
  offerStateNames,
  offerStates,
  pathFor,
  type OfferFamily,
  type StaffEditOfferBody,
  type StaffOfferClosed,
  type StaffOfferExportQuery,
  type StaffOfferSheet,
  type StaffRequestOfferChangesBody,
} from '@portal/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { spanishDay } from '../../lib/dates.ts';
import {
  exportText,
  stateWord,
  type ExportLanguage,
  type ExportText,
} from '../../lib/export-texts.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { tableFile } from '../../lib/table-export.ts';
import { recordAudit } from '../audit/audit.ts';
import { closeApplicationsAndNotify } from './offer-lifecycle.service.ts';
import { offers } from '../offers/offers.table.ts';
import type { StaffAct } from '../audit/staff-act.ts';
import { getStaffOffer, notifyCompany, notPending, offerDetail } from './staff-offers.service.ts';
import { listOffers } from './staff-offers.repository.ts';
import { toStaffOfferItem } from './staff-offers.mapper.ts';
import { sendInBackground } from '../../lib/send-in-background.ts';

/**
 * Writes to an offer that is still pending and not deleted, under the transaction: another
 * member of the office may have validated, rejected or deleted it since it was read (409).
 */
async function setPendingOffer(tx: Db, offerId: number, values: PgUpdateSetSource<typeof offers>) {
  const rows = await tx
    .update(offers)
    .set(values)
    .where(
      and(
        eq(offers.id, offerId),
        eq(offers.estado, offerStates.PENDING),
        isNull(offers.eliminadaAt),
      ),
    )
    .returning({ id: offers.id });
  if (rows.length === 0) {
    throw notPending();
  }
}

/**
 * Gestion/editaOferta: the careers office corrects a pending offer (texts, places, deadline)
 * before validating it; the row is only written while still pending.
 */
export async function editPendingOffer(
  ctx: AppContext,
  act: StaffAct,
  body: StaffEditOfferBody,
): Promise<StaffOfferSheet> {
  const { offer } = await offerDetail(ctx, body.idOferta);
  if (offer.estado !== offerStates.PENDING) {
    throw notPending();
  }
  const values = {
    titulo: body.titulo,
    descripcion: body.descripcion,
    requisitos: body.requisitos,
    plazas: body.plazas,
    fechaFinInscripcion: body.fechaFinInscripcion ?? null,
  };
  await ctx.db.transaction(async (tx) => {
    await setPendingOffer(tx, offer.id, { ...values, updatedAt: sql`now()` });
    await recordAudit(tx, {
      ...act,
      action: 'oferta.editar',
      entity: 'oferta',
      entityId: offer.id,
      before: {
        titulo: offer.titulo,
        descripcion: offer.descripcion,
        requisitos: offer.requisitos,
        plazas: offer.plazas,
        fechaFinInscripcion: offer.fechaFinInscripcion,
      },
      after: values,
    });
  });
  return getStaffOffer(ctx, offer.id);
}

/**
 * Gestion/pedirCambiosOferta: the offer stays pending with the careers office's message; every
 * user of the company gets a notification and a mail, with the link to edit it.
 */
export async function requestOfferChanges(
  ctx: AppContext,
  act: StaffAct,
  body: StaffRequestOfferChangesBody,
): Promise<StaffOfferSheet> {
  const { offer, company } = await offerDetail(ctx, body.idOferta);
  if (offer.estado !== offerStates.PENDING) {
    throw notPending();
  }
  const sends = await ctx.db.transaction(async (tx) => {
    await setPendingOffer(tx, offer.id, {
      cambiosSolicitados: body.mensaje,
      cambiosSolicitadosAt: sql`now()`,
    });
    await recordAudit(tx, {
      ...act,
      action: 'oferta.pedir_cambios',
      entity: 'oferta',
      entityId: offer.id,
      before: { cambiosSolicitados: offer.cambiosSolicitados },
      after: { cambiosSolicitados: body.mensaje },
      reason: body.mensaje,
    });
    return notifyCompany(ctx, tx, company.id, {
      titulo: 'Cambios solicitados en tu oferta',
      texto: `El Servicio de Empleo te pide cambios en la oferta «${offer.titulo}» antes de validarla: ${body.mensaje}`,
      en: {
        titulo: 'Changes requested to your offer',
        texto: `The careers office asks for changes to the offer “${offer.titulo}” before validating it: ${body.mensaje}`,
      },
      urlAcceso: pathFor('editar_oferta', { idOferta: offer.id }),
      importante: true,
    });
  });
  sendInBackground(...sends);
  return getStaffOffer(ctx, offer.id);
}

/**
 * Gestion/cerrarOferta: a pending or active offer is closed (3); its open applications end as
 * "Oferta cerrada" through the state machine and each candidate is told; the company too.
 */
export async function closeStaffOffer(
  ctx: AppContext,
  act: StaffAct,
  offerId: number,
): Promise<StaffOfferClosed> {
  const { offer, company } = await offerDetail(ctx, offerId);
  const refuse = () =>
    offer.estado === offerStates.REJECTED
      ? conflict('Una oferta rechazada no se puede cerrar.', 'A rejected offer cannot be closed.')
      : conflict('La oferta ya está cerrada.', 'The offer is already closed.');
  const { moved, sends } = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(offers)
      .set({ estado: offerStates.CLOSED, fechaCierre: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(offers.id, offer.id),
          inArray(offers.estado, [offerStates.PENDING, offerStates.ACTIVE]),
        ),
      )
      .returning({ id: offers.id });
    if (rows.length === 0) {
      throw refuse();
    }
    const closed = await closeApplicationsAndNotify(
      ctx,
      tx,
      offer,
      { es: 'El Servicio de Empleo', en: 'The careers office' },
      act.actor.id,
    );
    await recordAudit(tx, {
      ...act,
      action: 'oferta.cerrar',
      entity: 'oferta',
      entityId: offer.id,
      before: { estado: offer.estado },
      after: { estado: offerStates.CLOSED, candidaturasCerradas: closed.moved },
    });
    const companyNotices = await notifyCompany(ctx, tx, company.id, {
      titulo: 'Oferta cerrada',
      texto: `El Servicio de Empleo ha cerrado tu oferta «${offer.titulo}».`,
      en: {
        titulo: 'Offer closed',
        texto: `The careers office has closed your offer “${offer.titulo}”.`,
      },
      urlAcceso: pathFor('ficha_oferta_empresa', { id: offer.id }),
    });
    return { moved: closed.moved, sends: [...closed.emails, ...companyNotices] };
  });
  sendInBackground(...sends);
  return {
    idOferta: offer.id,
    idEstado: offerStates.CLOSED,
    Estado: offerStateNames[offerStates.CLOSED] ?? 'Cerrada',
    candidaturasCerradas: moved,
  };
}

/** The family of an offer as the staff offers screen names it. */
const familyWords: Record<OfferFamily, ExportText> = {
  practicas: 'Prácticas',
  practicastitulados: 'Prácticas de titulados',
  empleo: 'Empleo',
};

/** Gestion/exportaOfertas: the offers of the list's filters, as XLSX or CSV. */
export async function exportStaffOffers(
  ctx: AppContext,
  query: StaffOfferExportQuery,
  lang: ExportLanguage = 'es',
): Promise<PrivateFile> {
  const search = {
    ...(query.estado === undefined ? {} : { estado: query.estado }),
    ...(query.type === undefined ? {} : { familia: query.type }),
    ...(query.titulo ? { titulo: query.titulo } : {}),
    ...(query.empresa ? { empresa: query.empresa } : {}),
    ...(query.idEmpresa === undefined ? {} : { idEmpresa: query.idEmpresa }),
    ...(query.cambios ? { cambios: true } : {}),
    ...(query.orden ? { orden: query.orden } : {}),
  };
  const today = spanishDay();
  const rows = (await listOffers(ctx.db, search)).map((row) => toStaffOfferItem(row, today));
  return tableFile(
    {
      sheet: 'Ofertas',
      header: [
        'Id',
        'Título',
        'Tipo',
        'Empresa',
        'CIF',
        'Estado',
        'Fecha',
        'Fin de inscripción',
        'Candidatos',
        'Cambios solicitados',
        'Motivo de rechazo',
      ],
      rows: rows.map((o) => [
        String(o.idOferta),
        o.titulo,
        exportText(familyWords[o.familia], lang),
        o.empresa,
        o.cif,
        stateWord(o.Estado, lang),
        o.fecha,
        o.fechaFinInscripcion ?? '',
        String(o.numCandidatos),
        o.cambiosSolicitados ?? '',
        o.motivoRechazo ?? '',
      ]),
    },
    query.formato,
    'ofertas',
    lang,
  );
}
