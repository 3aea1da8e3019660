import {
  changeApprovalMessages,
  Codes,
  missingApprovalFields,
  validationMessages,
  type FieldError,
  type InternshipAction,
  type staffChangeDecisionBodySchema,
} from '@portal/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import type { InternshipRow } from '../internships/internships.table.ts';
import { acceptsRequests } from './internship-requests.mapper.ts';

type DecisionBody = z.output<typeof staffChangeDecisionBodySchema>;

/** The internship fields an approval may change (what the audit row shows before and after). */
export type InternshipChangeView = Pick<
  InternshipRow,
  'fechaInicio' | 'fechaFin' | 'estado' | 'tutorEmpresaNombre' | 'tutorEmpresaEmail'
>;

export interface PlannedChange {
  /** The columns to write (empty for 'otra'). */
  update: Partial<InternshipChangeView>;
  before: InternshipChangeView;
  after: InternshipChangeView;
  /** One sentence for the company's notice, in each language ('' when nothing changes). */
  es: string;
  en: string;
}

export const internshipChangeView = (row: InternshipRow): InternshipChangeView => ({
  fechaInicio: row.fechaInicio,
  fechaFin: row.fechaFin,
  estado: row.estado,
  tutorEmpresaNombre: row.tutorEmpresaNombre,
  tutorEmpresaEmail: row.tutorEmpresaEmail,
});

const invalid = (errores: FieldError[]) =>
  new AppError(Codes.INVALID_INPUT, { datos: { errores } });

/**
 * What approving a request of kind `accion` does to its internship: checks the fields the kind
 * needs (400 naming each missing one, 'Este campo es requerido') and the new end date against the
 * internship's dates (400 on `nuevaFechaFin` with the rule's message); an internship that has
 * finished or been cancelled cannot change any more (14). An early end dated today or before
 * finishes the internship.
 */
export function planApprovedChange(
  accion: InternshipAction,
  internship: InternshipRow,
  body: DecisionBody,
  today: string,
): PlannedChange {
  const missing = missingApprovalFields(accion, body);
  if (missing.length > 0) {
    throw invalid(missing.map((campo) => ({ campo, ...validationMessages.required })));
  }
  const before = internshipChangeView(internship);
  if (accion === 'otra') {
    return { update: {}, before, after: before, es: '', en: '' };
  }
  if (!acceptsRequests(internship.estado)) {
    throw new AppError(Codes.STATE_CHANGE_NOT_ALLOWED, {
      message: 'La práctica ya ha terminado o se ha cancelado: no se puede aplicar el cambio.',
      messageEn:
        'The internship has already ended or been cancelled: the change cannot be applied.',
    });
  }
  const apply = (update: Partial<InternshipChangeView>, es: string, en: string) => ({
    update,
    before,
    after: { ...before, ...update },
    es,
    en,
  });
  if (accion === 'cambio_tutor') {
    const nombre = body.tutorNombre ?? '';
    const email = body.tutorEmail ?? '';
    return apply(
      { tutorEmpresaNombre: nombre, tutorEmpresaEmail: email },
      `El nuevo tutor de empresa es ${nombre} (${email}).`,
      `The new company tutor is ${nombre} (${email}).`,
    );
  }
  const nueva = body.nuevaFechaFin ?? '';
  const fieldRule = (message: { codigo: string; mensaje: (day: string) => string }, day: string) =>
    invalid([{ campo: 'nuevaFechaFin', codigo: message.codigo, mensaje: message.mensaje(day) }]);
  const oldEnd = toDdMmYyyy(internship.fechaFin);
  const newEnd = toDdMmYyyy(nueva);
  if (accion === 'ampliacion') {
    if (nueva <= internship.fechaFin) {
      throw fieldRule(changeApprovalMessages.afterCurrentEnd, oldEnd);
    }
    return apply(
      { fechaFin: nueva },
      `La práctica se amplía: la fecha de fin pasa del ${oldEnd} al ${newEnd}.`,
      `The internship is extended: its end date moves from ${oldEnd} to ${newEnd}.`,
    );
  }
  if (nueva < internship.fechaInicio) {
    throw fieldRule(changeApprovalMessages.notBeforeStart, toDdMmYyyy(internship.fechaInicio));
  }
  if (nueva >= internship.fechaFin) {
    throw fieldRule(changeApprovalMessages.beforeCurrentEnd, oldEnd);
  }
  const ended = nueva <= today;
  return apply(
    { fechaFin: nueva, ...(ended ? { estado: 'finalizada' as const } : {}) },
    `La práctica finaliza anticipadamente el ${newEnd} (antes terminaba el ${oldEnd}).` +
      (ended ? ' La práctica queda finalizada.' : ''),
    `The internship ends early on ${newEnd} (it used to end on ${oldEnd}).` +
      (ended ? ' The internship is now finished.' : ''),
  );
}
