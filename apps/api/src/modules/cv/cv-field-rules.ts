import {
  Codes,
  validationMessages,
  type CvFieldFlags,
  type CvFieldSettings,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { fieldError, readOnly } from './cv-errors.ts';

/** The brand's per-field CV flags in force (brand settings `camposCv`, DESIGN §8). */
export async function cvFieldSettingsOf(ctx: AppContext): Promise<CvFieldSettings> {
  return (await ctx.brand.get()).camposCv;
}

export type FieldValue = string | number | null;

export const blankValue = (value: FieldValue | undefined) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const same = (a: FieldValue | undefined, b: FieldValue | undefined) =>
  blankValue(a) && blankValue(b)
    ? true
    : typeof a === 'string' && typeof b === 'string'
      ? a.trim() === b.trim()
      : a === b;

/** The spec's required-field refusal (15, "Este campo es requerido") naming the field. */
export const requiredMissing = (campo: string) =>
  fieldError(
    Codes.MANDATORY_DATA_MISSING,
    campo,
    validationMessages.required.mensaje,
    validationMessages.required.codigo,
  );

/**
 * Enforces one group of brand flags on a save: a field the candidate may not change (not visible
 * or not editable) given a value other than the stored one → 403 (the code of the records'
 * read-only studies: "No tienes permiso para realizar esta operación", `read_only`); a required field left empty → 15. `current` is null for a new entry (a study or
 * an experience being added), so any value given to a read-only field is a change.
 */
export function enforceFieldFlags<F extends string>(
  flags: Record<F, CvFieldFlags>,
  values: Partial<Record<F, FieldValue>>,
  current: Partial<Record<F, FieldValue>> | null,
): void {
  const fields = Object.keys(values) as F[];
  for (const field of fields) {
    const f = flags[field];
    if (!(f.visible && f.editable) && !same(values[field], current?.[field] ?? null)) {
      throw readOnly(field);
    }
  }
  for (const field of fields) {
    if (flags[field].obligatorio && blankValue(values[field])) {
      throw requiredMissing(field);
    }
  }
}
