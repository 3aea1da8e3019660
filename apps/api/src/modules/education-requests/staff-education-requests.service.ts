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
import { decideRequest, decisionWords, notifyCompany } from '../request-workflow/decision.ts';
import { notifyUser } from '../notifications/notifications.service.ts';
import { toStaffEducationRequest } from './education-requests.mapper.ts';
import * as repo from './education-requests.repository.ts';
import { detail } from './education-request-helpers.ts';

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
 * Gestion/resolverSolicitudPracticaEducacion: approve or reject a request pending the office; the
 * student and the centre are told. A rejection frees the centre's place.
 */
export async function decideEducationRequest(
  ctx: AppContext,
  staff: AuthUser,
  body: z.output<typeof staffDecisionBodySchema>,
  requestId: string,
): Promise<StaffEducationRequest> {
  await decideRequest(ctx, staff, body, requestId, {
    entity: 'solicitud_practica_educacion',
    from: 'pendiente_servicio',
    notDecidable: 'La solicitud no está pendiente del Servicio de Empleo.',
    notDecidableEn: 'The request is not waiting for the careers office.',
    lock: repo.lockRequest,
    write: (tx, id, values) => repo.updateRequest(tx, id, { ...values, decidedAt: new Date() }),
    notify: async (tx, { row, approved, motivo }) => {
      const request = await detail(tx, row.id);
      const words = decisionWords(approved, motivo);
      const titulo = approved
        ? 'Solicitud de prácticas de educación aprobada'
        : 'Solicitud de prácticas de educación rechazada';
      const en = approved
        ? 'Education internship request approved'
        : 'Education internship request rejected';
      const student = `${request.alumno.nombre} ${request.alumno.apellidos}`;
      return [
        await notifyUser(
          ctx,
          row.candidateId,
          {
            titulo,
            texto: `El Servicio de Empleo ha ${words.verb} tus prácticas de educación en ${request.centro}.${words.reason}`,
            en: {
              titulo: en,
              texto: `The careers office has ${words.en.verb} your education internship at ${request.centro}.${words.en.reason}`,
            },
            urlAcceso: pathFor('propuesta_practicas'),
          },
          tx,
        ),
        ...(await notifyCompany(ctx, tx, row.centreId, {
          titulo,
          texto: `El Servicio de Empleo ha ${words.verb} la solicitud de prácticas de ${student}.${words.reason}`,
          en: {
            titulo: en,
            texto: `The careers office has ${words.en.verb} the internship request of ${student}.${words.en.reason}`,
          },
          urlAcceso: pathFor('ficha-solicitudes-educacion', { id: row.id }),
        })),
      ];
    },
  });
  return getStaffEducationRequest(ctx, body.idSolicitud);
}
