import {
  Codes,
  validationMessages,
  type AddStudyBody,
  type AddUniversityStudyBody,
  type DeleteStudyBody,
  type EditStudyBody,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { cvDomains } from './cv.mapper.ts';
import { fieldError, notFound, readOnly } from './cv-errors.ts';
import * as repo from './cv-studies.repository.ts';
import { cvFieldSettingsOf, enforceFieldFlags, keepHidden } from './cv-field-rules.ts';

const nota = (value: number | null) => (value === null ? null : value.toFixed(2));

type StudyFields = Pick<AddStudyBody, 'centro' | 'fechaInicio' | 'fechaFin' | 'nota'>;
interface StoredStudy {
  centro: string | null;
  fechaInicio: string | null;
  fechaFin: string | null;
  nota: string | null;
}

/**
 * The brand's flags on a study's optional data (`current` null: a study being added); answers
 * the values to save, a hidden field sent back empty keeping its stored value.
 */
async function enforceStudyFlags<B extends { [K in keyof StudyFields]: StudyFields[K] | null }>(
  ctx: AppContext,
  sent: B,
  current: StoredStudy | null,
): Promise<B> {
  const flags = (await cvFieldSettingsOf(ctx)).academicos;
  const stored = current && {
    ...current,
    nota: current.nota === null ? null : Number(current.nota),
  };
  const body = keepHidden(
    flags,
    {
      centro: sent.centro,
      fechaInicio: sent.fechaInicio,
      fechaFin: sent.fechaFin,
      nota: sent.nota,
    },
    stored,
  );
  enforceFieldFlags(flags, body, stored);
  return { ...sent, ...body };
}

/** addEstudio: a study outside the university. */
export async function addStudy(ctx: AppContext, candidateId: number, body: AddStudyBody) {
  await enforceStudyFlags(ctx, body, null);
  const id = await repo.insertOtherStudy(ctx.db, {
    candidateId,
    titulo: body.titulo,
    centro: body.centro,
    fechaInicio: body.fechaInicio,
    fechaFin: body.fechaFin,
    nota: nota(body.nota),
  });
  return { id };
}

/** addEstudioUniversidad: a degree of this university the records miss (editable by the candidate). */
export async function addUniversityStudy(
  ctx: AppContext,
  candidateId: number,
  body: AddUniversityStudyBody,
) {
  if (!cvDomains.titulacion.has(body.idTitulacion)) {
    throw fieldError(Codes.INVALID_INPUT, 'idTitulacion', validationMessages.malformed.mensaje);
  }
  await enforceStudyFlags(ctx, body, null);
  const id = await repo.insertUniversityStudy(ctx.db, {
    candidateId,
    idTitulacion: body.idTitulacion,
    origen: 'alumno',
    enCurso: body.fechaFin === null,
    centro: body.centro,
    fechaInicio: body.fechaInicio,
    fechaFin: body.fechaFin,
    notaMedia: nota(body.nota),
  });
  return { id };
}

/**
 * editEstudio: studies the candidate added; those from the records are read-only (403), and so is
 * a field the brand makes read-only (403) — a field it requires cannot be left empty (15).
 */
export async function editStudy(ctx: AppContext, candidateId: number, sent: EditStudyBody) {
  const university = await repo.findStudy(ctx.db, candidateId, sent.id);
  if (university) {
    if (university.origen === 'registro') {
      throw readOnly('id');
    }
    const body = await enforceStudyFlags(ctx, sent, { ...university, nota: university.notaMedia });
    await repo.updateUniversityStudy(ctx.db, candidateId, body.id, {
      centro: body.centro,
      fechaInicio: body.fechaInicio,
      fechaFin: body.fechaFin,
      enCurso: body.fechaFin === null,
      notaMedia: nota(body.nota),
    });
    return;
  }
  const other = await repo.findOtherStudy(ctx.db, candidateId, sent.id);
  if (!other) {
    throw notFound();
  }
  const body = await enforceStudyFlags(ctx, sent, other);
  if (body.centro === null) {
    throw fieldError(
      Codes.INVALID_INPUT,
      'centro',
      validationMessages.required.mensaje,
      validationMessages.required.codigo,
    );
  }
  await repo.updateOtherStudy(ctx.db, candidateId, body.id, {
    centro: body.centro,
    fechaInicio: body.fechaInicio,
    fechaFin: body.fechaFin,
    titulo: body.titulo ?? other.titulo,
    nota: nota(body.nota),
  });
}

async function deleteIn(tx: Db, candidateId: number, ids: number[], several: boolean) {
  const { university, other } = await repo.lockStudies(tx, candidateId);
  const known = new Map<number, 'registro' | 'alumno' | 'fuera'>([
    ...university.map((s) => [s.id, s.origen] as const),
    ...other.map((s) => [s.id, 'fuera'] as const),
  ]);
  for (const id of ids) {
    const origin = known.get(id);
    if (origin === undefined) {
      throw notFound();
    }
    if (origin === 'registro') {
      throw readOnly('id');
    }
  }
  const remaining = [...known.keys()].filter((id) => !ids.includes(id));
  if (remaining.length === 0) {
    throw new AppError(
      several || known.size > 1 ? Codes.CANNOT_DELETE_ALL_STUDIES : Codes.AT_LEAST_ONE_STUDY,
    );
  }
  const universityLeft = university.filter((s) => !ids.includes(s.id)).length;
  if (university.length > 0 && universityLeft === 0) {
    throw new AppError(Codes.CANNOT_DELETE_LAST_UNIVERSITY_STUDY);
  }
  await repo.deleteStudies(tx, candidateId, ids);
}

/**
 * delEstudio {id} or {ids}: the CV keeps at least one study (57: the only one; 62: a request
 * that would leave none), and one of this university while it has any (110).
 */
export async function deleteStudy(ctx: AppContext, candidateId: number, body: DeleteStudyBody) {
  const ids = [...new Set([...(body.ids ?? []), ...(body.id === undefined ? [] : [body.id])])];
  await ctx.db.transaction((tx) => deleteIn(tx, candidateId, ids, ids.length > 1));
}
