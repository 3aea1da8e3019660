import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFieldErrors } from './field-errors.ts';
import { validationCodeForMessage, validationMessages } from './messages.ts';
import { textFieldSchema } from './schema-helpers.ts';
import { phoneSchema } from './schemas-contact.ts';
import { dniNieSchema } from './schemas-documents.ts';

const signerSchema = z.object({
  datosFirmante: z.object({ nombre: textFieldSchema(), dni: dniNieSchema }),
  telefono: phoneSchema,
  plazas: z.number().int().min(1),
  numeroPedido: z.string().max(3),
});

describe('toFieldErrors', () => {
  it('turns zod issues into { campo, codigo, mensaje }', () => {
    const result = signerSchema.safeParse({
      datosFirmante: { nombre: 'Al', dni: '12345678A' },
      telefono: '1234567890123456',
      plazas: 0,
      numeroPedido: 'abcd',
    });
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.error?.issues ?? [])).toEqual([
      {
        campo: 'datosFirmante.nombre',
        codigo: 'min_length',
        mensaje: 'El campo no tiene la longitud mínima requerida',
      },
      { campo: 'datosFirmante.dni', codigo: 'dni', mensaje: 'El DNI está mal formado' },
      {
        campo: 'telefono',
        codigo: 'phone_too_long',
        mensaje: 'La longitud del teléfono es excesiva',
      },
      { campo: 'plazas', codigo: 'out_of_range', mensaje: expect.any(String) },
      { campo: 'numeroPedido', codigo: 'max_length', mensaje: expect.any(String) },
    ]);
  });

  it('calls a missing field required', () => {
    const result = z.object({ nombre: z.string() }).safeParse({});
    expect(toFieldErrors(result.error?.issues ?? [])).toEqual([
      { campo: 'nombre', codigo: 'required', mensaje: expect.any(String) },
    ]);
  });
});

describe('validationCodeForMessage', () => {
  it('finds the code of a spec message and calls anything else malformed', () => {
    expect(validationCodeForMessage(validationMessages.required.mensaje)).toBe('required');
    expect(validationCodeForMessage('Las contraseñas no coinciden')).toBe('password_mismatch');
    expect(validationCodeForMessage('otro mensaje')).toBe('malformed');
  });
});
