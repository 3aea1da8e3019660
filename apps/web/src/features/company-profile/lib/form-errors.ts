import { validationMessages, type FieldError } from '@portal/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';

type ValidationCode = (typeof validationMessages)[keyof typeof validationMessages]['codigo'];

const codeOfMessage = new Map<string, ValidationCode>(
  Object.values(validationMessages).map(({ codigo, mensaje }) => [mensaje, codigo]),
);

/**
 * The contracts' validation messages are the spec's Spanish: shown through i18n by their code so
 * English readers get them in English. Any other message (from the server) is shown as written.
 */
export function useErrorText() {
  const { t } = useTranslation('company');
  return useCallback(
    (error: unknown): string | null => {
      if (typeof error !== 'string' || error === '') {
        return null;
      }
      const code = codeOfMessage.get(error);
      return code === undefined ? error : t(`validation.${code}`);
    },
    [t],
  );
}

/** Field errors of a 400 answer (`datos.errores`), keyed by field; null for any other failure. */
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

/** Moves the focus to the first field in error of a form, after the errors render. */
export function focusFirstError(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
