import { Codes, statusMessage, validationMessages } from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';

/** A refusal about one field: the spec's status code with `datos.errores` naming the field. */
export function fieldError(
  code: number,
  campo: string,
  mensaje: string,
  codigo: string = validationMessages.malformed.codigo,
): AppError {
  return new AppError(code, {
    httpStatus: code === Codes.INVALID_INPUT ? 400 : undefined,
    message: mensaje,
    datos: { errores: [{ campo, codigo, mensaje }] },
  });
}

export const notFound = () => new AppError(Codes.NOT_FOUND);

/** Studies from the university's records and fields the brand makes read-only. */
export const readOnly = (campo: string) =>
  fieldError(Codes.FORBIDDEN, campo, statusMessage(Codes.FORBIDDEN, 'es').cuerpo, 'read_only');
