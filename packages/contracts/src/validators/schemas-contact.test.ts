import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationMessages } from './messages.ts';
import { textFieldSchema } from './schema-helpers.ts';
import {
  emailAddressSchema,
  emailSinAcentosSchema,
  numericPostalCodeSchema,
  optionalEmailSinAcentosSchema,
  optionalPhoneSchema,
  optionalUrlSchema,
  passwordConfirmation,
  passwordSchema,
  phoneSchema,
  postalCodeSchema,
  privacyAcceptedSchema,
  urlSchema,
} from './schemas-contact.ts';

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const m = validationMessages;

describe('the spec messages', () => {
  it('are worded exactly as the spec gives them', () => {
    expect(m.required.mensaje).toBe('Este campo es requerido');
    expect(m.malformed.mensaje).toBe('El campo está mal formado');
    expect(m.minLength.mensaje).toBe('El campo no tiene la longitud mínima requerida');
    expect(m.email.mensaje).toBe('Debes indicar una dirección de correo electrónico válida');
    expect(m.dni.mensaje).toBe('El DNI está mal formado');
    expect(m.contactDni.mensaje).toBe('El campo DNI está mal formado');
    expect(m.phoneTooLong.mensaje).toBe('La longitud del teléfono es excesiva');
    expect(m.passwordMismatch.mensaje).toBe('Las contraseñas no coinciden');
    expect(m.privacyRequired.mensaje).toBe('Debes aceptar la política de privacidad');
  });

  it('have distinct codes', () => {
    const codes = Object.values(m).map((message) => message.codigo);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('textFieldSchema', () => {
  const schema = textFieldSchema(3, 150);

  it('trims and accepts 3 to 150 characters', () => {
    expect(schema.parse('  Ana  ')).toBe('Ana');
    expect(schema.parse('a'.repeat(150))).toHaveLength(150);
  });

  it('gives the required, minimum and maximum messages', () => {
    expect(messagesOf(schema, '')).toEqual([m.required.mensaje]);
    expect(messagesOf(schema, 'Al')).toEqual([m.minLength.mensaje]);
    expect(messagesOf(schema, 'a'.repeat(151))).toEqual([m.maxLength.mensaje]);
  });
});

describe('email schemas', () => {
  it('reject accents for management contacts only', () => {
    expect(messagesOf(emailSinAcentosSchema, 'josé@universidad.es')).toEqual([m.email.mensaje]);
    expect(emailAddressSchema.parse('josé@universidad.es')).toBe('josé@universidad.es');
    expect(emailSinAcentosSchema.parse(' contacto@empresa.es ')).toBe('contacto@empresa.es');
  });

  it('require a value unless optional, where empty or absent passes', () => {
    expect(messagesOf(emailSinAcentosSchema, '')).toEqual([m.required.mensaje]);
    expect(optionalEmailSinAcentosSchema.parse('')).toBe('');
    expect(optionalEmailSinAcentosSchema.parse(undefined)).toBeUndefined();
    expect(messagesOf(optionalEmailSinAcentosSchema, 'contacto@empresa')).toEqual([
      m.email.mensaje,
    ]);
  });
});

describe('phone schemas', () => {
  it('accept 9 to 15 digits with spaces and a leading +', () => {
    expect(phoneSchema.parse(' +34 600 11 22 33 ')).toBe('+34 600 11 22 33');
  });

  it('give the minimum, excessive and malformed messages', () => {
    expect(messagesOf(phoneSchema, '60011223')).toEqual([m.minLength.mensaje]);
    expect(messagesOf(phoneSchema, '1234567890123456')).toEqual([m.phoneTooLong.mensaje]);
    expect(messagesOf(phoneSchema, '600-112-233')).toEqual([m.malformed.mensaje]);
    expect(messagesOf(phoneSchema, '')).toEqual([m.required.mensaje]);
  });

  it('let the second phone be empty but check it when given', () => {
    expect(optionalPhoneSchema.parse('')).toBe('');
    expect(optionalPhoneSchema.parse(undefined)).toBeUndefined();
    expect(messagesOf(optionalPhoneSchema, '6001')).toEqual([m.minLength.mensaje]);
  });
});

describe('password schemas', () => {
  it('need 8 characters and a digit', () => {
    expect(passwordSchema.parse('abcdefg1')).toBe('abcdefg1');
    expect(messagesOf(passwordSchema, 'abcdefgh')).toEqual([m.weakPassword.mensaje]);
    expect(messagesOf(passwordSchema, 'abc1')).toEqual([m.weakPassword.mensaje]);
    expect(messagesOf(passwordSchema, '')).toEqual([m.required.mensaje]);
  });

  it('flag a different confirmation on the confirmation field', () => {
    const form = z
      .object({ password: passwordSchema, repetirPassword: z.string() })
      .superRefine(passwordConfirmation('password', 'repetirPassword'));
    expect(form.safeParse({ password: 'abcdefg1', repetirPassword: 'abcdefg1' }).success).toBe(
      true,
    );
    const result = form.safeParse({ password: 'abcdefg1', repetirPassword: 'abcdefg2' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['repetirPassword'],
        message: 'Las contraseñas no coinciden',
        params: { codigo: 'password_mismatch' },
      }),
    ]);
  });
});

describe('privacyAcceptedSchema', () => {
  it('accepts only true', () => {
    expect(privacyAcceptedSchema.parse(true)).toBe(true);
    expect(messagesOf(privacyAcceptedSchema, false)).toEqual([m.privacyRequired.mensaje]);
    expect(messagesOf(privacyAcceptedSchema, undefined)).toEqual([m.privacyRequired.mensaje]);
  });
});

describe('postal code and URL schemas', () => {
  it('check Spanish and numeric postal codes', () => {
    expect(postalCodeSchema.parse('28040')).toBe('28040');
    expect(messagesOf(postalCodeSchema, '53001')).toEqual([m.malformed.mensaje]);
    expect(numericPostalCodeSchema.parse('1000')).toBe('1000');
    expect(messagesOf(numericPostalCodeSchema, 'SW1A 1AA')).toEqual([m.malformed.mensaje]);
  });

  it('check http(s) URLs', () => {
    expect(urlSchema.parse('https://mi-portfolio.dev')).toBe('https://mi-portfolio.dev');
    expect(messagesOf(urlSchema, 'mi-portfolio.dev')).toEqual([m.malformed.mensaje]);
    expect(optionalUrlSchema.parse('')).toBe('');
  });
});
