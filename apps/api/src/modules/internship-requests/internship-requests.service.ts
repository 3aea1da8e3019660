import {
  Codes,
  type CompanyInternship,
  type InternshipAction,
  type InternshipChangeRequest,
  pathFor,
  type StaffChangeRequest,
  type StaffRequestListQuery,
} from '@portal/contracts';
import type { z } from 'zod';
import type {
  internshipActionBodySchema,
  staffChangeDecisionBodySchema,
  staffExportQuerySchema,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { spanishDay } from '../../lib/dates.ts';
import { exportText, type ExportLanguage, type ExportText } from '../../lib/export-texts.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { decideRequest, decisionWords, notifyCompany } from '../request-workflow/decision.ts';
import {
  acceptsRequests,
  toChangeRequest,
  toCompanyInternship,
  toStaffChangeRequest,
} from './internship-requests.mapper.ts';
import { planApprovedChange, type PlannedChange } from './change-approval.ts';
import * as repo from './internship-requests.repository.ts';
import type { InternshipChangeRequestRow } from './internship-requests.table.ts';
import { decisionStateText } from '../request-workflow/request-export.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { listFile } from '../../lib/table-export.ts';
import { mailCatalogue, mailIn } from '../../lib/mail-catalogue.ts';
import { languageOfAddress } from '../users/user-language.ts';
import { sendInBackground } from '../../lib/send-in-background.ts';

/** Spanish names of the actions (messages, mails, exports). */
export const actionText: Record<InternshipAction, string> = {
  ampliacion: 'Ampliación',
  finalizacion_anticipada: 'Finalización anticipada',
  cambio_tutor: 'Cambio de tutor',
  otra: 'Otra',
};

/** The same, in English (the web's internshipRequests:actions). */
const actionTextEn: Record<InternshipAction, string> = {
  ampliacion: 'Extension',
  finalizacion_anticipada: 'Early end',
  cambio_tutor: 'Tutor change',
  otra: 'Other',
};

/** Empresa/damePracticas: the company's internships with their change requests. */
export async function listCompanyInternships(
  ctx: AppContext,
  companyId: number,
): Promise<CompanyInternship[]> {
  const rows = await repo.listCompanyInternships(ctx.db, companyId);
  const requests = await repo.requestsOfInternships(
    ctx.db,
    rows.map((r) => r.internship.id),
  );
  return rows.map((row) =>
    toCompanyInternship(
      row,
      requests.filter((r) => r.internshipId === row.internship.id),
    ),
  );
}

/**
 * Empresa/solictitarAccionSobrePractica (529): a pending request about one of the company's own
 * internships; the careers office's address receives a mail.
 */
export async function requestInternshipAction(
  ctx: AppContext,
  user: AuthUser,
  companyId: number,
  body: z.output<typeof internshipActionBodySchema>,
): Promise<InternshipChangeRequest> {
  const internship = await repo.findCompanyInternship(ctx.db, companyId, body.idPractica);
  if (!internship) {
    throw new AppError(Codes.NOT_FOUND);
  }
  if (!acceptsRequests(internship.estado)) {
    throw new AppError(Codes.STATE_CHANGE_NOT_ALLOWED, {
      message: 'La práctica ya ha terminado y no admite solicitudes de cambio.',
      messageEn: 'The internship has already ended and takes no change requests.',
    });
  }
  const to = (await ctx.brand.get()).emailContactoConvenios;
  const { row, send } = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insertRequest(tx, {
      internshipId: internship.id,
      companyId,
      requestedBy: user.id,
      accion: body.accion,
      descripcion: body.descripcion,
    });
    if (!inserted) {
      throw conflict(
        'Ya hay una solicitud pendiente de este tipo para esta práctica.',
        'There is already a pending request of this kind for this internship.',
      );
    }
    const mail = mailIn(
      mailCatalogue.internshipChangeRequest,
      {
        quien: `${user.nombre} ${user.apellidos}`,
        email: user.email,
        accion: body.accion,
        practica: internship.titulo,
        id: inserted.id,
        descripcion: body.descripcion,
      },
      await languageOfAddress(tx, to),
    );
    const id = await ctx.outbox.enqueueMail(tx, { to, ...mail });
    return { row: inserted, send: () => ctx.outbox.deliver([id]) };
  });
  sendInBackground(send);
  return toChangeRequest(row);
}

export async function listStaffChangeRequests(
  ctx: AppContext,
  query: StaffRequestListQuery,
): Promise<StaffChangeRequest[]> {
  return (await repo.listForStaff(ctx.db, query)).map(toStaffChangeRequest);
}

export async function getStaffChangeRequest(
  ctx: AppContext,
  id: number,
): Promise<StaffChangeRequest> {
  const row = await repo.findForStaff(ctx.db, id);
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return toStaffChangeRequest(row);
}

/**
 * Gestion/resolverSolicitudCambioPractica: approve or reject a pending request with the row locked
 * (two staff users cannot both decide it). An approval applies the change to the internship (its
 * row locked too) in the same transaction; the audit row keeps the internship before and after.
 * The company's users get a notification and a mail saying what changed.
 */
export async function decideChangeRequest(
  ctx: AppContext,
  staff: AuthUser,
  body: z.output<typeof staffChangeDecisionBodySchema>,
  requestId: string,
): Promise<StaffChangeRequest> {
  await decideRequest<InternshipChangeRequestRow, PlannedChange>(ctx, staff, body, requestId, {
    entity: 'solicitud_cambio_practica',
    from: 'pendiente',
    notDecidable: 'La solicitud ya se ha resuelto.',
    notDecidableEn: 'The request has already been resolved.',
    lock: repo.lockRequest,
    write: repo.decide,
    onApprove: async (tx, row) => {
      const internship = await repo.lockInternship(tx, row.internshipId);
      if (!internship) {
        throw new AppError(Codes.NOT_FOUND);
      }
      const change = planApprovedChange(row.accion, internship, body, spanishDay());
      if (Object.keys(change.update).length > 0) {
        await repo.updateInternship(tx, internship.id, change.update);
      }
      return {
        value: change,
        before: { practica: change.before },
        after: { practica: change.after },
      };
    },
    notify: async (tx, { row, approved, motivo, applied: change }) => {
      const words = decisionWords(approved, motivo);
      const detail = await repo.findForStaff(tx, row.id);
      const titulo = approved
        ? 'Solicitud de cambio de prácticas aprobada'
        : 'Solicitud de cambio de prácticas rechazada';
      const texto =
        `El Servicio de Empleo ha ${words.verb} tu solicitud de ` +
        `«${actionText[row.accion]}» para la práctica «${detail?.practica ?? ''}».` +
        (change?.es ? ` ${change.es}` : '') +
        words.reason;
      const en = {
        titulo: approved
          ? 'Internship change request approved'
          : 'Internship change request rejected',
        texto:
          `The careers office has ${words.en.verb} your “${actionTextEn[row.accion]}” ` +
          `request for the internship “${detail?.practica ?? ''}”.` +
          (change?.en ? ` ${change.en}` : '') +
          words.en.reason,
      };
      return notifyCompany(ctx, tx, row.companyId, {
        titulo,
        texto,
        en,
        urlAcceso: pathFor('solicitar_cambio_practicas'),
      });
    },
  });
  return getStaffChangeRequest(ctx, body.idSolicitud);
}

const changeRequestHeader: readonly ExportText[] = [
  'Solicitud',
  'Fecha',
  'Estado',
  'Acción',
  'Empresa',
  'Práctica',
  'Alumno',
  'Inicio',
  'Fin',
  'Descripción',
  'Motivo',
  'Resuelta',
  'Resuelta por',
];

export async function exportChangeRequests(
  ctx: AppContext,
  query: z.output<typeof staffExportQuerySchema>,
  lang: ExportLanguage = 'es',
): Promise<PrivateFile> {
  const actions = lang === 'en' ? actionTextEn : actionText;
  return listFile(
    query.formato,
    await listStaffChangeRequests(ctx, query),
    {
      sheet: 'Cambios de prácticas',
      base: 'solicitudes-cambio-practicas',
      header: changeRequestHeader,
      row: (r) => [
        String(r.idSolicitud),
        r.fecha,
        exportText(decisionStateText[r.estado], lang),
        actions[r.accion],
        r.empresa,
        r.practica,
        r.alumno,
        r.fechaInicio,
        r.fechaFin,
        r.descripcion,
        r.motivo ?? '',
        r.fechaResolucion ?? '',
        r.resueltaPor ?? '',
      ],
    },
    lang,
  );
}
