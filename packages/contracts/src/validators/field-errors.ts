import type { z } from 'zod';
import type { FieldError } from '../api/envelope.ts';
import { validationCodeForMessage, validationMessages } from './messages.ts';

/** Limits on text, lists and files are lengths; limits on numbers and dates are ranges. */
function isLengthOrigin(origin: string): boolean {
  return origin === 'string' || origin === 'array' || origin === 'set' || origin === 'file';
}

/** The stable `codigo` of a zod issue: its own, that of a known message, or one by issue kind. */
export function validationCodeOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'custom') {
    const codigo: unknown = issue.params?.codigo;
    if (typeof codigo === 'string') {
      return codigo;
    }
  }
  const byMessage = validationCodeForMessage(issue.message);
  if (byMessage !== validationMessages.malformed.codigo) {
    return byMessage;
  }
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? validationMessages.required.codigo
        : validationMessages.malformed.codigo;
    case 'too_small':
      return isLengthOrigin(issue.origin)
        ? validationMessages.minLength.codigo
        : validationMessages.outOfRange.codigo;
    case 'too_big':
      return isLengthOrigin(issue.origin)
        ? validationMessages.maxLength.codigo
        : validationMessages.outOfRange.codigo;
    default:
      return validationMessages.malformed.codigo;
  }
}

/** Zod issues as `datos.errores` entries: `{ campo: 'datosFirmante.email', codigo, mensaje }`. */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => ({
    campo: issue.path.map(String).join('.'),
    codigo: validationCodeOf(issue),
    mensaje: issue.message,
  }));
}
