import { describe, expect, it } from 'vitest';
import { isValidPassword, passwordsMatch } from './password.ts';

describe('isValidPassword', () => {
  it.each(['abcdefg1', '12345678', 'contraseña 2024', 'Ñandú-99'])('accepts %j', (value) => {
    expect(isValidPassword(value)).toBe(true);
  });

  it.each([
    'abcdef1', // 7 characters
    'abcdefgh', // no digit
    '',
  ])('rejects %j', (value) => {
    expect(isValidPassword(value)).toBe(false);
  });
});

describe('passwordsMatch', () => {
  it('requires the exact same text', () => {
    expect(passwordsMatch('abcdefg1', 'abcdefg1')).toBe(true);
    expect(passwordsMatch('abcdefg1', 'abcdefg1 ')).toBe(false);
  });
});
