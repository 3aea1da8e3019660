/** Keeps the digits only: '28/12345678/40' → '281234567840'. */
export function normalizeNss(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Control digits of a social security number (número de afiliación): province (2 digits) and
 * number (8 digits) give (province·10^8 + number) mod 97 when the number is ≥ 10^7, otherwise
 * (province·10^7 + number) mod 97; always written with 2 digits.
 */
export function nssControlFor(province: string, number: string): string {
  const provinceValue = Number(province);
  const numberValue = Number(number);
  const base = numberValue >= 10_000_000 ? provinceValue * 100_000_000 : provinceValue * 10_000_000;
  return String((base + numberValue) % 97).padStart(2, '0');
}

/**
 * Spanish social security number: 12 digits, optionally split by spaces, '/', '-' or '.', whose last
 * two digits are the control of the first ten.
 */
export function isValidNss(value: string): boolean {
  const digits = normalizeNss(value);
  if (/[^\d\s/.-]/.test(value) || !/^\d{12}$/.test(digits)) {
    return false;
  }
  return nssControlFor(digits.slice(0, 2), digits.slice(2, 10)) === digits.slice(10);
}
