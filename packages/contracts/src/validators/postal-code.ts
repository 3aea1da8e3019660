/** Spanish postal code: 5 digits whose first two are the province, 01 to 52. */
export function isValidSpanishPostalCode(value: string): boolean {
  const code = value.trim();
  if (!/^\d{5}$/.test(code)) {
    return false;
  }
  const province = Number(code.slice(0, 2));
  return province >= 1 && province <= 52;
}

/** Numeric postal code of any country ("postal code numeric"): 3 to 10 digits. */
export function isNumericPostalCode(value: string): boolean {
  return /^\d{3,10}$/.test(value.trim());
}
