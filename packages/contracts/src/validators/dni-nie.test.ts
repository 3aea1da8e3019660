import { describe, expect, it } from 'vitest';
import {
  dniLetterFor,
  isValidDni,
  isValidDniNie,
  isValidNie,
  isValidNif,
  normalizeDocumentId,
} from './dni-nie.ts';

// Control letter = 'TRWAGMYFPDXBNJZSQVHLCKE'[number mod 23]:
//   12345678 mod 23 = 14 → Z      00000000 mod 23 = 0 → T
//   87654321 mod 23 = 10 → X      45678912 mod 23 = 15 → S
// NIE: X=0, Y=1, Z=2 in front of the 7 digits:
//   X1234567 → 01234567 mod 23 = 19 → L
//   Y1234567 → 11234567 mod 23 = 10 → X
//   Z1234567 → 21234567 mod 23 = 1 → R
// K/L/M NIF: letter of the 7 digits, 1234567 mod 23 = 19 → L.

describe('dniLetterFor', () => {
  it.each([
    ['12345678', 'Z'],
    ['00000000', 'T'],
    ['87654321', 'X'],
    ['45678912', 'S'],
  ])('gives %s the letter %s', (digits, letter) => {
    expect(dniLetterFor(digits)).toBe(letter);
  });
});

describe('isValidDni', () => {
  it.each(['12345678Z', '00000000T', '87654321X', '45678912S', '12345678z', ' 12.345.678-Z '])(
    'accepts %j',
    (value) => {
      expect(isValidDni(value)).toBe(true);
    },
  );

  it.each([
    '12345678A', // wrong letter (Z expected)
    '1234567Z', // 7 digits
    '123456789Z', // 9 digits
    '12345678', // no letter
    'Z12345678', // letter in front
    '',
  ])('rejects %j', (value) => {
    expect(isValidDni(value)).toBe(false);
  });
});

describe('isValidNie', () => {
  it.each(['X1234567L', 'Y1234567X', 'Z1234567R', 'x1234567l', 'X-1234567-L'])(
    'accepts %j',
    (value) => {
      expect(isValidNie(value)).toBe(true);
    },
  );

  it.each([
    'X1234567X', // wrong letter (L expected)
    'Y1234567L', // letter of X, not of Y
    'W1234567L', // W is no NIE prefix
    'X123456L', // 6 digits
    '12345678Z', // a DNI
  ])('rejects %j', (value) => {
    expect(isValidNie(value)).toBe(false);
  });
});

describe('isValidDniNie', () => {
  it('accepts a DNI and a NIE and rejects anything else', () => {
    expect(isValidDniNie('12345678Z')).toBe(true);
    expect(isValidDniNie('Z1234567R')).toBe(true);
    expect(isValidDniNie('K1234567L')).toBe(false);
    expect(isValidDniNie('B12345674')).toBe(false);
  });
});

describe('isValidNif', () => {
  it.each(['12345678Z', 'X1234567L', 'K1234567L', 'L1234567L', 'm1234567l'])('accepts %j', (v) => {
    expect(isValidNif(v)).toBe(true);
  });

  it.each(['K1234567A', 'A58818501', 'N1234567L'])('rejects %j', (v) => {
    expect(isValidNif(v)).toBe(false);
  });
});

describe('normalizeDocumentId', () => {
  it('upper-cases and removes spaces, dots and hyphens', () => {
    expect(normalizeDocumentId(' 12.345.678-z ')).toBe('12345678Z');
  });
});
