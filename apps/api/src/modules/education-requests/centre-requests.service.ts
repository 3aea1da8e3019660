import {
  type CheckedStudent,
  Codes,
  type EducationMenu,
  type EducationRequest,
  type EducationRequestList,
  MAX_EDUCATION_REQUESTS_PER_STUDENT,
  pathFor,
} from '@portal/contracts';
import type { educationRequestBodySchema, educationRequestEditBodySchema } from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { notifyUser } from '../notifications/notifications.service.ts';
import { toEducationRequest } from './education-requests.mapper.ts';
import * as repo from './education-requests.repository.ts';
import { checkCapacity, detail, requireCentre } from './education-request-helpers.ts';
import { sendInBackground } from '../../lib/send-in-background.ts';

/** Empresa/tieneMenuSolicitudesPracticasEducacion. */
export async function educationMenu(ctx: AppContext, companyId: number): Promise<EducationMenu> {
  const centre = await repo.findCentre(ctx.db, companyId);
  if (!centre) {
    return { tieneMenu: false, limite: null, ocupadas: 0, disponibles: 0 };
  }
  const ocupadas = await repo.countPlaces(ctx.db, companyId);
  return {
    tieneMenu: true,
    limite: centre.limite,
    ocupadas,
    disponibles: Math.max(0, centre.limite - ocupadas),
  };
}

/** Empresa/dameSolicitudesPracticasEducacion. */
export async function listCentreRequests(
  ctx: AppContext,
  companyId: number,
): Promise<EducationRequestList> {
  const centre = await requireCentre(ctx, companyId);
  const ocupadas = await repo.countPlaces(ctx.db, companyId);
  return {
    solicitudes: (await repo.listForCentre(ctx.db, companyId)).map(toEducationRequest),
    limite: centre.limite,
    ocupadas,
    disponibles: Math.max(0, centre.limite - ocupadas),
  };
}

/** Empresa/dameSolicitudPractica/{id}: only the centre's own requests. */
export async function getCentreRequest(
  ctx: AppContext,
  companyId: number,
  id: number,
): Promise<EducationRequest> {
  await requireCentre(ctx, companyId);
  const row = await repo.findForCentre(ctx.db, companyId, id);
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return toEducationRequest(row);
}

/**
 * Empresa/compruebaDNIalumno: the candidate with that document, or 509. Only an education centre
 * may ask (403 otherwise): the answer names a student.
 */
export async function checkStudentDni(
  ctx: AppContext,
  companyId: number,
  dni: string,
): Promise<CheckedStudent> {
  await requireCentre(ctx, companyId);
  const found = await repo.findStudentByDni(ctx.db, dni);
  if (found?.estado !== 'activo') {
    throw new AppError(Codes.NO_CANDIDATE_WITH_DOCUMENT);
  }
  const live = await repo.countLiveForStudent(ctx.db, found.idAlumno);
  return {
    idAlumno: found.idAlumno,
    nombre: found.nombre,
    apellidos: found.apellidos,
    esEstudianteEducacion: found.esEstudianteEducacion,
    disponibles: Math.max(0, MAX_EDUCATION_REQUESTS_PER_STUDENT - live),
  };
}

/** Empresa/solicitudPractica (528): the centre requests a student; it holds one place at once. */
export async function createCentreRequest(
  ctx: AppContext,
  user: AuthUser,
  companyId: number,
  body: z.output<typeof educationRequestBodySchema>,
): Promise<EducationRequest> {
  await requireCentre(ctx, companyId);
  const found = await repo.findStudentByDni(ctx.db, body.dni);
  if (found?.estado !== 'activo') {
    throw new AppError(Codes.NO_CANDIDATE_WITH_DOCUMENT);
  }
  const { id, sends } = await ctx.db.transaction(async (tx) => {
    await checkCapacity(tx, companyId, found.idAlumno);
    const row = await repo.insertRequest(tx, {
      centreId: companyId,
      candidateId: found.idAlumno,
      origen: 'centro',
      estado: 'pendiente_servicio',
      etapa: body.etapa,
      fechaInicio: body.fechaInicio,
      fechaFin: body.fechaFin,
      tutorNombre: body.tutorNombre,
      tutorEmail: body.tutorEmail === '' ? null : (body.tutorEmail ?? null),
      observaciones: body.observaciones ?? null,
      createdBy: user.id,
      centreDecidedAt: new Date(),
    });
    if (!row) {
      throw conflict(
        'Ya existe una solicitud en curso de este centro para este alumno.',
        'This centre already has a request in progress for this student.',
      );
    }
    const centre = await detail(tx, row.id);
    const send = await notifyUser(
      ctx,
      found.idAlumno,
      {
        titulo: 'Solicitud de prácticas de educación',
        texto: `${centre.centro} ha solicitado tus prácticas de educación. El Servicio de Empleo revisará la solicitud.`,
        en: {
          titulo: 'Education internship request',
          texto: `${centre.centro} has requested your education internship. The careers office will review the request.`,
        },
        urlAcceso: pathFor('propuesta_practicas'),
      },
      tx,
    );
    return { id: row.id, sends: [send] };
  });
  sendInBackground(...sends);
  return detail(ctx.db, id);
}

/** Empresa/editarSolicitudPractica: while not decided by the office. */
export async function editCentreRequest(
  ctx: AppContext,
  companyId: number,
  body: z.output<typeof educationRequestEditBodySchema>,
): Promise<EducationRequest> {
  await requireCentre(ctx, companyId);
  await ctx.db.transaction(async (tx) => {
    const row = await repo.lockRequest(tx, body.idSolicitud);
    if (row?.centreId !== companyId) {
      throw new AppError(Codes.NOT_FOUND);
    }
    if (row.estado !== 'pendiente_centro' && row.estado !== 'pendiente_servicio') {
      throw new AppError(Codes.STATE_CHANGE_NOT_ALLOWED, {
        message: 'La solicitud ya está resuelta y no se puede modificar.',
        messageEn: 'The request has already been resolved and cannot be changed.',
      });
    }
    await repo.updateRequest(tx, row.id, {
      etapa: body.etapa,
      fechaInicio: body.fechaInicio,
      fechaFin: body.fechaFin,
      tutorNombre: body.tutorNombre,
      tutorEmail: body.tutorEmail === '' ? null : (body.tutorEmail ?? null),
      observaciones: body.observaciones ?? null,
    });
  });
  return detail(ctx.db, body.idSolicitud);
}
