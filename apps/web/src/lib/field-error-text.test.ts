import { fieldErrorText, fieldErrorTextOfCode, serverFieldErrors } from './field-error-text.ts';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';

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

describe('field error texts', () => {
  it('show the contracts’ Spanish as it is and in English to English readers', () => {
    expect(fieldErrorText('El campo DNI está mal formado', 'es')).toBe(
      'El campo DNI está mal formado',
    );
    expect(fieldErrorText('El campo DNI está mal formado', 'en')).toBe(
      'The DNI field is malformed',
    );
    // What the server sent already in the reader's language is shown as written.
    expect(fieldErrorText('The current password is not correct', 'en')).toBe(
      'The current password is not correct',
    );
    expect(fieldErrorText('', 'es')).toBeNull();
    // The offer form's own rules too.
    expect(fieldErrorText('La fecha de inicio debe ser anterior a la fecha de fin', 'en')).toBe(
      'The start date must be before the end date',
    );
  });

  it('give a form that checks its own fields by code the same texts, an unknown code as malformed', () => {
    expect(fieldErrorTextOfCode('required', 'es')).toBe('Este campo es requerido');
    expect(fieldErrorTextOfCode('required', 'en')).toBe('This field is required');
    expect(fieldErrorTextOfCode('max_length', 'es')).toBe(
      'El campo supera la longitud máxima permitida',
    );
    expect(fieldErrorTextOfCode('iban?', 'es')).toBe('El campo está mal formado');
    expect(fieldErrorTextOfCode('iban?', 'en')).toBe('This field is malformed');
  });
});
