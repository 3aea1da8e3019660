import {
  Codes,
  validationMessages,
  type CvFieldFlags,
  type CvFieldSettings,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { fieldError, readOnly } from './cv-errors.ts';

/** The brand's per-field CV flags in force (brand settings `camposCv`). */
export async function cvFieldSettingsOf(ctx: AppContext): Promise<CvFieldSettings> {
  return (await ctx.brand.get()).camposCv;
}

/**
 * The field flags of one candidate's CV. A candidate whose identity comes from the university's
 * record keeps the record's identity document (the record knows them by it) and the birth date it
 * gave: a change would make staff search in vain, and only the next import may change them.
 */
export function candidateFieldSettings(
  campos: CvFieldSettings,
  candidate: { verificacionOrigen: string | null; fechaNacimiento: string | null },
): CvFieldSettings {
  if (candidate.verificacionOrigen !== 'registro') {
    return campos;
  }
  // The record has filled it: nothing is left for the candidate to be required to write.
  const locked = (flags: CvFieldFlags): CvFieldFlags => ({
    ...flags,
    editable: false,
    obligatorio: false,
  });
  const { personales } = campos;
  return {
    ...campos,
    personales: {
      ...personales,
      DNI: locked(personales.DNI),
      fechaNacimiento:
        candidate.fechaNacimiento === null
          ? personales.fechaNacimiento
          : locked(personales.fechaNacimiento),
    },
  };
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

type Shown<V> = { [K in keyof V]: V[K] | null };

/**
 * The one filter of what the brand hides (`visible` false): those fields become null. Every way a
 * CV leaves the server goes through it (dameCvUsuario, the company's dameCandidato and the PDF are
 * all built from `toCv`), so a hidden value never travels.
 */
export function shownOnly<F extends string, V extends Partial<Record<F, unknown>>>(
  flags: Record<F, CvFieldFlags>,
  values: V,
): Shown<V> {
  const shown: Shown<V> = { ...values };
  for (const field of Object.keys(values) as (keyof V & F)[]) {
    if (!flags[field].visible) {
      shown[field] = null;
    }
  }
  return shown;
}

/**
 * A save's values with every hidden field the client sent back empty (it never received it)
 * replaced by the stored value, so saving the rest of a form keeps it. A hidden field given a
 * value is left as sent: `enforceFieldFlags` refuses it when it differs from the stored one.
 */
export function keepHidden<F extends string, V extends Partial<Record<F, FieldValue>>>(
  flags: Record<F, CvFieldFlags>,
  values: V,
  current: Partial<Record<F, FieldValue>> | null,
): V {
  const kept: V = { ...values };
  for (const field of Object.keys(values) as (keyof V & F)[]) {
    if (!flags[field].visible && blankValue(values[field])) {
      kept[field] = (current?.[field] ?? null) as V[keyof V & F];
    }
  }
  return kept;
}

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
