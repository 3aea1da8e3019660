import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';

/** The five boxes of the IBAN entry: a Spanish IBAN has 4 + 4 + 4 + 2 + 10. */
export const IBAN_BOX_LENGTHS = [4, 4, 4, 2, 10] as const;

export type IbanBoxes = readonly [string, string, string, string, string];

/** Electronic format: no spaces or hyphens, upper case ('es91 2100-0418…' → 'ES912100…'). */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value.trim()) ?? '';
}

export function isValidIban(value: string): boolean {
  return isValidIBAN(normalizeIban(value));
}

/** BIC/SWIFT: 8 or 11 characters (bank, country, location, optional branch); case-insensitive. */
export function isValidBic(value: string): boolean {
  return isValidBIC(value.replace(/\s/g, '').toUpperCase());
}

/**
 * Spreads a whole IBAN over the five boxes, as when it is pasted into the first one. Characters
 * beyond the 24 of a Spanish IBAN stay in the last box, so nothing is lost silently.
 */
export function splitIbanIntoBoxes(iban: string): IbanBoxes {
  const value = normalizeIban(iban);
  return [
    value.slice(0, 4),
    value.slice(4, 8),
    value.slice(8, 12),
    value.slice(12, 14),
    value.slice(14),
  ];
}

/** Wire format of `ibanDomiciliacion`: the five parts, normalised, joined by commas. */
export function joinIbanBoxes(parts: IbanBoxes): string {
  return parts.map(normalizeIban).join(',');
}

/** The electronic IBAN of the boxes (or of the comma-separated wire parts). */
export function ibanFromBoxes(parts: readonly string[]): string {
  return normalizeIban(parts.join(''));
}

/** The electronic IBAN of a wire value such as 'ES91,2100,0418,45,0200051332'. */
export function ibanFromWire(wire: string): string {
  return ibanFromBoxes(wire.split(','));
}
