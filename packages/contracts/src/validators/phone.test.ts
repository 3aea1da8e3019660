import { describe, expect, it } from 'vitest';
import { isValidPhone, normalizePhone, phoneIssue } from './phone.ts';

describe('phoneIssue', () => {
  it.each(['600112233', '+34 600 11 22 33', '91 123 45 67', '+441234567890123'])(
    'accepts %j',
    (value) => {
      expect(phoneIssue(value)).toBeNull();
      expect(isValidPhone(value)).toBe(true);
    },
  );

  it.each([
    ['60011223', 'too_short'], // 8 digits
    ['+34 600', 'too_short'],
    ['1234567890123456', 'too_long'], // 16 digits
    ['+34 600 112 233 445 566', 'too_long'], // 17 digits
    ['600-11-22-33', 'malformed'],
    ['600 11 22 3a', 'malformed'],
    ['34+600112233', 'malformed'],
    ['', 'malformed'],
  ])('reports %j as %s', (value, issue) => {
    expect(phoneIssue(value)).toBe(issue);
    expect(isValidPhone(value)).toBe(false);
  });

  it('normalises by removing spaces', () => {
    expect(normalizePhone('+34 600 11 22 33')).toBe('+34600112233');
  });
});
