import {
  Codes,
  type StaffApplicationDetail,
  type StaffApplicationList,
  type StaffApplicationListQuery,
  type StaffApplicationRow,
  type StaffChangeApplicationStateBody,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { PORTAL_TIME_ZONE, toDdMmYyyy } from '../../lib/dates.ts';
import { allowedMoves, phaseOf } from '../application-states/application-state-machine.ts';
import { transitionApplication } from '../application-states/application-state.service.ts';
import { stateName } from '../application-states/application-states.policy.ts';
import { recordAudit } from '../audit/audit.ts';
import type { StaffAct } from '../audit/staff-act.ts';
import * as repo from './staff-applications.repository.ts';
import { sendInBackground } from '../../lib/send-in-background.ts';
import { pageWindow } from '../../lib/page-window.ts';

const dateTime = new Intl.DateTimeFormat('es-ES', {
  timeZone: PORTAL_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const toDateTime = (value: Date) => dateTime.format(value).replace(',', '');

export const toApplicationRow = (row: repo.StaffApplicationDbRow): StaffApplicationRow => ({
  idCandidatura: row.id,
  idOferta: row.offerId,
  oferta: row.oferta,
  familia: row.familia,
  idEmpresa: row.companyId,
  empresa: row.empresa,
  idCandidato: row.candidateId,
  candidato: `${row.nombre} ${row.apellidos}`.trim(),
  email: row.email,
  idEstado: row.estado,
  Estado: stateName(row.estado),
  pendienteFirma: row.pendienteFirma,
  fecha: toDdMmYyyy(row.createdAt),
  fechaCambio: toDdMmYyyy(row.updatedAt),
});

export const applicationSearch = (
  query: Omit<StaffApplicationListQuery, 'pagina' | 'porPagina'>,
) => ({
  idOferta: query.idOferta,
  idEmpresa: query.idEmpresa,
  estado: query.estado,
  texto: query.texto,
  orden: query.orden,
});

export async function listStaffApplications(
  ctx: AppContext,
  query: StaffApplicationListQuery,
): Promise<StaffApplicationList> {
  const search = applicationSearch(query);
  const page = pageWindow(query);
  const [rows, total] = await Promise.all([
    repo.listApplications(ctx.db, search, page),
    repo.countApplications(ctx.db, search),
  ]);
  return { candidaturas: rows.map(toApplicationRow), total };
}

export async function getStaffApplication(
  ctx: AppContext,
  applicationId: number,
): Promise<StaffApplicationDetail> {
  const row = await repo.findApplication(ctx.db, applicationId);
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const history = await repo.applicationHistory(ctx.db, applicationId);
  const moves = allowedMoves(phaseOf(row), 'company', { internship: row.familia !== 'empleo' });
  return {
    ...toApplicationRow(row),
    estadosPermitidos: moves.map((idEstado) => ({ idEstado, Estado: stateName(idEstado) })),
    historial: history.map((h) => ({
      idEstado: h.estado,
      Estado: stateName(h.estado),
      fecha: toDateTime(h.fecha),
      autor:
        h.autorNombre === null
          ? null
          : `${h.autorNombre} ${h.autorApellidos ?? ''}`.trim() +
            (h.autorRol === 'gestor' ? ' (Servicio de Empleo)' : ''),
      comentario: h.comentario,
    })),
  };
}

/**
 * Gestion/cambiaEstadoCandidatura: the careers office moves an application as its company would
 * (the same transition table: 14 from a final state or while the candidate has the next move, 49
 * for a move the table lacks); the history keeps who moved it and the candidate is told.
 */
export async function changeStaffApplicationState(
  ctx: AppContext,
  act: StaffAct,
  body: StaffChangeApplicationStateBody,
): Promise<StaffApplicationDetail> {
  if (!(await repo.findApplication(ctx.db, body.idCandidatura))) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const send = await ctx.db.transaction(async (tx) => {
    const outcome = await transitionApplication(ctx, tx, {
      target: { applicationId: body.idCandidatura },
      actor: 'company',
      to: body.idEstado,
      by: act.actor.id,
      comentario: body.comentario ?? null,
    });
    await recordAudit(tx, {
      ...act,
      action: 'candidatura.cambiar_estado',
      entity: 'candidatura',
      entityId: body.idCandidatura,
      before: { estado: outcome.from },
      after: { estado: outcome.application.estado },
      reason: body.comentario ?? null,
    });
    return outcome.send;
  });
  sendInBackground(send);
  return getStaffApplication(ctx, body.idCandidatura);
}
