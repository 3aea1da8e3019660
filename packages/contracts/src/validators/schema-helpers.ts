import { z } from 'zod';
import { validationMessages, type ValidationMessageName } from './messages.ts';

type ValidationMessage = (typeof validationMessages)[ValidationMessageName];

/** Refinement options carrying the spec's message and its stable `codigo` (read by `toFieldErrors`). */
/**
 * A refinement's message and stable code. `status` is the spec's own code for this malformed field
 * (33 tax id, 83 SWIFT/BIC): the API answers it as the envelope status instead of the generic 400,
 * with the field errors as usual.
 */
export function issueOf(
  message: ValidationMessage,
  status?: number,
): {
  error: string;
  params: { codigo: string; status?: number };
} {
  return {
    error: message.mensaje,
    params: status === undefined ? { codigo: message.codigo } : { codigo: message.codigo, status },
  };
}

/**
 * A schema's own error for a value that is missing ('Este campo es requerido') or not one it takes
 * (malformed): the wrong type, or a choice outside its list. An empty or blank text is a choice
 * not made (a select left on its placeholder), so it is missing, not malformed.
 */
export const missingOrMalformed = (issue: { input?: unknown }): string =>
  issue.input === undefined ||
  issue.input === null ||
  (typeof issue.input === 'string' && issue.input.trim() === '')
    ? validationMessages.required.mensaje
    : validationMessages.malformed.mensaje;

/**
 * A check that a trimmed text is not empty ('Este campo es requerido'). Its issue stops the
 * text's later refinements but not its object's cross-field rules (`alwaysRefine`), so one submit
 * shows every error. Zod skips a refinement after any issue not marked to continue, and an
 * object's `when` rules after an issue marked not to (`abort: true`), so this issue is marked
 * neither way. Zod's own length checks run after it anyway: follow it with `minLengthCheck`.
 */
function nonEmptyCheck(message: string) {
  return (payload: z.core.ParsePayload<string>) => {
    if (payload.value === '') {
      payload.issues.push({
        code: 'too_small',
        origin: 'string',
        minimum: 1,
        inclusive: true,
        message,
        input: payload.value,
      });
    }
  };
}

/**
 * Zod's minimum length (so the JSON schema still states it), quiet on an empty or missing text:
 * `nonEmptyCheck` or the type check has already said that field is required.
 */
function minLengthCheck(minimum: number) {
  const check = z.minLength(minimum, { error: validationMessages.minLength.mensaje });
  check._zod.def.when = (payload) => typeof payload.value === 'string' && payload.value !== '';
  return check;
}

/**
 * Zod's minimum length that never runs (`nonEmptyCheck` does the checking): only so the JSON
 * schema (OpenAPI) still says a required text is not empty.
 */
function statedMinLength(minimum: number) {
  const check = z.minLength(minimum);
  check._zod.def.when = () => false;
  return check;
}

/**
 * The checks of a required text (`.check(...requiredChecks())`, after `trim` where it applies):
 * empty reads 'Este campo es requerido', and the JSON schema says minLength 1.
 */
export const requiredChecks = (message: string = validationMessages.required.mensaje) =>
  [nonEmptyCheck(message), statedMinLength(1)] as const;

/** Trimmed, non-empty text; further checks are skipped when it is empty. */
export function requiredTextSchema(): z.ZodString {
  return z
    .string({ error: missingOrMalformed })
    .trim()
    .check(...requiredChecks());
}

/**
 * Required text between `min` and `max` characters (names, positions, addresses, towns
 * and postal codes 3–150; postal invoice address 3–250).
 */
export function textFieldSchema(min = 3, max = 150): z.ZodString {
  return requiredTextSchema()
    .check(minLengthCheck(min))
    .max(max, { error: validationMessages.maxLength.mensaje });
}

/** Optional text: empty or absent passes, anything else must satisfy `isValid`. */
export function optionalTextSchema(
  isValid: (value: string) => boolean,
  message: ValidationMessage,
): z.ZodOptional<z.ZodString> {
  return z
    .string({ error: validationMessages.malformed.mensaje })
    .trim()
    .refine((value) => value === '' || isValid(value), issueOf(message))
    .optional();
}
