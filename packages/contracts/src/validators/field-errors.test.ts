import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFieldErrors } from './field-errors.ts';
import { validationCodeForMessage, validationMessages } from './messages.ts';
import { missingOrMalformed, textFieldSchema } from './schema-helpers.ts';
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

describe('validationMessageOf through toFieldErrors', () => {
  const errorsOf = (schema: z.ZodType, value: unknown) =>
    toFieldErrors(schema.safeParse(value).error?.issues ?? []).map(({ codigo, mensaje }) => ({
      codigo,
      mensaje,
    }));

  it("gives zod's own issues the spec's Spanish wording", () => {
    expect(errorsOf(z.array(z.number()).min(1), [])).toEqual([validationMessages.required]);
    expect(errorsOf(z.string().max(3), 'abcd')).toEqual([validationMessages.maxLength]);
    expect(errorsOf(z.string().min(5), 'abc')).toEqual([validationMessages.minLength]);
    expect(errorsOf(z.number().max(10), 15)).toEqual([validationMessages.outOfRange]);
    expect(errorsOf(z.email(), 'no')).toEqual([validationMessages.email]);
    expect(errorsOf(z.number(), null)).toEqual([validationMessages.required]);
  });

  it('tells a missing choice from one outside the list', () => {
    const level = z.enum(['A1', 'B2'], { error: missingOrMalformed });
    expect(errorsOf(level, undefined)).toEqual([validationMessages.required]);
    expect(errorsOf(level, 'Z9')).toEqual([validationMessages.malformed]);
    // A select left on its placeholder sends an empty text: a choice not made.
    expect(errorsOf(level, '')).toEqual([validationMessages.required]);
    expect(errorsOf(level, '  ')).toEqual([validationMessages.required]);
    const count = z.number({ error: missingOrMalformed });
    expect(errorsOf(count, 'siete')).toEqual([validationMessages.malformed]);
  });

  it("keeps a spec message the schema words, and a refinement's own words", () => {
    const accepted = z.literal(true, { error: validationMessages.privacyRequired.mensaje });
    expect(errorsOf(accepted, false)).toEqual([validationMessages.privacyRequired]);
    const own = z.string().refine((v) => v !== 'x', 'Texto propio');
    expect(errorsOf(own, 'x')).toEqual([{ codigo: 'custom', mensaje: 'Texto propio' }]);
  });
});

describe('validationCodeForMessage', () => {
  it('finds the code of a spec message and calls anything else malformed', () => {
    expect(validationCodeForMessage(validationMessages.required.mensaje)).toBe('required');
    expect(validationCodeForMessage('Las contraseñas no coinciden')).toBe('password_mismatch');
    expect(validationCodeForMessage('otro mensaje')).toBe('malformed');
  });
});
