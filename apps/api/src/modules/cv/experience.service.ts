import {
  Codes,
  validationMessages,
  type AddExperienceBody,
  type EditExperienceBody,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { cvDomains } from './cv.mapper.ts';
import { fieldError, notFound } from './cv-errors.ts';
import * as repo from './cv.repository.ts';

function valuesOf(body: AddExperienceBody) {
  if (body.idAreaFuncional !== null && !cvDomains.area.has(body.idAreaFuncional)) {
    throw fieldError(Codes.INVALID_INPUT, 'idAreaFuncional', validationMessages.malformed.mensaje);
  }
  return {
    empresa: body.empresa,
    puesto: body.puesto,
    fechaInicio: body.fechaInicio,
    fechaFin: body.fechaFin,
    descripcion: body.descripcion,
    idAreaFuncional: body.idAreaFuncional,
  };
}

/** addExperiencia (dates yyyy-mm-dd, the end not before the start: checked by the contract). */
export async function addExperience(ctx: AppContext, candidateId: number, body: AddExperienceBody) {
  return { id: await repo.insertExperience(ctx.db, { candidateId, ...valuesOf(body) }) };
}

export async function editExperience(
  ctx: AppContext,
  candidateId: number,
  body: EditExperienceBody,
) {
  if (!(await repo.updateExperience(ctx.db, candidateId, body.id, valuesOf(body)))) {
    throw notFound();
  }
}

export async function deleteExperience(ctx: AppContext, candidateId: number, id: number) {
  if (!(await repo.deleteExperience(ctx.db, candidateId, id))) {
    throw notFound();
  }
}
