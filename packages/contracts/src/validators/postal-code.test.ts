import { describe, expect, it } from 'vitest';
import { isNumericPostalCode, isValidSpanishPostalCode } from './postal-code.ts';

describe('isValidSpanishPostalCode', () => {
  it.each(['28040', '01001', '08001', '51001', '52006', ' 46010 '])('accepts %j', (value) => {
    expect(isValidSpanishPostalCode(value)).toBe(true);
  });

  it.each(['00123', '53001', '99999', '2804', '280400', '28O40', ''])('rejects %j', (value) => {
    expect(isValidSpanishPostalCode(value)).toBe(false);
  });
});

describe('isNumericPostalCode', () => {
  it.each(['28040', '1000', '100000', '1234567890'])('accepts %j', (value) => {
    expect(isNumericPostalCode(value)).toBe(true);
  });

  it.each(['12', '12345678901', 'SW1A 1AA', '28-040', ''])('rejects %j', (value) => {
    expect(isNumericPostalCode(value)).toBe(false);
  });
});
