import { isApiError } from '../../../lib/api-client.ts';

/** The field errors of a 400 answer (`datos.errores`), by field name. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.httpStatus !== 400) {
    return {};
  }
  const errores = (error.datos as { errores?: { campo?: string; mensaje?: string }[] } | null)
    ?.errores;
  return Object.fromEntries(
    (errores ?? [])
      .filter((e) => typeof e.campo === 'string')
      .map((e) => [e.campo ?? '', e.mensaje ?? '']),
  );
}
