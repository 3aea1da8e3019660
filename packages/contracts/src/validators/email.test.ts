import { describe, expect, it } from 'vitest';
import { hasAccentedLetters, isValidEmail, isValidEmailSinAcentos } from './email.ts';

describe('isValidEmail', () => {
  it.each([
    'ana.garcia@universidad.es',
    'empleo+ofertas@empresa.co.uk',
    'a@b.es',
    ' user@example.com ',
    'josé@universidad.es', // internationalised address: valid in general
  ])('accepts %j', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    'ana.garcia', // no @
    'ana@universidad', // no dot in the domain
    '@universidad.es',
    'ana@@universidad.es',
    'ana@uni@versidad.es',
    'ana garcia@universidad.es',
    '.ana@universidad.es',
    'ana..garcia@universidad.es',
    'ana@-universidad.es',
    'ana@universidad.e', // one-letter TLD
    `${'a'.repeat(65)}@universidad.es`, // local part over 64
    '',
  ])('rejects %j', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});

describe('isValidEmailSinAcentos', () => {
  it.each(['contacto@empresa.es', 'rrhh.empleo@empresa-sa.com'])('accepts %j', (value) => {
    expect(isValidEmailSinAcentos(value)).toBe(true);
  });

  it.each([
    'josé@universidad.es', // accented letter
    'contacto@compañía.es', // ñ
    'mÜller@empresa.de',
    'contacto@empresa', // no dot
    'contacto.empresa.es', // no @
  ])('rejects %j', (value) => {
    expect(isValidEmailSinAcentos(value)).toBe(false);
  });
});

describe('hasAccentedLetters', () => {
  it('finds letters with diacritics, also when written pre-composed or decomposed', () => {
    expect(hasAccentedLetters('García')).toBe(true);
    expect(hasAccentedLetters('Garci\u0301a')).toBe(true);
    expect(hasAccentedLetters('ñ')).toBe(true);
    expect(hasAccentedLetters('Garcia')).toBe(false);
  });
});
