import {
  type EducationCentreOption,
  type EducationRequest,
  MAX_EDUCATION_REQUESTS_PER_STUDENT,
  pathFor,
  type StudentEducationStatus,
} from '@portal/contracts';
import type { studentEducationRequestBodySchema } from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { ID_ESPANA, municipioPorCodigo } from '../domains/data/index.ts';
import { toEducationRequest } from './education-requests.mapper.ts';
import * as repo from './education-requests.repository.ts';
import { checkCapacity, detail } from './education-request-helpers.ts';
import { notifyCompany } from '../request-workflow/decision.ts';
import { sendInBackground } from '../../lib/send-in-background.ts';
import { conflict } from '../../lib/app-error.ts';

/** Alumno/numeroSolicitudPracticasEducacionDisponibles. */
export async function studentEducationStatus(
  ctx: AppContext,
  candidateId: number,
): Promise<StudentEducationStatus> {
  const studentRow = await repo.findStudent(ctx.db, candidateId);
  const live = await repo.countLiveForStudent(ctx.db, candidateId);
  const esEstudianteEducacion = studentRow?.esEstudianteEducacion ?? false;
  return {
    esEstudianteEducacion,
    maximo: MAX_EDUCATION_REQUESTS_PER_STUDENT,
    disponibles: esEstudianteEducacion ? Math.max(0, MAX_EDUCATION_REQUESTS_PER_STUDENT - live) : 0,
    solicitudes: (await repo.listForStudent(ctx.db, candidateId)).map(toEducationRequest),
  };
}

/** A Spanish address names its town by INE code; a foreign one by text. */
function centreTown(c: { idPais: number; idLocalidad: number | null; localidad: string | null }) {
  if (c.idPais !== ID_ESPANA) {
    return c.localidad;
  }
  if (c.idLocalidad === null) {
    return null;
  }
  const town = municipioPorCodigo(c.idLocalidad);
  return town === undefined ? null : (town.nombreMostrado ?? town.nombre);
}

/** Alumno/dameCentrosPracticasEducacion: centres with at least one free place. */
export async function listCentresForStudent(ctx: AppContext): Promise<EducationCentreOption[]> {
  return (await repo.listCentresWithPlaces(ctx.db))
    .map((c) => ({
      idCentro: c.idCentro,
      nombre: c.nombre,
      localidad: centreTown(c),
      disponibles: Math.max(0, c.limite - c.ocupadas),
    }))
    .filter((c) => c.disponibles > 0);
}

/** Alumno/solicitudPracticaEducacion (528): the student asks a centre; the centre decides. */
export async function createStudentRequest(
  ctx: AppContext,
  user: AuthUser,
  body: z.output<typeof studentEducationRequestBodySchema>,
): Promise<EducationRequest> {
  const { id, sends } = await ctx.db.transaction(async (tx) => {
    await checkCapacity(tx, body.idCentro, user.id);
    const row = await repo.insertRequest(tx, {
      centreId: body.idCentro,
      candidateId: user.id,
      origen: 'alumno',
      estado: 'pendiente_centro',
      etapa: body.etapa,
      fechaInicio: body.fechaInicio,
      fechaFin: body.fechaFin,
      observaciones: body.observaciones ?? null,
      createdBy: user.id,
    });
    if (!row) {
      throw conflict(
        'Ya tienes una solicitud en curso con este centro.',
        'You already have a request in progress with this centre.',
      );
    }
    const sent = await notifyCompany(ctx, tx, body.idCentro, {
      titulo: 'Nueva solicitud de prácticas de educación',
      texto: `${user.nombre} ${user.apellidos} solicita hacer sus prácticas de educación en vuestro centro.`,
      en: {
        titulo: 'New education internship request',
        texto: `${user.nombre} ${user.apellidos} asks to do their education internship at your centre.`,
      },
      urlAcceso: pathFor('ficha-solicitudes-educacion', { id: row.id }),
    });
    return { id: row.id, sends: sent };
  });
  sendInBackground(...sends);
  return detail(ctx.db, id);
}
