import {
  Codes,
  type EducationRequest,
  MAX_EDUCATION_REQUESTS_PER_STUDENT,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { type ExportText } from '../../lib/export-texts.ts';
import { toEducationRequest } from './education-requests.mapper.ts';
import * as repo from './education-requests.repository.ts';

export const limitReached = () => new AppError(Codes.CENTRE_REQUEST_LIMIT_REACHED);

const notACentre = () => new AppError(Codes.FORBIDDEN);

export const stateText: Record<EducationRequest['estado'], ExportText> = {
  pendiente_centro: 'Pendiente del centro',
  pendiente_servicio: 'Pendiente del Servicio de Empleo',
  aprobada: 'Aprobada',
  rechazada_centro: 'Rechazada por el centro',
  rechazada: 'Rechazada por el Servicio de Empleo',
};

export async function requireCentre(ctx: AppContext, companyId: number) {
  const centre = await repo.findCentre(ctx.db, companyId);
  if (!centre) {
    throw notACentre();
  }
  return centre;
}

export async function detail(db: Db, id: number): Promise<EducationRequest> {
  const row = await repo.findById(db, id);
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return toEducationRequest(row);
}

/**
 * Checks that a new request fits and a student's slot, with the centre row and then the student
 * row locked (always in that order), so concurrent requests can neither over-book the centre (81)
 * nor give a student more than the maximum of live requests.
 */
export async function checkCapacity(tx: Db, centreId: number, candidateId: number): Promise<void> {
  const centre = await repo.lockCentre(tx, centreId);
  if (!centre) {
    throw new AppError(Codes.NOT_FOUND);
  }
  if ((await repo.countPlaces(tx, centreId)) >= centre.limite) {
    throw limitReached();
  }
  const studentRow = await repo.lockStudent(tx, candidateId);
  if (!studentRow?.esEstudianteEducacion) {
    throw conflict(
      'El alumno no cursa estudios de educación con prácticas en centros educativos.',
      'The student is not studying an education degree with placements in schools.',
    );
  }
  if ((await repo.countLiveForStudent(tx, candidateId)) >= MAX_EDUCATION_REQUESTS_PER_STUDENT) {
    throw conflict(
      `El alumno ya tiene ${String(MAX_EDUCATION_REQUESTS_PER_STUDENT)} solicitudes de prácticas de educación en curso.`,
      `The student already has ${String(MAX_EDUCATION_REQUESTS_PER_STUDENT)} education placement requests in progress.`,
    );
  }
}
