import { describe, expect, it } from 'vitest';
import { cifControlDigitFor, isValidCif, isValidCifOrNif } from './cif.ts';

// Control of the 7 digits: even positions added, odd positions doubled and their digits added;
// control = (10 - total mod 10) mod 10, letter form 'JABCDEFGHI'[control].
//   A5881850: digits 5 8 8 1 8 5 0 → even (8,1,5) = 14; odd 5→10→1, 8→16→7, 8→16→7, 0 = 15;
//     total 29 → 1
//   B1234567: even (2,4,6)=12; odd 1→2, 3→6, 5→10→1, 7→14→5 = 14; total 26 → 4 (letter D)
//   Q2826000: even (8,6,0)=14; odd 2→4, 2→4, 0, 0 = 8; total 22 → 8 (letter H)
//   N0012345: even (0,2,4)=6; odd 0, 1→2, 3→6, 5→10→1 = 9; total 15 → 5 (letter E)
//   B0000000: total 0 → 0 (letter J)

describe('cifControlDigitFor', () => {
  it.each([
    ['5881850', 1],
    ['1234567', 4],
    ['2826000', 8],
    ['0012345', 5],
    ['0000000', 0],
  ])('gives %s the control %i', (digits, control) => {
    expect(cifControlDigitFor(digits)).toBe(control);
  });
});

describe('isValidCif', () => {
  it.each([
    'A58818501', // company: digit control
    'B12345674',
    'b12345674', // lower case
    'B-1234567-4',
    'B00000000',
    'Q2826000H', // public body: letter control
    'N0012345E', // foreign entity: letter control
    'G12345674', // association: digit or letter
    'G1234567D',
  ])('accepts %j', (value) => {
    expect(isValidCif(value)).toBe(true);
  });

  it.each([
    'A58818502', // wrong control digit
    'B1234567D', // B needs a digit
    'Q28260008', // Q needs a letter
    'G1234567E', // wrong letter (D expected)
    'I12345674', // I is no CIF letter
    'B1234567', // 6 digits + control
    '12345678Z', // a DNI
  ])('rejects %j', (value) => {
    expect(isValidCif(value)).toBe(false);
  });
});

describe('isValidCifOrNif', () => {
  it.each(['A58818501', '12345678Z', 'X1234567L', 'K1234567L'])('accepts %j', (value) => {
    expect(isValidCifOrNif(value)).toBe(true);
  });

  it.each(['A58818502', '12345678A', ''])('rejects %j', (value) => {
    expect(isValidCifOrNif(value)).toBe(false);
  });
});
