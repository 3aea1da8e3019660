/** Phone minimum and maximum (E.164: at most 15 digits), counted in digits. */
export const PHONE_MIN_DIGITS = 9;
export const PHONE_MAX_DIGITS = 15;

export type PhoneIssue = 'malformed' | 'too_short' | 'too_long';

const PHONE_PATTERN = /^\+?[\d ]+$/;

/** What is wrong with a phone number, or null when it is fine. Digits, spaces and a leading '+'. */
export function phoneIssue(value: string): PhoneIssue | null {
  const phone = value.trim();
  if (!PHONE_PATTERN.test(phone)) {
    return 'malformed';
  }
  const digits = phone.replace(/\D/g, '').length;
  if (digits < PHONE_MIN_DIGITS) {
    return 'too_short';
  }
  if (digits > PHONE_MAX_DIGITS) {
    return 'too_long';
  }
  return null;
}

export function isValidPhone(value: string): boolean {
  return phoneIssue(value) === null;
}

/** '+34 600 11 22 33' → '+34600112233'. */
export function normalizePhone(value: string): string {
  return value.replace(/\s/g, '');
}
