import type { z } from 'zod';
import type { FieldError } from '../api/envelope.ts';
import { validationCodeForMessage, validationMessages } from './messages.ts';

/** Limits on text, lists and files are lengths; limits on numbers and dates are ranges. */
function isLengthOrigin(origin: string): boolean {
  return origin === 'string' || origin === 'array' || origin === 'set' || origin === 'file';
}

type ValidationMessage = { codigo: string; mensaje: string };

/** An entry of the spec's table whose wording the schema gave the issue, if any. */
const wordedBySchema = (issue: z.core.$ZodIssue): ValidationMessage | undefined => {
  const codigo = validationCodeForMessage(issue.message);
  return codigo === validationMessages.malformed.codigo &&
    issue.message !== validationMessages.malformed.mensaje
    ? undefined
    : { codigo, mensaje: issue.message };
};

/**
 * The spec's `{ codigo, mensaje }` of a zod issue, the one reading of zod's issues that the API's
 * answers and the web's forms share:
 * - a refinement's own code (`params: { codigo }`) with its message (`custom` when it has none);
 * - a message of the spec's table that the schema words, whatever the rule;
 * - otherwise by the kind of issue: a missing value or empty text is required, a text or list
 *   outside its length a length message, a number or date outside its limits out of range, a bad
 *   email the email message, anything else malformed.
 */
export function validationMessageOf(issue: z.core.$ZodIssue): ValidationMessage {
  if (issue.code === 'custom') {
    const codigo: unknown = issue.params?.codigo;
    if (typeof codigo === 'string') {
      return { codigo, mensaje: issue.message };
    }
  }
  const worded = wordedBySchema(issue);
  if (worded) {
    return worded;
  }
  switch (issue.code) {
    case 'custom':
      // A refinement's own wording, with no code of its own, reaches the reader as written.
      return { codigo: 'custom', mensaje: issue.message };
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? validationMessages.required
        : validationMessages.malformed;
    case 'too_small':
      if (!isLengthOrigin(issue.origin)) {
        return validationMessages.outOfRange;
      }
      return Number(issue.minimum) <= 1
        ? validationMessages.required
        : validationMessages.minLength;
    case 'too_big':
      return isLengthOrigin(issue.origin)
        ? validationMessages.maxLength
        : validationMessages.outOfRange;
    case 'invalid_format':
      return issue.format === 'email' ? validationMessages.email : validationMessages.malformed;
    default:
      return validationMessages.malformed;
  }
}

/** The stable `codigo` of a zod issue (see `validationMessageOf`). */
export const validationCodeOf = (issue: z.core.$ZodIssue): string =>
  validationMessageOf(issue).codigo;

/** Zod issues as `datos.errores` entries: `{ campo: 'datosFirmante.email', codigo, mensaje }`. */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => ({
    campo: issue.path.map(String).join('.'),
    ...validationMessageOf(issue),
  }));
}
