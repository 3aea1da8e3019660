import { isValidNif, normalizeDocumentId } from './dni-nie.ts';

const CIF_PATTERN = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/;
const CONTROL_LETTERS = 'JABCDEFGHI';
/** Companies (A, B), communities of property (E) and horizontal property (H): control is a digit. */
const DIGIT_CONTROL = 'ABEH';
/** Public bodies, religious congregations, non-resident entities and the like: control is a letter. */
const LETTER_CONTROL = 'NPQRSW';

/**
 * Control digit of the 7 digits of a CIF: digits in even positions are added as they are, digits in
 * odd positions are doubled and their digits added; the control is 10 minus the last digit of the
 * total (0 when that last digit is 0). The letter form is 'JABCDEFGHI'[digit].
 */
export function cifControlDigitFor(digits: string): number {
  let total = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits.charAt(index));
    if (index % 2 === 0) {
      const doubled = digit * 2;
      total += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      total += digit;
    }
  }
  return (10 - (total % 10)) % 10;
}

/** CIF of a legal entity: letter + 7 digits + control digit or letter, by the rules of the letter. */
export function isValidCif(value: string): boolean {
  const match = CIF_PATTERN.exec(normalizeDocumentId(value));
  if (match === null) {
    return false;
  }
  const [, type = '', digits = '', control = ''] = match;
  const expectedDigit = cifControlDigitFor(digits);
  const digitMatches = control === String(expectedDigit);
  const letterMatches = control === CONTROL_LETTERS.charAt(expectedDigit);
  if (DIGIT_CONTROL.includes(type)) {
    return digitMatches;
  }
  if (LETTER_CONTROL.includes(type)) {
    return letterMatches;
  }
  return digitMatches || letterMatches;
}

/** Company tax id: a CIF, or the NIF of a natural person (self-employed) — "CIF or NIF". */
export function isValidCifOrNif(value: string): boolean {
  return isValidCif(value) || isValidNif(value);
}
