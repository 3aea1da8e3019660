import type { FieldError } from '@portal/contracts';
import { isApiError } from '../../../lib/api-client.ts';

/** What a section shows after a refused save: field messages, or one general message. */
export interface SaveProblem {
  fields: Record<string, string>;
  general: string | null;
}

/** Reads `datos.errores` (field by field) or the answer's message of a failed call. */
export function saveProblemOf(error: unknown, fallback: string): SaveProblem {
  if (!isApiError(error)) {
    return { fields: {}, general: fallback };
  }
  const datos = error.datos as { errores?: unknown } | null;
  const errores = Array.isArray(datos?.errores) ? (datos.errores as FieldError[]) : [];
  if (errores.length > 0) {
    return {
      fields: Object.fromEntries(errores.map((e) => [e.campo, e.mensaje])),
      general: null,
    };
  }
  return { fields: {}, general: error.mensaje ?? fallback };
}

export const noProblem: SaveProblem = { fields: {}, general: null };
