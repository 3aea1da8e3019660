import {
  Codes,
  searchDeletionRequests,
  type AccountDeletionRequest,
  type StaffAccountDeletionItem,
  type StaffDeletionStateFilter,
  type staffDeletionExportQuerySchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { exportText, type ExportLanguage } from '../../lib/export-texts.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { tableFile } from '../../lib/table-export.ts';
import { catalogueNotice, notifyUser } from '../notifications/notifications.service.ts';
import { toAccountDeletionRequest, toStaffAccountDeletionItem } from './account-deletion.mapper.ts';
import * as repo from './account-deletion.repository.ts';
import { mailCatalogue, mailIn } from '../../lib/mail-catalogue.ts';
import { languageOfAddress } from '../users/user-language.ts';
import { sendInBackground } from '../../lib/send-in-background.ts';

/**
 * Alumno/solicitarBajaServicio (517, brand flag canBorrarCuenta): stores a pending request for the
 * careers office, tells the candidate (notification and email) and writes to the office's address.
 * Asking again while a request is pending answers that request and sends nothing new.
 */
export async function requestAccountDeletion(
  ctx: AppContext,
  candidateId: number,
): Promise<AccountDeletionRequest> {
  if (!(await ctx.brand.get()).canBorrarCuenta) {
    throw new AppError(Codes.FORBIDDEN);
  }
  const to = (await ctx.brand.get()).emailContactoConvenios;
  const created = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertPending(tx, candidateId);
    if (!row) {
      return null;
    }
    const tellCandidate = await notifyUser(
      ctx,
      candidateId,
      catalogueNotice(Codes.WITHDRAWAL_REQUEST_RECEIVED),
      tx,
    );
    const tellOffice = await queueCareersOfficeMail(ctx, tx, to, candidateId, row.id);
    return {
      row,
      send: async () => {
        await tellCandidate();
        await tellOffice();
      },
    };
  });
  if (!created) {
    const existing = await repo.findPending(ctx.db, candidateId);
    if (!existing) {
      // Processed between the two statements: the candidate may simply ask again.
      throw new AppError(Codes.GENERIC_ERROR);
    }
    return toAccountDeletionRequest(existing);
  }
  ctx.log.info(
    { candidateId, requestId: created.row.id, notify: to },
    'account deletion requested',
  );
  sendInBackground(created.send);
  return toAccountDeletionRequest(created.row);
}

/** The mail to the careers office (the brand's careers contact), written with the request. */
async function queueCareersOfficeMail(
  ctx: AppContext,
  tx: Db,
  to: string,
  candidateId: number,
  requestId: number,
): Promise<() => Promise<void>> {
  const candidate = await repo.findCandidateContact(tx, candidateId);
  if (!candidate) {
    return () => Promise.resolve();
  }
  const mail = mailIn(
    mailCatalogue.accountDeletionRequest,
    { quien: `${candidate.nombre} ${candidate.apellidos}`, email: candidate.email, id: requestId },
    await languageOfAddress(tx, to),
  );
  const id = await ctx.outbox.enqueueMail(tx, { to, ...mail });
  return () => ctx.outbox.deliver([id]);
}

/** Gestion/dameSolicitudesBaja: the requests of a state (pending unless asked), oldest first. */
export async function listDeletionRequests(
  ctx: AppContext,
  estado: StaffDeletionStateFilter,
): Promise<StaffAccountDeletionItem[]> {
  return (await repo.listRequests(ctx.db, estado)).map(toStaffAccountDeletionItem);
}

const stateLabel = {
  pendiente: 'Pendiente',
  tramitada: 'Tramitada',
  rechazada: 'Rechazada',
} as const;

/**
 * Gestion/exportaSolicitudesBaja: the list as its page shows it (state, every word of the search in
 * the name, email or DNI), with the decision's day and a refusal's reason.
 */
export async function exportDeletionRequests(
  ctx: AppContext,
  query: z.output<typeof staffDeletionExportQuerySchema>,
  lang: ExportLanguage = 'es',
): Promise<PrivateFile> {
  const rows = searchDeletionRequests(await listDeletionRequests(ctx, query.estado), query.texto);
  return tableFile(
    {
      sheet: 'Solicitudes de baja',
      header: [
        'Id',
        'Nombre',
        'Apellidos',
        'Email',
        'DNI',
        'Fecha de solicitud',
        'Estado',
        'Resuelta',
        'Motivo de rechazo',
      ],
      rows: rows.map((r) => [
        String(r.idSolicitud),
        r.nombre,
        r.apellidos,
        r.email,
        r.dni ?? '',
        r.fecha,
        exportText(stateLabel[r.estado], lang),
        r.resuelta ?? '',
        r.motivoRechazo ?? '',
      ]),
    },
    query.formato,
    'solicitudes-baja',
    lang,
  );
}
