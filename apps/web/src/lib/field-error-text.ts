import {
  fieldErrorTextsEn,
  offerFormMessages,
  validationMessages,
  type FieldError,
} from '@portal/contracts';
import { isApiError } from './api-client.ts';

const codeOfMessage = new Map<string, string>(
  [...Object.values(validationMessages), ...Object.values(offerFormMessages)].map(
    ({ codigo, mensaje }) => [mensaje, codigo] as const,
  ),
);

/**
 * A field message of the contracts' schemas (the spec's Spanish) in the reader's language; any
 * other message (already localised by the server) is shown as written.
 */
export function fieldErrorText(error: unknown, language: string): string | null {
  if (typeof error !== 'string' || error === '') {
    return null;
  }
  if (!language.startsWith('en')) {
    return error;
  }
  const code = codeOfMessage.get(error);
  return (code === undefined ? undefined : fieldErrorTextsEn[code]) ?? error;
}

const messageOfCode = new Map<string, string>(
  Object.values(validationMessages).map(({ codigo, mensaje }) => [codigo, mensaje] as const),
);

/**
 * The text of a field-error code (a form that checks its own fields by code) in the reader's
 * language: the contracts' message, as the server would send it; an unknown code reads as
 * malformed.
 */
export function fieldErrorTextOfCode(code: string, language: string): string {
  const spanish = messageOfCode.get(code) ?? validationMessages.malformed.mensaje;
  return fieldErrorText(spanish, language) ?? spanish;
}

/** Field errors of an answer with `datos.errores` (400), keyed by field; null otherwise. */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!isApiError(error) || typeof error.datos !== 'object' || error.datos === null) {
    return null;
  }
  const errores = (error.datos as { errores?: unknown }).errores;
  if (!Array.isArray(errores) || errores.length === 0) {
    return null;
  }
  return Object.fromEntries((errores as FieldError[]).map((e) => [e.campo, e.mensaje] as const));
}

/** The same errors as a map that is empty when there are none (for `errors[field]` lookups). */
export const fieldErrorsOf = (error: unknown): Record<string, string> =>
  serverFieldErrors(error) ?? {};

/** Moves the focus to the first invalid field of a form (after a refused submit). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
