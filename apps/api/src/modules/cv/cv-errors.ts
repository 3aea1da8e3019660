import { Codes, statusMessage, validationMessages } from '@portal/contracts';
import { AppError, fieldRefusal } from '../../lib/app-error.ts';

/** A refusal about one field with the spec's status code (see `fieldRefusal`). */
export const fieldError = (
  code: number,
  campo: string,
  mensaje: string,
  codigo: string = validationMessages.malformed.codigo,
  mensajeEn?: string,
): AppError =>
  fieldRefusal(
    code,
    { campo, codigo, mensaje, mensajeEn },
    code === Codes.INVALID_INPUT ? 400 : undefined,
  );

export const notFound = () => new AppError(Codes.NOT_FOUND);

/** Studies from the university's records and fields the brand makes read-only. */
export const readOnly = (campo: string) =>
  fieldError(
    Codes.FORBIDDEN,
    campo,
    statusMessage(Codes.FORBIDDEN, 'es').cuerpo,
    'read_only',
    statusMessage(Codes.FORBIDDEN, 'en').cuerpo,
  );
