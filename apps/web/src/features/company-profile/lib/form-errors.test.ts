import { serverFieldErrors } from '../../../lib/field-error-text.ts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';

describe('serverFieldErrors', () => {
  it('keys the field errors of a 400 answer by field', () => {
    const error = new ApiError({
      status: 1,
      mensaje: null,
      httpStatus: 400,
      datos: {
        errores: [
          { campo: 'dni', codigo: 'contact_dni', mensaje: 'El campo DNI está mal formado' },
          { campo: 'idPais', codigo: 'malformed', mensaje: 'El campo está mal formado' },
        ],
      },
    });
    expect(serverFieldErrors(error)).toEqual({
      dni: 'El campo DNI está mal formado',
      idPais: 'El campo está mal formado',
    });
  });

  it('is null for any other failure', () => {
    expect(serverFieldErrors(new Error('x'))).toBeNull();
    expect(
      serverFieldErrors(new ApiError({ status: 515, mensaje: 'CIF en uso', httpStatus: 409 })),
    ).toBeNull();
    expect(
      serverFieldErrors(
        new ApiError({ status: 1, mensaje: null, httpStatus: 400, datos: { errores: [] } }),
      ),
    ).toBeNull();
  });
});
