import { Codes, type EducationRequest, pathFor } from '@portal/contracts';
import type { educationAcceptBodySchema, educationRejectBodySchema } from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { notifyUser } from '../notifications/notifications.service.ts';
import * as repo from './education-requests.repository.ts';
import { detail, limitReached, requireCentre } from './education-request-helpers.ts';
import { sendInBackground } from '../../lib/send-in-background.ts';

/** Empresa/aceptarSolicitudPractica: the student's request takes one of the centre's places. */
export async function acceptStudentRequest(
  ctx: AppContext,
  companyId: number,
  body: z.output<typeof educationAcceptBodySchema>,
): Promise<EducationRequest> {
  const id = body.idSolicitud;
  await requireCentre(ctx, companyId);
  const sends = await ctx.db.transaction(async (tx) => {
    const centre = await repo.lockCentre(tx, companyId);
    const row = await repo.lockRequest(tx, id);
    if (!centre || row?.centreId !== companyId) {
      throw new AppError(Codes.NOT_FOUND);
    }
    if (row.estado !== 'pendiente_centro') {
      throw new AppError(Codes.STATE_CHANGE_NOT_ALLOWED, {
        message: 'La solicitud ya no está pendiente del centro.',
        messageEn: 'The request is no longer waiting for the centre.',
      });
    }
    if ((await repo.countPlaces(tx, companyId)) >= centre.limite) {
      throw limitReached();
    }
    await repo.updateRequest(tx, id, {
      estado: 'pendiente_servicio',
      tutorNombre: body.tutorNombre,
      tutorEmail: body.tutorEmail === '' ? null : (body.tutorEmail ?? null),
      centreDecidedAt: new Date(),
    });
    const request = await detail(tx, id);
    return [
      await notifyUser(
        ctx,
        row.candidateId,
        {
          titulo: 'Solicitud de prácticas de educación aceptada por el centro',
          texto: `${request.centro} ha aceptado tu solicitud de prácticas. Falta la validación del Servicio de Empleo.`,
          en: {
            titulo: 'Education internship request accepted by the centre',
            texto: `${request.centro} has accepted your internship request. It now awaits the careers office's approval.`,
          },
          urlAcceso: pathFor('propuesta_practicas'),
        },
        tx,
      ),
    ];
  });
  sendInBackground(...sends);
  return detail(ctx.db, id);
}

/** Empresa/rechazarSolicitudPractica: the student reads the reason. */
export async function rejectStudentRequest(
  ctx: AppContext,
  companyId: number,
  body: z.output<typeof educationRejectBodySchema>,
): Promise<EducationRequest> {
  await requireCentre(ctx, companyId);
  const sends = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockRequest(tx, body.idSolicitud);
    if (row?.centreId !== companyId) {
      throw new AppError(Codes.NOT_FOUND);
    }
    if (row.estado !== 'pendiente_centro') {
      throw new AppError(Codes.STATE_CHANGE_NOT_ALLOWED, {
        message: 'La solicitud ya no está pendiente del centro.',
        messageEn: 'The request is no longer waiting for the centre.',
      });
    }
    await repo.updateRequest(tx, row.id, {
      estado: 'rechazada_centro',
      motivo: body.motivo,
      centreDecidedAt: new Date(),
    });
    const request = await detail(tx, row.id);
    return [
      await notifyUser(
        ctx,
        row.candidateId,
        {
          titulo: 'Solicitud de prácticas de educación rechazada por el centro',
          texto: `${request.centro} ha rechazado tu solicitud de prácticas. Motivo: ${body.motivo}`,
          en: {
            titulo: 'Education internship request rejected by the centre',
            texto: `${request.centro} has rejected your internship request. Reason: ${body.motivo}`,
          },
          urlAcceso: pathFor('propuesta_practicas'),
        },
        tx,
      ),
    ];
  });
  sendInBackground(...sends);
  return detail(ctx.db, body.idSolicitud);
}
