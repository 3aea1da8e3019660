import { describe, expect, it } from 'vitest';
import {
  IBAN_BOX_LENGTHS,
  ibanFromBoxes,
  ibanFromWire,
  isValidBic,
  isValidIban,
  joinIbanBoxes,
  normalizeIban,
  splitIbanIntoBoxes,
} from './iban.ts';

// ES91 2100 0418 45 0200051332: the usual example of a valid Spanish IBAN (bank 2100, branch 0418,
// account control 45, mod-97 check 91). ES29 2100 0418 46 0200051332 has a right mod-97 check (29)
// but a wrong account control (46 instead of 45), which ibantools checks for Spain.
const VALID_ES = 'ES9121000418450200051332';

describe('isValidIban', () => {
  it.each([
    VALID_ES,
    'ES91 2100 0418 4502 0005 1332',
    'es91-2100-0418-45-0200051332',
    'DE89370400440532013000',
    'GB82WEST12345698765432',
  ])('accepts %j', (value) => {
    expect(isValidIban(value)).toBe(true);
  });

  it.each([
    'ES9121000418450200051333', // last digit changed: mod-97 fails
    'ES2921000418460200051332', // mod-97 right, Spanish account control wrong
    'ES912100041845020005133', // one digit short
    'XX9121000418450200051332', // no such country
    '',
  ])('rejects %j', (value) => {
    expect(isValidIban(value)).toBe(false);
  });
});

describe('isValidBic', () => {
  it.each(['CAIXESBBXXX', 'BBVAESMM', 'caixesbb', 'DEUTDEFF500', 'CAIX ES BB'])(
    'accepts %j',
    (v) => {
      expect(isValidBic(v)).toBe(true);
    },
  );

  it.each(['CAIXESB', 'CAIX1SBB', 'CAIXESBBXX', ''])('rejects %j', (v) => {
    expect(isValidBic(v)).toBe(false);
  });
});

describe('IBAN boxes', () => {
  it('has the box lengths of the spec', () => {
    expect(IBAN_BOX_LENGTHS).toEqual([4, 4, 4, 2, 10]);
  });

  it('splits a pasted IBAN over the five boxes', () => {
    expect(splitIbanIntoBoxes('ES91 2100 0418 4502 0005 1332')).toEqual([
      'ES91',
      '2100',
      '0418',
      '45',
      '0200051332',
    ]);
  });

  it('fills only the first boxes with a partial IBAN', () => {
    expect(splitIbanIntoBoxes('es9121')).toEqual(['ES91', '21', '', '', '']);
  });

  it('keeps what follows the 24 characters in the last box', () => {
    expect(splitIbanIntoBoxes(`${VALID_ES}99`)[4]).toBe('020005133299');
  });

  it('joins the boxes with commas for the wire', () => {
    const boxes = splitIbanIntoBoxes(VALID_ES);
    expect(joinIbanBoxes(boxes)).toBe('ES91,2100,0418,45,0200051332');
    expect(joinIbanBoxes(['es91', ' 2100', '0418 ', '45', '0200051332'])).toBe(
      'ES91,2100,0418,45,0200051332',
    );
  });

  it('gives back the electronic IBAN from boxes or wire', () => {
    expect(ibanFromBoxes(['ES91', '2100', '0418', '45', '0200051332'])).toBe(VALID_ES);
    expect(ibanFromWire('ES91,2100,0418,45,0200051332')).toBe(VALID_ES);
    expect(normalizeIban(' es91 2100-0418 ')).toBe('ES9121000418');
  });
});
