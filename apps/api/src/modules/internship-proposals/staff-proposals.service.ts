import { pathFor, type StaffProposal, type StaffRequestListQuery } from '@portal/contracts';
import type { staffDecisionBodySchema, staffExportQuerySchema } from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { exportText, type ExportLanguage } from '../../lib/export-texts.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { listFile } from '../../lib/table-export.ts';
import { decisionStateText } from '../request-workflow/request-export.ts';
import { decideRequest, decisionWords, notifyCompany } from '../request-workflow/decision.ts';
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
 * Gestion/resolverPropuestaPracticas: approve or reject a pending proposal; the proposer (student,
 * or the proposing company's users, and the student either way) gets a notification and a mail.
 */
export async function decideProposal(
  ctx: AppContext,
  staff: AuthUser,
  body: z.output<typeof staffDecisionBodySchema>,
  requestId: string,
): Promise<StaffProposal> {
  await decideRequest(ctx, staff, body, requestId, {
    entity: 'propuesta_practicas',
    from: 'pendiente',
    notDecidable: 'La propuesta ya se ha resuelto.',
    notDecidableEn: 'The proposal has already been resolved.',
    lock: repo.lockProposal,
    write: repo.decide,
    notify: async (tx, { row, approved, motivo }) => {
      const words = decisionWords(approved, motivo);
      const day = (iso: string) => iso.split('-').reverse().join('/');
      const dates = `${day(row.fechaInicio)} – ${day(row.fechaFin)}`;
      const notice: UserNotice = {
        titulo: approved ? 'Propuesta de prácticas aprobada' : 'Propuesta de prácticas rechazada',
        texto:
          `El Servicio de Empleo ha ${words.verb} la propuesta de prácticas ` +
          `con ${row.nombreEmpresa} (${dates}).${words.reason}`,
        en: {
          titulo: approved ? 'Internship proposal approved' : 'Internship proposal rejected',
          texto:
            `The careers office has ${words.en.verb} the internship proposal ` +
            `with ${row.nombreEmpresa} (${dates}).${words.en.reason}`,
        },
        urlAcceso: pathFor('propuesta_practicas'),
      };
      const sent = [await notifyUser(ctx, row.candidateId, notice, tx)];
      if (row.origen === 'empresa' && row.companyId !== null) {
        sent.push(...(await notifyCompany(ctx, tx, row.companyId, notice)));
      }
      return sent;
    },
  });
  return getStaffProposal(ctx, body.idSolicitud);
}

export async function exportProposals(
  ctx: AppContext,
  query: z.output<typeof staffExportQuerySchema>,
  lang: ExportLanguage = 'es',
): Promise<PrivateFile> {
  return listFile(
    query.formato,
    await listStaffProposals(ctx, query),
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
      row: (p) => [
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
      ],
    },
    lang,
  );
}
