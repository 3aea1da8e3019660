import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { validationMessages } from './messages.ts';
import {
  bicSchema,
  cifSchema,
  contactDniNieSchema,
  dniNieSchema,
  ibanBoxesSchema,
  ibanSchema,
  ibanWireSchema,
  nssSchema,
} from './schemas-documents.ts';

/** The messages a schema gives for a value, or [] when it passes. */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const { required, malformed, dni, contactDni } = validationMessages;

describe('dniNieSchema', () => {
  it('accepts a DNI or NIE and returns it normalised', () => {
    expect(dniNieSchema.parse(' 12345678z ')).toBe('12345678Z'); // 12345678 mod 23 = 14 → Z
    expect(dniNieSchema.parse('x-1234567-l')).toBe('X1234567L'); // 01234567 mod 23 = 19 → L
  });

  it('says only that the field is required when it is empty or missing', () => {
    expect(messagesOf(dniNieSchema, '')).toEqual([required.mensaje]);
    expect(messagesOf(dniNieSchema, '   ')).toEqual([required.mensaje]);
    expect(messagesOf(dniNieSchema, undefined)).toEqual([required.mensaje]);
  });

  it("says 'El DNI está mal formado' for a wrong letter", () => {
    expect(messagesOf(dniNieSchema, '12345678A')).toEqual([dni.mensaje]);
    expect(dni.mensaje).toBe('El DNI está mal formado');
  });

  it("uses 'El campo DNI está mal formado' for management contacts", () => {
    expect(messagesOf(contactDniNieSchema, '12345678A')).toEqual([contactDni.mensaje]);
    expect(contactDni.mensaje).toBe('El campo DNI está mal formado');
    expect(contactDniNieSchema.parse('Y1234567X')).toBe('Y1234567X'); // 11234567 mod 23 = 10 → X
  });
});

describe('cifSchema', () => {
  it('accepts a CIF or the NIF of a person', () => {
    expect(cifSchema.parse('a58818501')).toBe('A58818501'); // control 1, see cif.test.ts
    expect(cifSchema.parse('12345678Z')).toBe('12345678Z');
  });

  it('rejects a wrong control as malformed', () => {
    expect(messagesOf(cifSchema, 'A58818502')).toEqual([malformed.mensaje]);
  });
});

describe('nssSchema', () => {
  it('accepts separators and returns the 12 digits', () => {
    expect(nssSchema.parse('28/12345678/40')).toBe('281234567840'); // 2812345678 mod 97 = 40
  });

  it('rejects a wrong control', () => {
    expect(messagesOf(nssSchema, '28/12345678/41')).toEqual([malformed.mensaje]);
  });
});

describe('ibanSchema and bicSchema', () => {
  it('returns the IBAN in electronic format', () => {
    expect(ibanSchema.parse('es91 2100 0418 4502 0005 1332')).toBe('ES9121000418450200051332');
  });

  it('rejects a wrong IBAN', () => {
    expect(messagesOf(ibanSchema, 'ES9121000418450200051333')).toEqual([malformed.mensaje]);
  });

  it('returns the BIC in upper case and rejects a short one', () => {
    expect(bicSchema.parse('caixesbbxxx')).toBe('CAIXESBBXXX');
    expect(messagesOf(bicSchema, 'CAIXESB')).toEqual([malformed.mensaje]);
  });
});

describe('ibanBoxesSchema', () => {
  it('accepts five boxes forming a valid IBAN', () => {
    expect(ibanBoxesSchema.parse(['ES91', '2100', '0418', '45', '0200051332'])).toEqual([
      'ES91',
      '2100',
      '0418',
      '45',
      '0200051332',
    ]);
  });

  it('requires each box, at its own index', () => {
    const result = ibanBoxesSchema.safeParse(['ES91', '', '0418', '45', '0200051332']);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: [1], message: required.mensaje }),
    ]);
  });

  it('rejects boxes that do not form a valid IBAN', () => {
    expect(messagesOf(ibanBoxesSchema, ['ES91', '2100', '0418', '46', '0200051332'])).toEqual([
      malformed.mensaje,
    ]);
  });
});

describe('ibanWireSchema', () => {
  it('accepts the five comma-separated parts of a valid IBAN', () => {
    expect(ibanWireSchema.parse('ES91,2100,0418,45,0200051332')).toBe(
      'ES91,2100,0418,45,0200051332',
    );
  });

  it.each([
    'ES9121000418450200051332', // not split
    'ES91,2100,0418,450200051332', // four parts
    'ES91,2100,,0418,450200051332', // an empty part
    'ES91,2100,0418,45,0200051333', // invalid IBAN
  ])('rejects %j', (value) => {
    expect(messagesOf(ibanWireSchema, value)).toEqual([malformed.mensaje]);
  });
});
