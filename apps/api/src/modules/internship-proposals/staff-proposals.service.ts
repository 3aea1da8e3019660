import { Codes, pathFor, type StaffProposal, type StaffRequestListQuery } from '@portal/contracts';
import type { staffDecisionBodySchema, staffExportQuerySchema } from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { spanishDay } from '../../lib/dates.ts';
import { exportText, type ExportLanguage } from '../../lib/export-texts.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.ts';
import {
  decisionStateText,
  requestTableFile,
  type ExportFile,
} from '../internship-requests/request-export.ts';
import { notifyUser, type UserNotice } from '../notifications/notifications.service.ts';
import { toStaffProposal } from './internship-proposals.mapper.ts';
import * as repo from './internship-proposals.repository.ts';
import { detail } from './internship-proposals.service.ts';

export async function listStaffProposals(
  ctx: AppContext,
  query: StaffRequestListQuery,
): Promise<StaffProposal[]> {
  return (await repo.listForStaff(ctx.db, query)).map(toStaffProposal);
}

export async function getStaffProposal(ctx: AppContext, id: number): Promise<StaffProposal> {
  return toStaffProposal(await detail(ctx.db, id));
}

/**
 * Gestion/resolverPropuestaPracticas: approve or reject a pending proposal (row locked, audited
 * in the same transaction); the proposer (student, or the proposing company's users, and the
 * student either way) gets a notification and a mail.
 */
export async function decideProposal(
  ctx: AppContext,
  staff: AuthUser,
  body: z.output<typeof staffDecisionBodySchema>,
  requestId: string,
): Promise<StaffProposal> {
  const sends = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockProposal(tx, body.idSolicitud);
    if (!row) {
      throw new AppError(Codes.NOT_FOUND);
    }
    if (row.estado !== 'pendiente') {
      throw new AppError(Codes.STATE_CHANGE_NOT_ALLOWED, {
        message: 'La propuesta ya se ha resuelto.',
      });
    }
    const motivo = body.motivo === '' ? null : body.motivo;
    await repo.decide(tx, row.id, { estado: body.decision, motivo, decidedBy: staff.id });
    await recordAudit(tx, {
      actor: staff,
      action:
        body.decision === 'aprobada'
          ? 'propuesta_practicas.aprobar'
          : 'propuesta_practicas.rechazar',
      entity: 'propuesta_practicas',
      entityId: row.id,
      before: { estado: row.estado },
      after: { estado: body.decision },
      reason: motivo,
      requestId,
    });
    const approved = body.decision === 'aprobada';
    const titulo = approved
      ? 'Propuesta de prácticas aprobada'
      : 'Propuesta de prácticas rechazada';
    const day = (iso: string) => iso.split('-').reverse().join('/');
    const dates = `${day(row.fechaInicio)} – ${day(row.fechaFin)}`;
    const texto =
      `El Servicio de Empleo ha ${approved ? 'aprobado' : 'rechazado'} la propuesta de prácticas ` +
      `con ${row.nombreEmpresa} (${dates}).` +
      (motivo ? ` Motivo: ${motivo}` : '');
    const notice: UserNotice = {
      titulo,
      texto,
      en: {
        titulo: approved ? 'Internship proposal approved' : 'Internship proposal rejected',
        texto:
          `The careers office has ${approved ? 'approved' : 'rejected'} the internship proposal ` +
          `with ${row.nombreEmpresa} (${dates}).` +
          (motivo ? ` Reason: ${motivo}` : ''),
      },
      urlAcceso: pathFor('propuesta_practicas'),
    };
    const sent = [await notifyUser(ctx, row.candidateId, notice, tx)];
    if (row.origen === 'empresa' && row.companyId !== null) {
      for (const userId of await repo.companyUserIds(tx, row.companyId)) {
        sent.push(await notifyUser(ctx, userId, notice, tx));
      }
    }
    return sent;
  });
  for (const send of sends) {
    await send();
  }
  return getStaffProposal(ctx, body.idSolicitud);
}

export async function exportProposals(
  ctx: AppContext,
  query: z.output<typeof staffExportQuerySchema>,
  lang: ExportLanguage = 'es',
): Promise<ExportFile> {
  const list = await listStaffProposals(ctx, query);
  return requestTableFile(
    query.formato,
    {
      sheet: 'Propuestas de prácticas',
      base: 'propuestas-practicas',
      header: [
        'Propuesta',
        'Fecha',
        'Estado',
        'Origen',
        'Alumno',
        'Email alumno',
        'CIF',
        'Empresa',
        'Contacto',
        'Email contacto',
        'Inicio',
        'Fin',
        'Horas/día',
        'Días/semana',
        'Meses',
        'Remuneración',
        'Tutor',
        'Descripción',
        'Motivo',
        'Resuelta por',
      ],
      rows: list.map((p) => [
        String(p.idPropuesta),
        p.fecha,
        exportText(decisionStateText[p.estado], lang),
        exportText(p.origen === 'alumno' ? 'Alumno' : 'Empresa', lang),
        p.alumno,
        p.emailAlumno,
        p.cifEmpresa,
        p.nombreEmpresa,
        p.nombreContacto ?? '',
        p.emailContacto,
        p.fechaInicio,
        p.fechaFin,
        String(p.horasDia).replace('.', ','),
        String(p.diasSemana),
        String(p.meses),
        p.remuneracion === null ? '' : p.remuneracion.toFixed(2).replace('.', ','),
        `${p.tutorNombre} <${p.tutorEmail}>`,
        p.descripcion,
        p.motivo ?? '',
        p.resueltaPor ?? '',
      ]),
    },
    spanishDay(),
    lang,
  );
}
