/** Control letters of the DNI, indexed by the number modulo 23. */
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const NIE_PREFIX_DIGIT: Readonly<Record<string, string>> = { X: '0', Y: '1', Z: '2' };

const DNI_PATTERN = /^(\d{8})([A-Z])$/;
const NIE_PATTERN = /^([XYZ])(\d{7})([A-Z])$/;
const KLM_NIF_PATTERN = /^[KLM](\d{7})([A-Z])$/;

/** Upper-cases and drops spaces, dots and hyphens: ' 12.345.678-z ' → '12345678Z'. */
export function normalizeDocumentId(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, '');
}

/**
 * The DNI/NIE as the university's record and the portal compare them (the database's
 * `normaliza_dni` does the same): normalised, and the number padded with leading zeros, so
 * '1234567l', '01234567L' and '01.234.567-L' are one person, as are 'x123456l' and 'X0123456L'.
 */
export function canonicalDocumentId(value: string): string {
  const id = normalizeDocumentId(value);
  if (/^\d{1,8}[A-Z]$/.test(id)) {
    return id.padStart(9, '0');
  }
  if (/^[XYZ]\d{1,7}[A-Z]$/.test(id)) {
    return `${id.charAt(0)}${id.slice(1).padStart(8, '0')}`;
  }
  return id;
}

/** Control letter of a DNI number (up to 8 digits): the number modulo 23 in 'TRWAGMYF…'. */
export function dniLetterFor(digits: string): string {
  return DNI_LETTERS.charAt(Number(digits) % 23);
}

/** DNI: 8 digits and the modulo-23 control letter. */
export function isValidDni(value: string): boolean {
  const match = DNI_PATTERN.exec(normalizeDocumentId(value));
  return match !== null && dniLetterFor(match[1] ?? '') === match[2];
}

/** NIE: X, Y or Z (read as 0, 1, 2) + 7 digits + the modulo-23 control letter. */
export function isValidNie(value: string): boolean {
  const match = NIE_PATTERN.exec(normalizeDocumentId(value));
  if (match === null) {
    return false;
  }
  const [, prefix = '', digits = '', letter] = match;
  return dniLetterFor(`${NIE_PREFIX_DIGIT[prefix] ?? ''}${digits}`) === letter;
}

/** DNI or NIE, as the identity-document fields of the spec accept them. */
export function isValidDniNie(value: string): boolean {
  return isValidDni(value) || isValidNie(value);
}

/**
 * Tax id (NIF) of a natural person: a DNI, a NIE, or the K/L/M forms (Spaniards under 14, living
 * abroad without DNI, foreigners without NIE), whose letter follows the DNI rule on the 7 digits.
 */
export function isValidNif(value: string): boolean {
  if (isValidDniNie(value)) {
    return true;
  }
  const match = KLM_NIF_PATTERN.exec(normalizeDocumentId(value));
  return match !== null && dniLetterFor(match[1] ?? '') === match[2];
}
