import {
  Codes,
  pathFor,
  type StaffEducationRequest,
  type StaffRequestListQuery,
} from '@portal/contracts';
import type { staffDecisionBodySchema } from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.ts';
import { notifyUser } from '../notifications/notifications.service.ts';
import { toStaffEducationRequest } from './education-requests.mapper.ts';
import * as repo from './education-requests.repository.ts';
import { detail, flush, notifyCompany } from './education-request-helpers.ts';

export async function listStaffEducationRequests(
  ctx: AppContext,
  query: StaffRequestListQuery,
): Promise<StaffEducationRequest[]> {
  return (await repo.listForStaff(ctx.db, query)).map(toStaffEducationRequest);
}

export async function getStaffEducationRequest(
  ctx: AppContext,
  id: number,
): Promise<StaffEducationRequest> {
  const row = await repo.findById(ctx.db, id);
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return toStaffEducationRequest(row);
}

/**
 * Gestion/resolverSolicitudPracticaEducacion: approve or reject a request pending the office, row
 * locked and audited in the same transaction; the student and the centre are told. A rejection
 * frees the centre's place.
 */
export async function decideEducationRequest(
  ctx: AppContext,
  staff: AuthUser,
  body: z.output<typeof staffDecisionBodySchema>,
  requestId: string,
): Promise<StaffEducationRequest> {
  const sends = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockRequest(tx, body.idSolicitud);
    if (!row) {
      throw new AppError(Codes.NOT_FOUND);
    }
    if (row.estado !== 'pendiente_servicio') {
      throw new AppError(Codes.STATE_CHANGE_NOT_ALLOWED, {
        message: 'La solicitud no está pendiente del Servicio de Empleo.',
      });
    }
    const motivo = body.motivo === '' ? null : body.motivo;
    const estado = body.decision === 'aprobada' ? 'aprobada' : 'rechazada';
    await repo.updateRequest(tx, row.id, {
      estado,
      motivo,
      decidedBy: staff.id,
      decidedAt: new Date(),
    });
    await recordAudit(tx, {
      actor: staff,
      action:
        estado === 'aprobada'
          ? 'solicitud_practica_educacion.aprobar'
          : 'solicitud_practica_educacion.rechazar',
      entity: 'solicitud_practica_educacion',
      entityId: row.id,
      before: { estado: row.estado },
      after: { estado },
      reason: motivo,
      requestId,
    });
    const request = await detail(tx, row.id);
    const verb = estado === 'aprobada' ? 'aprobado' : 'rechazado';
    const titulo =
      estado === 'aprobada'
        ? 'Solicitud de prácticas de educación aprobada'
        : 'Solicitud de prácticas de educación rechazada';
    const reason = motivo ? ` Motivo: ${motivo}` : '';
    const approved = estado === 'aprobada';
    const en = {
      titulo: approved
        ? 'Education internship request approved'
        : 'Education internship request rejected',
      verb: approved ? 'approved' : 'rejected',
      reason: motivo ? ` Reason: ${motivo}` : '',
    };
    const student = `${request.alumno.nombre} ${request.alumno.apellidos}`;
    return [
      await notifyUser(
        ctx,
        row.candidateId,
        {
          titulo,
          texto: `El Servicio de Empleo ha ${verb} tus prácticas de educación en ${request.centro}.${reason}`,
          en: {
            titulo: en.titulo,
            texto: `The careers office has ${en.verb} your education internship at ${request.centro}.${en.reason}`,
          },
          urlAcceso: pathFor('propuesta_practicas'),
        },
        tx,
      ),
      ...(await notifyCompany(ctx, tx, row.centreId, {
        titulo,
        texto: `El Servicio de Empleo ha ${verb} la solicitud de prácticas de ${student}.${reason}`,
        en: {
          titulo: en.titulo,
          texto: `The careers office has ${en.verb} the internship request of ${student}.${en.reason}`,
        },
        urlAcceso: pathFor('ficha-solicitudes-educacion', { id: row.id }),
      })),
    ];
  });
  await flush(sends);
  return getStaffEducationRequest(ctx, body.idSolicitud);
}
