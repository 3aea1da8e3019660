import {
  Codes,
  validationMessages,
  type AddExperienceBody,
  type EditExperienceBody,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { cvDomains } from './cv.mapper.ts';
import { fieldError, notFound } from './cv-errors.ts';
import * as repo from './cv-experience.repository.ts';
import { cvFieldSettingsOf, enforceFieldFlags, keepHidden } from './cv-field-rules.ts';

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

type ExperienceFlagged = Pick<AddExperienceBody, 'fechaFin' | 'descripcion' | 'idAreaFuncional'>;

/**
 * The brand's flags on an experience's optional data (`current` null: one being added); answers
 * the body to save, a hidden field sent back empty keeping its stored value.
 */
async function enforceExperienceFlags<B extends ExperienceFlagged>(
  ctx: AppContext,
  sent: B,
  current: ExperienceFlagged | null,
): Promise<B> {
  const flags = (await cvFieldSettingsOf(ctx)).experiencia;
  const body = keepHidden(
    flags,
    {
      fechaFin: sent.fechaFin,
      descripcion: sent.descripcion,
      idAreaFuncional: sent.idAreaFuncional,
    },
    current,
  );
  enforceFieldFlags(flags, body, current);
  return { ...sent, ...body };
}

/**
 * addExperiencia (dates yyyy-mm-dd, the end not before the start: checked by the contract); a
 * field the brand makes read-only given → 403, one it requires left empty → 15.
 */
export async function addExperience(ctx: AppContext, candidateId: number, body: AddExperienceBody) {
  await enforceExperienceFlags(ctx, body, null);
  return { id: await repo.insertExperience(ctx.db, { candidateId, ...valuesOf(body) }) };
}

export async function editExperience(
  ctx: AppContext,
  candidateId: number,
  body: EditExperienceBody,
) {
  const current = await repo.findExperience(ctx.db, candidateId, body.id);
  if (!current) {
    throw notFound();
  }
  const kept = await enforceExperienceFlags(ctx, body, current);
  if (kept.fechaFin !== null && kept.fechaFin < kept.fechaInicio) {
    throw fieldError(
      Codes.INVALID_INPUT,
      'fechaFin',
      'La fecha de fin no puede ser anterior a la de inicio',
      'end_before_start',
    );
  }
  if (!(await repo.updateExperience(ctx.db, candidateId, body.id, valuesOf(kept)))) {
    throw notFound();
  }
}

export async function deleteExperience(ctx: AppContext, candidateId: number, id: number) {
  if (!(await repo.deleteExperience(ctx.db, candidateId, id))) {
    throw notFound();
  }
}
